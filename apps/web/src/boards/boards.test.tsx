import type { Board, TemplateSummary } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderSignedIn, wireMember, wireWorkspace } from '../workspaces/testing/workspace-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

/** A board as apps/server/src/boards presents it. */
const wireBoard = (overrides: Partial<Board> = {}): Board => ({
  id: 'b1', workspaceId: 'w1', name: 'Launch', emoji: '🚀', isPrivate: false, isArchived: false, role: 'admin', membersCount: 2,
  position: 'a0', creationDate: 1, lastUpdateDate: 1, ...overrides,
});

const templates: TemplateSummary[] = [
  { id: 'sprint-board', name: 'Sprint board', description: 'Two-week sprints.', type: 'workflow_only', jobType: 'software_development', sections: ['Backlog', 'Doing', 'Done'] },
  { id: 'campaign-planning', name: 'Campaign planning', description: 'Plan a campaign.', type: 'content', jobType: 'marketing', sections: ['Ideas', 'Live'] },
];

/** The browse page of workspace w1 (Acme) with the boards given. */
async function openBrowse(boards: Board[], workspace = wireWorkspace(), profile?: { teamSize: string | null; jobType: string | null }) {
  const app = renderSignedIn('/workspaces/w1/boards', { spaces: [workspace] });
  if (profile) app.server.on('GET', '/api/v1/workspaces/w1/profile', ok(profile));
  app.server.on('GET', '/api/v1/workspaces/w1', ok(workspace));
  app.server.on('GET', '/api/v1/workspaces/w1/boards', ok(boards));
  app.server.on('GET', '/api/v1/templates', ok(templates));
  await screen.findByRole('heading', { level: 1, name: 'Boards' }, { timeout: 15_000 });
  return app;
}

describe('browse boards', () => {
  it('shows joined boards and public ones to join, and joining opens the board', async () => {
    const app = await openBrowse([wireBoard({ role: null, id: 'b2', name: 'Roadmap', emoji: null, membersCount: 1 }), wireBoard({ isPrivate: true })]);
    const list = await screen.findByRole('list', { name: 'Boards of Acme' });
    const rows = within(list).getAllByRole('listitem');
    // Joined boards first.
    expect(rows.map((row) => row.textContent)).toEqual(['🚀Launch Private 2 membersJoined', 'Roadmap 1 memberJoin']);
    app.server.on('POST', '/api/v1/boards/b2/join', ok(wireBoard({ id: 'b2', name: 'Roadmap', role: 'member' })));
    await app.user.click(within(list).getByRole('button', { name: 'Join Roadmap' }));
    await vi.waitFor(() => expect(app.server.callsTo('POST', '/api/v1/boards/b2/join')).toHaveLength(1));
  });

  it('says there are no boards yet, and a viewer is not offered New board', async () => {
    await openBrowse([], wireWorkspace({ role: 'viewer' }));
    expect(await screen.findByText('No boards yet')).toBeTruthy();
    expect(screen.getByText('No boards yet. A member of the workspace can start one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New board' })).toBeNull();
  });

  it('says when the boards could not be loaded, and Retry fetches them again', async () => {
    const app = renderSignedIn('/workspaces/w1/boards', { spaces: [wireWorkspace()] });
    app.server.on('GET', '/api/v1/workspaces/w1', ok(wireWorkspace()));
    app.server.on('GET', '/api/v1/workspaces/w1/boards', serverError('INTERNAL'));
    expect(await screen.findByText('The boards could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    app.server.on('GET', '/api/v1/workspaces/w1/boards', ok([wireBoard()]));
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open Launch' })).toBeTruthy();
  });

  it('creates a board from a template of the chosen team, named as typed, public unless switched', async () => {
    const app = await openBrowse([]);
    await app.user.click(screen.getAllByRole('button', { name: 'New board' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'New board' }));
    await app.user.type(dialog.getByLabelText('Board name'), 'Q3 sprint');
    await app.user.click(dialog.getByRole('radio', { name: 'A template' }));
    expect(dialog.getAllByRole('button', { name: /^Preview / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Preview Sprint board', 'Preview Campaign planning']);
    await chooseOption(app.user, dialog.getByRole('combobox', { name: 'Team' }), 'Marketing');
    expect(dialog.getAllByRole('button', { name: /^Preview / })).toHaveLength(1);
    await chooseOption(app.user, dialog.getByRole('combobox', { name: 'Team' }), 'Software development');
    await app.user.click(dialog.getByRole('button', { name: 'Preview Sprint board' }));
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Backlog', 'Doing', 'Done']);
    app.server.on('POST', '/api/v1/workspaces/w1/boards', ok(wireBoard({ id: 'b9', name: 'Q3 sprint' })));
    await app.user.click(dialog.getByRole('button', { name: 'Use template' }));
    await vi.waitFor(() => expect(app.server.callsTo('POST', '/api/v1/workspaces/w1/boards')).toHaveLength(1));
    expect(app.server.callsTo('POST', '/api/v1/workspaces/w1/boards')[0]!.body).toEqual({ name: 'Q3 sprint', isPrivate: false, templateId: 'sprint-board' });
  });

  it('starts the gallery on the workspace\'s team, and the filter still shows every team', async () => {
    const app = await openBrowse([], wireWorkspace(), { teamSize: '2-10', jobType: 'marketing' });
    await app.user.click(screen.getAllByRole('button', { name: 'New board' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'New board' }));
    await app.user.click(dialog.getByRole('radio', { name: 'A template' }));
    expect(dialog.getByRole('combobox', { name: 'Team' }).textContent).toContain('Marketing');
    expect(dialog.getAllByRole('button', { name: /^Preview / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Preview Campaign planning']);
    await chooseOption(app.user, dialog.getByRole('combobox', { name: 'Team' }), 'All teams');
    expect(dialog.getAllByRole('button', { name: /^Preview / })).toHaveLength(2);
  });

  it('asks for a name before making a blank board, and makes it private when switched', async () => {
    const app = await openBrowse([]);
    await app.user.click(screen.getAllByRole('button', { name: 'New board' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'New board' }));
    await app.user.click(dialog.getByRole('button', { name: 'Create board' }));
    expect(dialog.getByText('Give the board a name')).toBeTruthy();
    await app.user.type(dialog.getByLabelText('Board name'), 'Secret');
    await app.user.click(dialog.getByRole('switch', { name: 'Private board' }));
    app.server.on('POST', '/api/v1/workspaces/w1/boards', ok(wireBoard({ name: 'Secret', isPrivate: true })));
    await app.user.click(dialog.getByRole('button', { name: 'Create board' }));
    await vi.waitFor(() => expect(app.server.callsTo('POST', '/api/v1/workspaces/w1/boards')[0]!.body).toEqual({ name: 'Secret', isPrivate: true }));
  });
});

describe('browse templates', () => {
  it('opens from the switcher\'s Browse boards, and a template of the templates page becomes a board named after it', async () => {
    const app = renderSignedIn('/workspaces/w1', { spaces: [wireWorkspace()] });
    app.server.on('GET', '/api/v1/workspaces/w1', ok(wireWorkspace()));
    app.server.on('GET', '/api/v1/workspaces/w1/boards', ok([]));
    app.server.on('GET', '/api/v1/templates', ok(templates));
    app.server.on('GET', '/api/v1/templates/campaign-planning', ok({ ...templates[1], cards: [['Brainstorm the theme', 'Pick the channels'], []] }));
    app.server.on('GET', '/api/v1/workspaces/w1/profile', ok({ teamSize: null, jobType: 'marketing' }));
    await app.user.click(await screen.findByRole('button', { name: 'Switch workspace: Acme' }, { timeout: 15_000 }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Browse boards' }));
    await app.user.click(await screen.findByRole('button', { name: 'Browse templates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    // The gallery starts on the workspace's team.
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Preview Campaign planning' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Preview Sprint board' })).toBeNull();
    });
    await app.user.click(await screen.findByRole('button', { name: 'Preview Campaign planning' }));
    expect(screen.getByText(/Its sections come with sample cards to start from\./)).toBeTruthy();
    // The preview shows the first cards of each section.
    await screen.findByText('Brainstorm the theme');
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('template-preview-card')).map((item) => item.textContent))
      .toEqual(['Brainstorm the theme', 'Pick the channels']);
    await app.user.click(screen.getByRole('button', { name: 'Use template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New board' }));
    app.server.on('POST', '/api/v1/workspaces/w1/boards', ok(wireBoard({ id: 'b7', name: 'Campaign planning' })));
    await app.user.click(dialog.getByRole('button', { name: 'Use template' }));
    await vi.waitFor(() => expect(app.server.callsTo('POST', '/api/v1/workspaces/w1/boards')[0]?.body).toEqual({
      name: 'Campaign planning', isPrivate: false, templateId: 'campaign-planning',
    }));
  });
});

describe('board settings', () => {
  const bob = wireMember({ userId: 'user-2', email: 'bob@example.com', name: 'Bob', role: 'member', state: 'ACCEPTED' });

  async function openSettings() {
    const app = await openBrowse([wireBoard()]);
    app.server.on('GET', '/api/v1/boards/b1', ok({ board: wireBoard(), sections: [], tasks: [], members: [wireMember(), bob], labels: [] }));
    await app.user.click(await screen.findByRole('button', { name: 'Settings of Launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of 🚀 Launch' });
    return { ...app, dialog: within(dialog) };
  }

  it('renames and makes the board private', async () => {
    const app = await openSettings();
    const name = app.dialog.getByLabelText('Board name');
    await app.user.clear(name);
    await app.user.type(name, 'Launch 2');
    await app.user.click(app.dialog.getByRole('switch', { name: 'Private board' }));
    app.server.on('PATCH', '/api/v1/boards/b1', ok(wireBoard({ name: 'Launch 2', isPrivate: true })));
    await app.user.click(app.dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(app.server.callsTo('PATCH', '/api/v1/boards/b1')[0]?.body).toEqual({ name: 'Launch 2', emoji: '🚀', isPrivate: true }));
  });

  it('says the board needs another admin when its only admin leaves', async () => {
    const app = await openSettings();
    await app.user.click(app.dialog.getByRole('tab', { name: 'Members' }));
    expect(app.dialog.getAllByRole('listitem').map((item) => item.querySelector('.member-name')?.textContent)).toEqual(['Ada (you)', 'Bob']);
    app.server.on('POST', '/api/v1/boards/b1/leave', serverError('SOLE_ADMIN', 'The board needs another admin or must be archived first'));
    await app.user.click(app.dialog.getByRole('button', { name: 'Leave board' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Leave Launch?' })).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(app.dialog.getByRole('alert').textContent).toBe('The board needs another admin or must be archived first'));
  });

  it('saves the board as a template and archives it after a confirmation', async () => {
    const app = await openSettings();
    await app.user.type(app.dialog.getByLabelText('Description'), 'Our launch steps');
    await chooseOption(app.user, app.dialog.getByRole('combobox', { name: 'What it keeps' }), 'Sections and cards');
    app.server.on('POST', '/api/v1/boards/b1/template', ok({ id: 't1' }));
    await app.user.click(app.dialog.getByRole('button', { name: 'Save template' }));
    await vi.waitFor(() => expect(app.server.callsTo('POST', '/api/v1/boards/b1/template')[0]?.body).toEqual({ name: 'Launch', description: 'Our launch steps', type: 'content' }));

    app.server.on('POST', '/api/v1/boards/b1/archive', ok(wireBoard({ isArchived: true })));
    app.server.on('GET', '/api/v1/workspaces/w1/boards', ok([]));
    await app.user.click(app.dialog.getByRole('button', { name: 'Archive board' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Archive Launch?' }));
    expect(confirm.getByText('Nobody can open it any more, and archived boards cannot be restored.')).toBeTruthy();
    await app.user.click(confirm.getByRole('button', { name: 'Archive board' }));
    expect(await screen.findByText('No boards yet')).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/v1/boards/b1/archive')).toHaveLength(1);
  });
});
