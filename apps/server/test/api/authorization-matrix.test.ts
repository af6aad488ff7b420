import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPath, matrix, missing, workspacePath, type Case } from '../authorization-routes.js';
import { startServer, uniqueEmail, type ApiAnswer, type TestServer } from '../harness.js';
import { byId, sync } from '../sync-fixture.js';
import { buildWorld, callers, spareList, spareWorkspace, tokenOf, type Caller, type SignedIn, type World } from '../teams-fixture.js';

/**
 * The authorization matrix (issue 13): every registered route × every kind of caller, from one fixture world. Each
 * route has an entry saying who may call it and what everyone else gets: 401 without a valid token on a private route,
 * 404 for a caller who may not see the object (alike for a missing one), 403 with a code for a caller who sees it but
 * may not do the action. A route without an entry fails, and so does an entry for a route that is gone. Every answer
 * is also searched for the names and ids of objects its caller may not see.
 */

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

interface Played { route: string; about: string; who: Caller; request: string; answer: ApiAnswer; text: string }

let server: TestServer;
let world: World;
let table: Record<string, Case[]>;
const played: Played[] = [];

async function play(route: string, one: Case, who: Caller, problems: string[]) {
  const method = route.split(' ')[0]!;
  const call = await one.call(world, who);
  // An empty path is the route's own (a route without parameters).
  call.path ||= route.split(' ')[1]!;
  const answer = await server.request(method, call.path, { token: call.token ?? tokenOf(world, who), body: call.body, raw: call.raw, headers: call.headers });
  const expected = one.expect[who];
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
  const where = `${route} (${one.about}) as ${who}`;
  if (answer.status !== expected.status) problems.push(`${where}: ${answer.status} ${text.slice(0, 200)}, expected ${expected.status}`);
  else if (expected.code && answer.body?.code !== expected.code) problems.push(`${where}: code ${answer.body?.code}, expected ${expected.code}`);
  else if (answer.status === 404 && expected.code && text !== JSON.stringify({ Error: 'Not found', code: 'NOT_FOUND' })) problems.push(`${where}: a 404 unlike a missing id's: ${text}`);
  else if (one.check && answer.status < 300) {
    try { one.check(answer, who, world); } catch (error) { problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`); }
  }
  played.push({ route, about: one.about, who, request: `${call.path} ${JSON.stringify(call.body ?? '')}`, answer, text });
}

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_SIGNUP_ADDRESS: '10000/60', RATE_LIMIT_LOGIN_ADDRESS: '10000/60', RATE_LIMIT_LOGIN_ACCOUNT: '10000/60',
    RATE_LIMIT_TOKEN: '100000/60', RATE_LIMIT_INVITATIONS: '10000/60',
  });
  world = await buildWorld(server);
  table = matrix();
}, 60_000);
afterAll(async () => { await server?.close(); });

describe('the authorization matrix: every route × owner, admin, member, viewer, guest, outsider, anonymous, expired token', () => {
  it('has an entry for every registered route, and none for a route that is gone', () => {
    const registered = new Set(server.app.registeredRoutes.filter((route) => route.method !== 'HEAD').map(routeKey));
    const unlisted = [...registered].filter((route) => !(route in table)).map((route) => `${route}: add it to the matrix`);
    const stale = Object.keys(table).filter((route) => !registered.has(route)).map((route) => `${route}: no such route any more`);
    expect([...unlisted, ...stale]).toEqual([]);
  });

  it('answers every caller as the matrix says', async () => {
    const calls = Object.entries(table).flatMap(([route, cases]) => cases.filter((one) => !one.last).flatMap((one) => callers.map((who) => ({ route, one, who }))));
    const problems: string[] = [];
    await pool(calls, 6, ({ route, one, who }) => play(route, one, who, problems));
    expect(problems).toEqual([]);
  }, 120_000);

  it('leaves the world as it was after every refused call', async () => {
    const { owner } = world.people;
    const pulled = await sync(server, owner.token, { updatedSince: 0, models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } });
    expect(byId(pulled, 'task').get(world.task.id)).toMatchObject({ title: world.task.title, status: 'UNCHECKED', categoryId: world.list.id });
    expect(byId(pulled, 'task').get(world.subtask.id)).toMatchObject({ title: world.subtask.title, status: 'UNCHECKED' });
    expect(byId(pulled, 'task').get(world.personalTask.id)).toMatchObject({ title: world.personalTask.title, status: 'UNCHECKED' });
    expect(byId(pulled, 'category').get(world.list.id)).toMatchObject({ name: world.list.name, isDeleted: false });
    expect(byId(pulled, 'category').get(world.personalList.id)).toMatchObject({ name: world.personalList.name, isDeleted: false });
    expect(byId(pulled, 'attachment').get(world.attachment.id)).toMatchObject({ deleted: false });
    const roles = async (path: string) => ((await server.request('GET', path, { token: owner.token })).body as { userId: string; role: string; state: string }[])
      .filter((m) => m.state === 'CREATOR' || m.state === 'ACCEPTED').map((m) => [m.userId, m.role]).sort();
    const id = (who: SignedIn) => world.people[who].id;
    expect(await roles(workspacePath(world, '/members'))).toEqual([[id('owner'), 'admin'], [id('admin'), 'admin'], [id('member'), 'member'], [id('viewer'), 'viewer']].sort());
    expect(await roles(listPath(world))).toEqual([[id('owner'), 'admin'], [id('admin'), 'admin'], [id('member'), 'member'], [id('guest'), 'guest']].sort());
  });

  it('never shows a caller the name or id of an object they may not see', () => {
    expect(played.length).toBeGreaterThan(500);
    const leaks: string[] = [];
    for (const { route, about, who, request, text } of played) {
      for (const secret of world.secrets) {
        if (who !== 'anonymous' && who !== 'expired' && secret.visibleTo.includes(who)) continue;
        // An id the caller sent is theirs to see again (a refused push names it).
        if (request.includes(secret.text)) continue;
        if (text.includes(secret.text)) leaks.push(`${route} (${about}) as ${who} shows "${secret.text}"`);
      }
    }
    expect(leaks).toEqual([]);
  });

});

describe('ids of the wrong kind or of nothing', () => {
  it('answers 404 to an admin of both when a workspace call names a shared list, or a list call a workspace', async () => {
    const { owner, member, viewer, guest } = world.people;
    const workspace = await spareWorkspace(world, 'probe');
    const list = await spareList(world, 'probe');
    const w = `/api/v1/workspaces/${list.id}`;
    const l = `/api/v1/categories/${workspace.id}/members`;
    const probes: [string, string, unknown?][] = [
      ['GET', w], ['PATCH', w, { name: 'Renamed' }], ['DELETE', w], ['GET', `${w}/members`],
      ['POST', `${w}/invitations`, { emails: uniqueEmail(), role: 'member' }], ['PATCH', `${w}/members/${member.id}`, { role: 'viewer' }],
      ['DELETE', `${w}/members/${guest.id}`], ['GET', `${w}/requests`], ['POST', `${w}/invite-link`], ['DELETE', `${w}/invite-link`],
      ['POST', l, { emails: uniqueEmail(), role: 'member' }], ['GET', l], ['PATCH', `${l}/${viewer.id}`, { role: 'guest' }], ['DELETE', `${l}/${viewer.id}`],
      ['PUT', `/api/v1/tasks/${list.id}/assignee`, { userId: null }], ['GET', `/me/tasks/${list.id}`], ['DELETE', `/me/tasks/${list.id}`],
      ['DELETE', `/me/categories/${world.task.id}`], ['GET', `/me/attachments/${world.task.id}/content`], ['DELETE', `/me/attachments/${world.task.id}`],
    ];
    const wrong: string[] = [];
    await Promise.all(probes.map(async ([method, path, body]) => {
      const answer = await server.request(method, path, { token: owner.token, body });
      if (answer.status !== 404 || answer.body?.code !== 'NOT_FOUND') wrong.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }));
    expect(wrong).toEqual([]);
    // Nothing changed: the list keeps its members at their roles, the workspace its viewer.
    const listMembers = (await server.request('GET', `/api/v1/categories/${list.id}/members`, { token: owner.token })).body as { userId: string; role: string }[];
    expect(listMembers.map((m) => [m.userId, m.role]).sort()).toEqual([[owner.id, 'admin'], [world.people.admin.id, 'admin'], [member.id, 'member'], [guest.id, 'guest']].sort());
    const workspaceMembersNow = (await server.request('GET', `/api/v1/workspaces/${workspace.id}/members`, { token: owner.token })).body as { userId: string; role: string }[];
    expect(workspaceMembersNow.find((m) => m.userId === viewer.id)).toMatchObject({ role: 'viewer' });
  });

  it('answers 404 NOT_FOUND, as to a foreign id, when the ids in a route\'s path name nothing', async () => {
    // What the matrix's callers got for an object they may not see, by route: a missing id must get the same.
    const foreign = new Map(played.filter((one) => one.answer.status === 404).map((one) => [one.route, one.text]));
    const wrong: string[] = [];
    const withParams = Object.entries(table).filter(([route]) => /\/:(?!version)/.test(route));
    await pool(withParams, 6, async ([route, cases]) => {
      const [method, pattern] = route.split(' ') as [string, string];
      const call = await cases[0]!.call(world, 'owner');
      call.path ||= pattern;
      const [path, query] = call.path.split('?') as [string, string | undefined];
      const patternParts = pattern.split('/');
      const parts = path.split('/').map((part, n) => (patternParts[n]?.startsWith(':') && patternParts[n] !== ':version' ? missing() : part));
      const answer = await server.request(method, parts.join('/') + (query ? `?${query}` : ''), { token: world.people.owner.token, body: call.body, raw: call.raw, headers: call.headers });
      const text = JSON.stringify(answer.body);
      if (answer.status !== 404 || answer.body?.code !== 'NOT_FOUND' || text !== (foreign.get(route) ?? text)) {
        wrong.push(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    });
    expect(wrong).toEqual([]);
  });
});

describe('calls that end an account', () => {
  it('plays the calls that end a session or an account last', async () => {
    const calls = Object.entries(table).flatMap(([route, cases]) => cases.filter((one) => one.last).flatMap((one) => callers.map((who) => ({ route, one, who }))));
    expect(calls.length).toBeGreaterThan(0);
    const problems: string[] = [];
    await pool(calls, 6, ({ route, one, who }) => play(route, one, who, problems));
    expect(problems).toEqual([]);
  });
});
