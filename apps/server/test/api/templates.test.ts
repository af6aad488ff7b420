import { addDays, onboardingTemplateId, teamTypes, wallClock, zonedInstant } from '@taskhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within } from '../realtime-fixture.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { join, newWorkspace, person, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, body });

interface Summary { id: string; name: string; description: string; type: string; jobType: string; sections: string[] }
const templates = async (who: Person, query = '') => {
  const answer = await call(who, 'GET', `/api/v1/templates${query}`);
  expect(answer.status).toBe(200);
  return answer.body as Summary[];
};

/** A board made from a template by `who`, opened: its board, sections and tasks as GET /api/v1/boards/{id} shows them. */
async function fromTemplate(who: Person, workspaceId: string, templateId: string, name = 'From a template', isPrivate = true) {
  const created = await call(who, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name, isPrivate, templateId });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const opened = await call(who, 'GET', `/api/v1/boards/${created.body.id}`);
  return opened.body as { board: { id: string; role: string }; sections: { id: string; name: string }[]; tasks: Record<string, any>[] };
}

/** Ann (admin), Bob (member), Vi (viewer) of a design workspace; Out in another. */
async function team() {
  const [ann, bob, vi, out] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Vi'), await person(server, 'Out')];
  const workspace = await newWorkspace(server, ann, { name: 'Studio', type: 'teams', jobType: 'design' });
  await Promise.all([join(server, ann, { kind: 'workspace', id: workspace.id }, bob, 'member'), join(server, ann, { kind: 'workspace', id: workspace.id }, vi, 'viewer')]);
  const elsewhere = await workspaceWith(server, out, 'Elsewhere');
  return { ann, bob, vi, out, workspace, elsewhere };
}

describe('the templates catalogue (API.md section 5)', () => {
  it('lists the built-in templates to anyone signed in, onboarding template first, in the shape API.md gives', async () => {
    const ann = await person(server, 'Ann');
    const all = await templates(ann);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all[0]!.id).toBe(onboardingTemplateId);
    for (const one of all) {
      expect(Object.keys(one).sort()).toEqual(['description', 'id', 'jobType', 'name', 'sections', 'type']);
      expect(['workflow_only', 'content', 'content_and_users']).toContain(one.type);
      expect(one.sections.length).toBeGreaterThanOrEqual(2);
      expect(one.sections.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    }
    for (const jobType of teamTypes) expect(all.filter((one) => one.jobType === jobType).length, jobType).toBeGreaterThanOrEqual(2);
    expect(all.find((one) => one.id === 'sprint-board')).toMatchObject({ type: 'workflow_only', jobType: 'software_development', sections: expect.arrayContaining(['Backlog', 'Done']) });
    expect((await server.request('GET', '/api/v1/templates')).status).toBe(401);
  });

  it('previews one template: its sections and the titles of their first cards (none for workflow_only); unknown is 404', async () => {
    const ann = await person(server, 'Ann');
    const content = (await templates(ann)).find((one) => one.type === 'content')!;
    const preview = await server.request('GET', `/api/v1/templates/${content.id}`, { token: ann.token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id: content.id, name: content.name, sections: content.sections });
    const cards = preview.body.cards as string[][];
    expect(cards).toHaveLength(content.sections.length);
    expect(cards.flat().length).toBeGreaterThan(0);
    expect(cards.every((titles) => titles.length <= 3 && titles.every((title) => typeof title === 'string' && title.length > 0))).toBe(true);
    const workflow = await server.request('GET', '/api/v1/templates/sprint-board', { token: ann.token });
    expect((workflow.body.cards as string[][]).flat()).toEqual([]);
    expect((await server.request('GET', '/api/v1/templates/no-such-template', { token: ann.token })).status).toBe(404);
  });

  it('filters by job type, written as SPEC.md writes it too; an unknown job type is 400', async () => {
    const ann = await person(server, 'Ann');
    const legal = await templates(ann, '?jobType=legal');
    expect(legal.length).toBeGreaterThanOrEqual(2);
    expect(legal.every((one) => one.jobType === 'legal')).toBe(true);
    expect((await templates(ann, '?jobType=software%20development')).every((one) => one.jobType === 'software_development')).toBe(true);
    const bad = await call(ann, 'GET', '/api/v1/templates?jobType=astronaut');
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('a board made from a built-in template', () => {
  it('workflow_only: gets the template\'s sections, in order, and no cards', async () => {
    const { ann, workspace } = await team();
    const sprint = (await templates(ann)).find((one) => one.id === 'sprint-board')!;
    const made = await fromTemplate(ann, workspace.id, 'sprint-board', 'Sprint 14');
    expect(made.board.role).toBe('admin');
    expect(made.sections.map((section) => section.name)).toEqual(sprint.sections);
    expect(made.tasks).toEqual([]);
  });

  it('content: gets the cards in their sections, due on all-day dates in the maker\'s time zone, with checklists; sync and realtime carry them', async () => {
    const { ann, bob, workspace } = await team();
    expect((await call(ann, 'PUT', '/me', { timezone: 'Asia/Kathmandu' })).status).toBe(200);
    const socket = openSocket(server, ann.token);
    await socket.ready;
    const made = await fromTemplate(ann, workspace.id, 'month-end-close', 'Close: March', false);
    expect(made.sections.map((section) => section.name)).toEqual(['Day 1–2: cut-off', 'Day 3–4: adjustments', 'Day 5: review', 'Day 6: reporting', 'Closed']);
    const bank = made.tasks.find((task) => task.title === 'Bank reconciliations')!;
    expect(bank).toMatchObject({ boardId: made.board.id, sectionId: made.sections[0]!.id, categoryId: null, status: 'UNCHECKED' });
    expect(bank.checklistItems.map((item: { title: string; checked: boolean }) => [item.title, item.checked])).toEqual(
      ['Operating account', 'Payroll account', 'Savings account', 'Credit cards'].map((title) => [title, false]));
    const today = wallClock(Date.now(), 'Asia/Kathmandu');
    expect(bank.dueDate).toBe(zonedInstant(addDays({ year: today.year, month: today.month, day: today.day }, 2), 'Asia/Kathmandu'));
    expect(made.tasks.find((task) => task.title.startsWith('Review the trial balance'))!.note).toMatch(/Explain every variance/);
    // In a section, cards keep the template's order.
    const adjustments = made.tasks.filter((task) => task.sectionId === made.sections[1]!.id).sort((a, b) => (a.position < b.position ? -1 : 1));
    expect(adjustments.map((task) => task.title)).toEqual(['Record accruals and prepaids', 'Depreciation and amortisation entries', 'Intercompany reconciliation']);
    expect(await within(2000, () => changes(socket).some((message) => (message.models as string[]).includes('task')))).toBe(true);
    socket.ws.close();
    // The creator's devices pull the cards; a teammate joining the public board gets them too.
    expect(byId(await sync(server, ann.token), 'task').get(bank.id)).toMatchObject({ title: 'Bank reconciliations' });
    expect((await call(bob, 'POST', `/api/v1/boards/${made.board.id}/join`)).status).toBe(200);
    const bobs = byId(await sync(server, bob.token), 'task');
    expect(made.tasks.every((task) => bobs.has(task.id))).toBe(true);
  });

  it('content_and_users: its roles become a first card, "Invite your team", one checklist item per role', async () => {
    const { ann, workspace } = await team();
    const made = await fromTemplate(ann, workspace.id, 'contract-review');
    const first = made.tasks.filter((task) => task.sectionId === made.sections[0]!.id).sort((a, b) => (a.position < b.position ? -1 : 1))[0]!;
    expect(first.title).toBe('Invite your team');
    expect(first.checklistItems.map((item: { title: string }) => item.title)).toEqual([
      'Legal counsel (invite as admin)', 'Reviewer (invite as member)', 'Business owner (invite as viewer)',
    ]);
    expect(made.tasks.some((task) => task.title === 'Review checklist')).toBe(true);
  });

  it('is made by workspace members and admins only; an unknown template is 404 and makes nothing', async () => {
    const { ann, vi, out, workspace } = await team();
    const boards = async () => ((await call(ann, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).body as unknown[]).length;
    const before = await boards();
    const unknown = await call(ann, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'X', isPrivate: false, templateId: 'no-such-template' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call(vi, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'X', isPrivate: false, templateId: 'sprint-board' })).status).toBe(403);
    expect((await call(out, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'X', isPrivate: false, templateId: 'sprint-board' })).status).toBe(404);
    expect(await boards()).toBe(before);
  });
});

describe('saving a board as a template', () => {
  /** Ann's private board with Bob (member), Vi (viewer) and Out (viewer, not in the workspace): two sections, cards, an archived section. */
  async function sourceBoard() {
    const world = await team();
    const { ann, bob, vi, out, workspace } = world;
    const created = await call(ann, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Brand refresh', isPrivate: true });
    const boardId = created.body.id as string;
    for (const [who, role] of [[bob, 'member'], [vi, 'viewer'], [out, 'viewer']] as const) await join(server, ann, { kind: 'board', id: boardId }, who, role);
    const sectionIds: string[] = [];
    for (const name of ['Ideas', 'Doing', 'Old']) sectionIds.push((await call(ann, 'POST', `/api/v1/boards/${boardId}/sections`, { name })).body.id);
    const day = 24 * 60 * 60 * 1000;
    await pushItems(server, ann.token, { task: [
      { id: newId(), title: 'Moodboard', note: 'Collect 20 references', boardId, sectionId: sectionIds[0], position: 'a1',
        checklistItems: [{ id: newId(), title: 'Colours', checked: true }], dueDate: Date.now() + 3 * day },
      { id: newId(), title: 'Logo options', boardId, sectionId: sectionIds[1], position: 'a1' },
      { id: newId(), title: 'Shipped long ago', boardId, sectionId: sectionIds[1], position: 'a2', status: 'DONE' },
      { id: newId(), title: 'Archived with its section', boardId, sectionId: sectionIds[2] },
    ] });
    expect((await call(ann, 'POST', `/api/v1/sections/${sectionIds[2]}/archive`)).status).toBe(200);
    return { ...world, boardId };
  }

  it('is for board admins (403 for members and viewers, 404 to those who cannot see the board) and answers the template', async () => {
    const { ann, bob, vi, out, boardId, workspace } = await sourceBoard();
    const body = { name: 'Brand refresh kit', description: 'How we refresh a brand', type: 'content' };
    expect((await call(bob, 'POST', `/api/v1/boards/${boardId}/template`, body)).status).toBe(403);
    expect((await call(vi, 'POST', `/api/v1/boards/${boardId}/template`, body)).status).toBe(403);
    const stranger = await person(server, 'Stranger');
    expect((await call(stranger, 'POST', `/api/v1/boards/${boardId}/template`, body)).status).toBe(404);
    const bad = await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, { ...body, name: '  ' });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_NAME']);
    expect((await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, { ...body, type: 'everything' })).status).toBe(400);
    const saved = await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: expect.any(String), name: 'Brand refresh kit', description: 'How we refresh a brand', type: 'content', jobType: 'design', sections: ['Ideas', 'Doing'] });
    // Workspace-private: its members see it (viewers too), whoever else does not, even a member of the board itself.
    for (const who of [ann, bob, vi]) expect((await templates(who)).at(-1)).toEqual(saved.body);
    expect((await templates(ann, '?jobType=design')).map((one) => one.id)).toContain(saved.body.id);
    expect((await templates(ann, '?jobType=legal')).map((one) => one.id)).not.toContain(saved.body.id);
    for (const who of [out, stranger]) expect((await templates(who)).map((one) => one.id)).not.toContain(saved.body.id);
    const elsewhere = await call(out, 'POST', `/api/v1/workspaces/${(await call(out, 'GET', '/api/v1/workspaces')).body[0].id}/boards`, {
      name: 'Copy', isPrivate: true, templateId: saved.body.id,
    });
    expect(elsewhere.status).toBe(404);
    // It goes with its workspace.
    expect((await call(ann, 'DELETE', `/api/v1/workspaces/${workspace.id}`)).status).toBe(204);
    expect((await templates(ann)).map((one) => one.id)).not.toContain(saved.body.id);
  });

  it('content: a board made from it gets the live sections and their open cards, without people', async () => {
    const { ann, bob, boardId, workspace } = await sourceBoard();
    const saved = await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, { name: 'Kit', type: 'content' });
    expect(saved.body.description).toBe('');
    const made = await fromTemplate(bob, workspace.id, saved.body.id, 'Bob\'s refresh');
    expect(made.sections.map((section) => section.name)).toEqual(['Ideas', 'Doing']);
    expect(made.tasks.map((task) => task.title).sort()).toEqual(['Logo options', 'Moodboard']);
    const moodboard = made.tasks.find((task) => task.title === 'Moodboard')!;
    expect(moodboard).toMatchObject({ note: 'Collect 20 references', sectionId: made.sections[0]!.id, status: 'UNCHECKED' });
    expect(moodboard.checklistItems).toEqual([{ id: expect.any(String), title: 'Colours', checked: false }]);
    expect(moodboard.dueDate).toBeGreaterThan(Date.now());
    const members = (await call(bob, 'GET', `/api/v1/boards/${made.board.id}/members`)).body as { email: string }[];
    expect(members.map((member) => member.email)).toEqual([bob.email]);
  });

  it('workflow_only keeps the sections only; content_and_users invites the board\'s people who are in the workspace, at their roles', async () => {
    const { ann, bob, vi, out, boardId, workspace } = await sourceBoard();
    const flow = await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, { name: 'Flow', type: 'workflow_only' });
    expect(flow.body.sections).toEqual(['Ideas', 'Doing']);
    const bare = await fromTemplate(ann, workspace.id, flow.body.id);
    expect([bare.sections.map((section) => section.name), bare.tasks]).toEqual([['Ideas', 'Doing'], []]);

    const full = await call(ann, 'POST', `/api/v1/boards/${boardId}/template`, { name: 'Team kit', type: 'content_and_users' });
    const made = await fromTemplate(bob, workspace.id, full.body.id, 'With the team');
    expect(made.tasks.map((task) => task.title).sort()).toEqual(['Logo options', 'Moodboard']);
    const members = (await call(bob, 'GET', `/api/v1/boards/${made.board.id}/members`)).body as { email: string; role: string; state: string }[];
    // Bob made it (its admin); Ann and Vi are invited at their roles; Out, not in this workspace, is not.
    expect(members.map((member) => [member.email, member.role, member.state]).sort()).toEqual([
      [ann.email, 'admin', 'PENDING'], [bob.email, 'admin', 'CREATOR'], [vi.email, 'viewer', 'PENDING'],
    ].sort());
    const invitation = ((await call(vi, 'GET', '/api/v1/invitations')).body as { id: string; targetId: string; role: string }[])
      .find((one) => one.targetId === made.board.id);
    expect(invitation).toMatchObject({ role: 'viewer' });
    expect((await call(out, 'GET', '/api/v1/invitations')).body.some((one: { targetId: string }) => one.targetId === made.board.id)).toBe(false);
  });
});
