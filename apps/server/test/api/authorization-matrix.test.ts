import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, uniqueEmail, type ApiAnswer, type TestServer } from '../harness.js';
import { giveSubscription } from '../subscriptions-fixture.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { person, sharedListWith, workspaceWith, type Person } from '../teams-fixture.js';

/**
 * The authorization matrix (issue 13): every registered route × every kind of caller, from one fixture world. Each
 * route has an entry saying who may call it and what everyone else gets: 401 without a valid token on a private route,
 * 404 for a caller who may not see the object (alike for a missing one), 403 with a code for a caller who sees it but
 * may not do the action. A route without an entry fails, and so does an entry for a route that is gone. Every answer
 * is also searched for the names and ids of objects its caller may not see.
 */

const callers = ['owner', 'admin', 'member', 'viewer', 'guest', 'outsider', 'anonymous', 'expired'] as const;
type Caller = (typeof callers)[number];
const signedIn = ['owner', 'admin', 'member', 'viewer', 'guest', 'outsider'] as const satisfies readonly Caller[];
type SignedIn = (typeof signedIn)[number];

/** The workspace's people (owner = its creator) and the shared list's (owner = the list's owner, who shares it). */
const workspaceMembers: SignedIn[] = ['owner', 'admin', 'member', 'viewer'];
const workspaceAdmins: SignedIn[] = ['owner', 'admin'];
const listReaders: SignedIn[] = ['owner', 'admin', 'member', 'guest'];
const listWriters: SignedIn[] = ['owner', 'admin', 'member'];
const listAdmins: SignedIn[] = ['owner', 'admin'];

interface Expected { status: number; code?: string }
type Outcome = Record<Caller, Expected>;

/**
 * The outcome of one call for every caller: `allowed` callers get their status, `refused` ones 403 with their code,
 * every other signed-in caller 404 NOT_FOUND, and a caller without a valid token 401 UNAUTHORIZED.
 */
function rule(allowed: SignedIn[], status: number, refused: SignedIn[] = [], code = 'FORBIDDEN'): Outcome {
  const outcome = {} as Outcome;
  for (const who of callers) {
    if (who === 'anonymous' || who === 'expired') outcome[who] = { status: 401, code: 'UNAUTHORIZED' };
    else if (allowed.includes(who)) outcome[who] = { status };
    else if (refused.includes(who)) outcome[who] = { status: 403, code };
    else outcome[who] = { status: 404, code: 'NOT_FOUND' };
  }
  return outcome;
}
/** Personal calls: every signed-in caller acts on their own data and gets `status`; no valid token, 401. */
const personal = (status: number) => rule([...signedIn], status);
/** Only the owner of a personal object; everyone else who is signed in, 404. */
const ownerOnly = (status: number) => rule(['owner'], status);
/** Public calls: the same answer whoever calls, token or not. */
const open = (status: number): Outcome => Object.fromEntries(callers.map((who) => [who, { status }])) as Outcome;

interface Call {
  path: string;
  /** Another token of the caller's (a session of their own to end). */
  token?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

interface Case {
  /** What the case is about (an entry may test one route on several objects). */
  about: string;
  call: (world: World, who: Caller) => Call | Promise<Call>;
  expect: Outcome;
  /** More checks of a 2xx answer (a sync push answers 200 and lists what it refused). */
  check?: (answer: ApiAnswer, who: Caller, world: World) => void;
  /** Ends the caller's session or account: played after every other case and the world's integrity check. */
  last?: boolean;
}

/** A made-up id that names nothing. */
const missing = () => `zz${randomBytes(12).toString('hex')}`;
const rand = () => randomBytes(4).toString('hex');

interface Secret { text: string; visibleTo: readonly SignedIn[] }

interface World {
  people: Record<SignedIn, Person>;
  /** The owner of the other workspace (the outsider is its member), who also holds the public links. */
  otherOwner: Person;
  expiredToken: string;
  workspace: { id: string; name: string };
  otherWorkspace: { id: string; name: string };
  list: { id: string; name: string };
  task: { id: string; title: string };
  subtask: { id: string; title: string };
  attachment: { id: string; name: string };
  personalList: { id: string; name: string };
  personalTask: { id: string; title: string };
  /** Requests (INVITE_ACTION) a member made in the workspace, for admins to approve or decline. */
  requests: string[];
  /** A workspace whose invite link anyone may join, its token; and the other owner's calendar feed file. */
  joinToken: string;
  feedFile: string;
  /** Each signed-in caller's own invitation (to approve and to reject), and one addressed to nobody here. */
  invitations: { accept: Record<SignedIn, string>; reject: Record<SignedIn, string>; foreign: string };
  /** The other owner's card subscription. */
  otherSubscription: string;
  /** The owner's second session (another device), and each caller's own label. */
  ownerOtherSession: string;
  labels: Record<SignedIn, string>;
  secrets: Secret[];
  /** Objects made for a destructive call, once per key (several callers may share one when the call is idempotent). */
  spare: <T>(key: string, make: () => Promise<T>) => Promise<T>;
}

const token = (world: World, who: Caller) =>
  who === 'anonymous' ? undefined : who === 'expired' ? world.expiredToken : world.people[who].token;

let server: TestServer;

/** A new session of the person's (another device), its token. */
async function newSession(who: Person): Promise<string> {
  const answer = await server.request('POST', '/login', { body: { email: who.email, password: who.password, client_id: `device-${rand()}`, platform: 'web' } });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

async function upload(who: Person, taskId: string, name: string) {
  const answer = await server.request('POST', `/me/attachments?globalTaskId=${taskId}`, {
    token: who.token, raw: 'file bytes', headers: { 'content-type': 'text/plain', 'x-file-name': name },
  });
  if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

async function buildWorld(): Promise<World> {
  const tag = rand();
  const [owner, admin, member, viewer, guest, outsider, otherOwner] = await Promise.all(
    ['Owner', 'Admin', 'Member', 'Viewer', 'Guest', 'Outsider', 'Other owner'].map((name) => person(server, name)));
  const people = { owner: owner!, admin: admin!, member: member!, viewer: viewer!, guest: guest!, outsider: outsider! };
  const workspace = await workspaceWith(server, owner!, `Acme ${tag}`, [[admin!, 'admin'], [member!, 'member'], [viewer!, 'viewer']]);
  const otherWorkspace = await workspaceWith(server, otherOwner!, `Globex ${tag}`, [[outsider!, 'member']]);

  // The owner's list "Trip" with a task, its subtask and an attachment, shared; and a personal list and task.
  const [taskId, subtaskId, personalListId, personalTaskId] = [newId(), newId(), newId(), newId()];
  const list = await sharedListWith(server, owner!, `Trip ${tag}`, [[admin!, 'admin'], [member!, 'member'], [guest!, 'guest']]);
  const names = { task: `Book flights ${tag}`, subtask: `Compare prices ${tag}`, personalList: `Diary ${tag}`, personalTask: `Secret plan ${tag}`, file: `boarding-${tag}.txt` };
  await pushItems(server, owner!.token, {
    category: [{ id: personalListId, name: names.personalList }],
    task: [
      { id: taskId, title: names.task, categoryId: list.id },
      { id: subtaskId, title: names.subtask, parentGlobalTaskId: taskId },
      { id: personalTaskId, title: names.personalTask, categoryId: personalListId },
    ],
  });
  const attachmentId = await upload(owner!, taskId, names.file);

  // Requests: the workspace asks for an admin's confirmation while the member invites, then lets members invite again.
  const setPolicy = (invitePolicy: string) => server.request('PATCH', `/api/v1/workspaces/${workspace.id}`, { token: owner!.token, body: { invitePolicy } });
  await setPolicy('request');
  await server.request('POST', `/api/v1/workspaces/${workspace.id}/invitations`, {
    token: member!.token, body: { emails: [1, 2, 3, 4].map(() => uniqueEmail('asked')).join(' '), role: 'member' },
  });
  await setPolicy('anyone');
  const requests = ((await server.request('GET', `/api/v1/workspaces/${workspace.id}/requests`, { token: owner!.token })).body as { id: string }[]).map((r) => r.id);

  // Invitations to two workspaces of the other owner, one for each caller, and one to an address with no account.
  const invitationsTo = async (name: string) => {
    const target = await workspaceWith(server, otherOwner!, name);
    await server.request('POST', `/api/v1/workspaces/${target.id}/invitations`, {
      token: otherOwner!.token, body: { emails: [...Object.values(people).map((p) => p.email), uniqueEmail('nobody')].join(' '), role: 'member' },
    });
    const ids = {} as Record<SignedIn, string>;
    await Promise.all(signedIn.map(async (who) => {
      const pending = (await server.request('GET', '/api/v1/invitations', { token: people[who].token })).body as { id: string; targetId: string }[];
      ids[who] = pending.find((one) => one.targetId === target.id)!.id;
    }));
    const all = (await server.request('GET', `/api/v1/workspaces/${target.id}/members`, { token: otherOwner!.token })).body as { email: string }[];
    return { ids, target, all };
  };
  const toAccept = await invitationsTo(`Accept ${tag}`);
  const toReject = await invitationsTo(`Reject ${tag}`);
  // The invitation nobody here may answer: found through the invitee's own listing once they sign up.
  const nobody = toAccept.all.find((m) => m.email.startsWith('nobody'))!.email;
  const nobodyToken = (await signUp(server, { username: nobody })).token;
  const foreign = ((await server.request('GET', '/api/v1/invitations', { token: nobodyToken })).body as { id: string }[])[0]!.id;

  const joinable = await workspaceWith(server, otherOwner!, `Open door ${tag}`);
  const joinToken = (await server.request('POST', `/api/v1/workspaces/${joinable.id}/invite-link`, { token: otherOwner!.token })).body.token as string;
  const feedUrl = (await server.request('POST', '/api/v1/calendar-feed', { token: otherOwner!.token })).body.url as string;
  const otherSubscription = (await giveSubscription(server, otherOwner!.token)).id;

  // The owner's second device, and a signed-out one whose token is now expired.
  const login = (clientId: string) => server.request('POST', '/login', { body: { email: owner!.email, password: owner!.password, client_id: clientId, platform: 'web' } });
  await login('second-device');
  const sessions = (await server.request('GET', '/api/v1/sessions', { token: owner!.token })).body as { id: string; current: boolean }[];
  const ownerOtherSession = sessions.find((s) => !s.current)!.id;
  const expiredToken = (await login('signed-out-device')).body.auth_token as string;
  await server.request('POST', '/logout', { token: expiredToken });

  const labels = {} as Record<SignedIn, string>;
  await Promise.all(signedIn.map(async (who) => {
    labels[who] = newId();
    await pushItems(server, people[who].token, { label: [{ id: labels[who], name: `Tag ${who}` }] });
  }));

  const spares = new Map<string, Promise<unknown>>();
  const shared: readonly SignedIn[] = listReaders;
  return {
    people, otherOwner: otherOwner!, expiredToken, workspace, otherWorkspace, list,
    task: { id: taskId, title: names.task }, subtask: { id: subtaskId, title: names.subtask },
    attachment: { id: attachmentId, name: names.file },
    personalList: { id: personalListId, name: names.personalList }, personalTask: { id: personalTaskId, title: names.personalTask },
    requests, joinToken, feedFile: feedUrl.split('/').pop()!,
    invitations: { accept: toAccept.ids, reject: toReject.ids, foreign },
    ownerOtherSession, otherSubscription, labels,
    secrets: [
      ...[list.name, list.id, names.task, taskId, names.subtask, subtaskId, names.file, attachmentId].map((text) => ({ text, visibleTo: shared })),
      ...[names.personalList, personalListId, names.personalTask, personalTaskId].map((text) => ({ text, visibleTo: ['owner'] as const })),
      ...[workspace.name, workspace.id].map((text) => ({ text, visibleTo: workspaceMembers })),
      ...[otherWorkspace.name, otherWorkspace.id].map((text) => ({ text, visibleTo: ['outsider'] as const })),
    ],
    spare: <T>(key: string, make: () => Promise<T>) => {
      if (!spares.has(key)) spares.set(key, make());
      return spares.get(key) as Promise<T>;
    },
  };
}

// Spare objects for destructive calls, with the same people in the same roles as the world's.
const spareWorkspace = (w: World, key: string) => w.spare(`workspace ${key}`, () => workspaceWith(server, w.people.owner, `Spare ${key}`,
  [[w.people.admin, 'admin'], [w.people.member, 'member'], [w.people.viewer, 'viewer']]));
const spareList = (w: World, key: string) => w.spare(`list ${key}`, () => sharedListWith(server, w.people.owner, `Spare ${key}`,
  [[w.people.admin, 'admin'], [w.people.member, 'member'], [w.people.guest, 'guest']]));
const spareTask = (w: World, key: string, listId: string | null) => w.spare(`task ${key}`, async () => {
  const id = newId();
  await pushItems(server, w.people.owner.token, { task: [{ id, title: `Spare ${key}`, categoryId: listId }] });
  return id;
});
const spareAttachment = (w: World, key: string) => w.spare(`attachment ${key}`, () => upload(w.people.owner, w.task.id, 'spare.txt'));
const isOneOf = (who: Caller, group: readonly SignedIn[]) => (group as readonly Caller[]).includes(who);
const uid = (w: World, who: SignedIn) => w.people[who].id;

/** Personal calls answered alike to every signed-in caller (their own data), 401 without a valid token. */
const own = (status: number, call: (w: World, who: Caller) => Call | Promise<Call> = () => ({ path: '' }), more: Partial<Case> = {}): Case[] =>
  [{ about: 'their own data', call, expect: personal(status), ...more }];

const workspacePath = (w: World, rest = '') => `/api/v1/workspaces/${w.workspace.id}${rest}`;
const listPath = (w: World, rest = '') => `/api/v1/categories/${w.list.id}/members${rest}`;

/** The rejected items of one model in a sync answer. */
const rejectedOf = (answer: ApiAnswer, model: string) => (answer.body.models[model].rejected ?? []) as { id: string; code: string }[];

/**
 * The messaging app needs Premium or a workspace (SPEC.md section 6): every caller in a workspace gets past that and
 * is stopped by their unverified phone (400); the list guest, in no workspace, is refused (403 PREMIUM_REQUIRED).
 */
function messaging(): Case[] {
  const expect = personal(400);
  for (const who of signedIn) expect[who] = who === 'guest' ? { status: 403, code: 'PREMIUM_REQUIRED' } : { status: 400, code: 'PHONE_NOT_VERIFIED' };
  return [{ about: 'their own phone, not verified', call: () => ({ path: '', body: {} }), expect }];
}

/** The matrix: every route (METHOD and path pattern as registered) and its cases. */
function matrix(): Record<string, Case[]> {
  const publicCalls = (status: number, body?: unknown, path?: (w: World) => string): Case[] =>
    [{ about: 'public', call: (w) => ({ path: path?.(w) ?? '', ...(body !== undefined && { body }) }), expect: open(status) }];

  // REST object calls exist at /me/... and /api/{version}/me/...: the same cases for both.
  const both = (path: string, cases: (prefix: string) => Case[]) => ({
    [path.replace('PREFIX', '')]: cases(''),
    [path.replace('PREFIX', '/api/:version')]: cases('/api/v11'),
  });

  return {
    // Accounts and sign-in: public, answered alike whoever calls (here with bodies refused before any account is read).
    'GET /healthz': publicCalls(200),
    'POST /user': publicCalls(400, {}),
    'POST /login': publicCalls(400, {}),
    'POST /check_email': publicCalls(400, {}),
    'POST /send-forgot-password-email': publicCalls(400, {}),
    'POST /reset-password': publicCalls(400, {}),
    'POST /google-login': publicCalls(503, {}),
    'POST /fb-login': publicCalls(503, {}),
    'GET /api/v1/auth/providers': publicCalls(200),
    'GET /apple-login': publicCalls(503),
    'GET /apple-login-web-redirect': publicCalls(302),
    'POST /apple-login-web-redirect': publicCalls(302, {}),
    'POST /apple-login-exchange': publicCalls(400, {}),
    'GET /experiments': publicCalls(200),
    'GET /api/v1/openapi.json': publicCalls(200),
    'GET /api/v1/calendar-feed/:file': [
      { about: 'a feed\'s secret address', call: (w) => ({ path: `/api/v1/calendar-feed/${w.feedFile}` }), expect: open(200) },
      { about: 'an unknown address', call: () => ({ path: `/api/v1/calendar-feed/${missing()}.ics` }), expect: open(404) },
    ],
    'GET /api/v1/invite-links/:token': [
      { about: 'a workspace\'s link', call: (w) => ({ path: `/api/v1/invite-links/${w.joinToken}` }), expect: open(200) },
      { about: 'an unknown link', call: () => ({ path: `/api/v1/invite-links/${missing()}` }), expect: open(404) },
    ],

    // Personal: every signed-in caller acts on their own account and data.
    'POST /logout': own(200, async (w, who) => ({ path: '', token: who in w.people ? await newSession(w.people[who as SignedIn]) : token(w, who) })),
    'GET /api/v1/sessions': own(200),
    'DELETE /api/v1/sessions/:id': [
      { about: 'the owner\'s other device', call: (w) => ({ path: `/api/v1/sessions/${w.ownerOtherSession}` }), expect: ownerOnly(200) },
    ],
    'GET /me': own(200),
    'PUT /me': own(200, () => ({ path: '', body: { firstDayOfWeek: 1 } })),
    // The right credentials end the account: played last.
    'DELETE /me': own(200, (w, who) => ({ path: '', body: who in w.people ? { email: w.people[who as SignedIn].email, password: w.people[who as SignedIn].password } : { email: 'x@example.com', password: 'x' } }), { last: true }),
    'POST /me/start-tracking-completed-tasks': own(200),
    'GET /me/completions': own(200),
    'POST /me/on-boarding-completed': own(200, () => ({ path: '', body: {} })),
    'POST /me/google_assistant/banner_removed': own(200),
    'POST /me/add-phone': own(400, () => ({ path: '', body: { phone_number: 'not a number' } })),
    'POST /me/validate-sms-code': own(400, () => ({ path: '', body: { code: '123456' } })),
    'POST /me/remove-phone': own(200, () => ({ path: '', body: {} })),
    'POST /me/enable-whatsapp': messaging(),
    'POST /me/disable-whatsapp': own(200, () => ({ path: '', body: {} })),
    'POST /me/update-whatsapp': own(200, () => ({ path: '', body: { is_reminders: 1 } })),
    'POST /me/enable-whatsapp-workspace': messaging(),
    // Profile pictures: each signed-in caller changes their own; the served pictures are public by their secret address.
    ...both('POST PREFIX/me/profile-picture', (prefix) => own(400, () => ({ path: `${prefix}/me/profile-picture`, body: {} }))),
    ...both('DELETE PREFIX/me/profile-picture', (prefix) => own(200, () => ({ path: `${prefix}/me/profile-picture` }))),
    'GET /avatars/:file': publicCalls(404, undefined, () => `/avatars/${missing()}.webp`),
    'POST /me/disable-whatsapp-workspace': own(200, () => ({ path: '', body: {} })),
    'POST /me/update-whatsapp-workspace': own(200, () => ({ path: '', body: { is_reminders: 1 } })),
    'GET /api/v1/subscription/latest': own(404),
    'POST /me/invoice/stripe/:subscriptionId': [
      { about: 'the other owner\'s subscription', call: (w) => ({ path: `/me/invoice/stripe/${w.otherSubscription}` }), expect: personal(404) },
    ],
    'POST /me/exchange-google-tokens': own(503, () => ({ path: '', body: { code: 'code' } })),
    'GET /me/get-google-access-token': own(503),
    'GET /ws': own(400),
    'GET /api/v1/push/public-key': own(200),
    'POST /api/v1/push-subscriptions': own(400, () => ({ path: '', body: {} })),
    'DELETE /api/v1/push-subscriptions': own(404, () => ({ path: '', body: { endpoint: 'https://push.example.com/x' } })),
    'GET /api/v1/export': own(200, () => ({ path: '/api/v1/export?format=json' })),
    'GET /api/v1/calendar-feed': own(200),
    'POST /api/v1/calendar-feed': own(200),
    'DELETE /api/v1/calendar-feed': own(200),
    'POST /api/v1/import': own(400),
    'GET /api/v1/invitations': own(200),
    'POST /api/v1/workspaces': own(200, () => ({ path: '', body: { name: 'Mine', type: 'pro' } })),
    'GET /api/v1/workspaces': own(200),
    'POST /api/v1/invite-links/:token/join': [
      { about: 'a link anyone holding it may join', call: (w) => ({ path: `/api/v1/invite-links/${w.joinToken}/join` }), expect: personal(200) },
      { about: 'an unknown link', call: () => ({ path: `/api/v1/invite-links/${missing()}/join` }), expect: personal(404) },
    ],
    ...Object.fromEntries((['accept', 'reject'] as const).map((answer) => [`POST /api/v1/invitations/:id/${answer}`, [
      { about: 'the caller\'s own invitation', call: (w: World, who: Caller) => ({ path: `/api/v1/invitations/${who in w.people ? w.invitations[answer][who as SignedIn] : missing()}/${answer}` }), expect: personal(200) },
      { about: 'someone else\'s invitation', call: (w: World) => ({ path: `/api/v1/invitations/${w.invitations.foreign}/${answer}` }), expect: personal(404) },
    ] satisfies Case[]])),

    // Sync: a pull answers each caller what they see; a push of an object is taken, refused (may only read) or not found.
    'POST /api/:version/me/sync': [
      {
        about: 'a full pull', call: () => ({ path: '/api/v11/me/sync', body: { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } } }),
        expect: personal(200),
        check: (answer, who, w) => {
          const sees = isOneOf(who, listReaders);
          expect(byId(answer, 'task').has(w.task.id), `${who} pulls the shared task`).toBe(sees);
          expect(byId(answer, 'category').has(w.list.id), `${who} pulls the shared list`).toBe(sees);
        },
      },
      {
        about: 'a push editing the shared task', call: (w, who) => ({ path: '/api/v11/me/sync', body: { models: { task: { items: [{ id: w.task.id, note: `Edited by ${who}` }] } } } }),
        expect: personal(200),
        check: (answer, who, w) => {
          const code = isOneOf(who, listWriters) ? undefined : isOneOf(who, listReaders) ? 'FORBIDDEN' : 'NOT_FOUND';
          expect(rejectedOf(answer, 'task'), `${who}'s push`).toEqual(code ? [{ id: w.task.id, code }] : []);
        },
      },
      {
        about: 'a push editing the owner\'s personal task', call: (w) => ({ path: '/api/v11/me/sync', body: { models: { task: { items: [{ id: w.personalTask.id, note: 'x' }] } } } }),
        expect: personal(200),
        check: (answer, who, w) => expect(rejectedOf(answer, 'task')).toEqual(who === 'owner' ? [] : [{ id: w.personalTask.id, code: 'NOT_FOUND' }]),
      },
    ],
    'GET /api/:version/me/bg_sync': own(200, () => ({ path: '/api/v11/me/bg_sync' })),
    ...both('GET PREFIX/me/bg_sync_result/:id', (prefix) => [
      {
        about: 'the caller\'s own result', expect: personal(200),
        call: async (w, who) => {
          const started = await server.request('GET', '/api/v11/me/bg_sync', { token: token(w, who) });
          return { path: `${prefix}/me/bg_sync_result/${started.body?.task_id ?? missing()}` };
        },
      },
      {
        about: 'the owner\'s result', expect: ownerOnly(200),
        call: (w) => w.spare('bg_sync', async () => (await server.request('GET', '/api/v11/me/bg_sync', { token: w.people.owner.token })).body.task_id as string)
          .then((id) => ({ path: `${prefix}/me/bg_sync_result/${id}` })),
      },
    ]),

    // Attachments of the shared task: readers list and download, writers add and delete, a guest may not.
    ...both('POST PREFIX/me/attachments', (prefix) => [
      {
        about: 'to the shared task', expect: rule(listWriters, 200, ['guest']),
        call: (w) => ({ path: `${prefix}/me/attachments?globalTaskId=${w.task.id}`, raw: 'bytes', headers: { 'content-type': 'text/plain', 'x-file-name': 'added.txt' } }),
      },
      {
        about: 'to the owner\'s personal task', expect: ownerOnly(200),
        call: (w) => ({ path: `${prefix}/me/attachments?globalTaskId=${w.personalTask.id}`, raw: 'bytes', headers: { 'content-type': 'text/plain', 'x-file-name': 'added.txt' } }),
      },
    ]),
    ...both('GET PREFIX/me/attachments', (prefix) => [
      { about: 'all of the caller\'s', call: () => ({ path: `${prefix}/me/attachments` }), expect: personal(200) },
      { about: 'of the shared task', call: (w) => ({ path: `${prefix}/me/attachments?globalTaskId=${w.task.id}` }), expect: rule(listReaders, 200) },
    ]),
    ...both('GET PREFIX/me/attachments/:id/content', (prefix) => [
      { about: 'of the shared task', call: (w) => ({ path: `${prefix}/me/attachments/${w.attachment.id}/content` }), expect: rule(listReaders, 200) },
    ]),
    ...both('DELETE PREFIX/me/attachments/:id', (prefix) => [
      {
        about: 'of the shared task', expect: rule(listWriters, 204, ['guest']),
        call: async (w, who) => ({ path: `${prefix}/me/attachments/${isOneOf(who, listWriters) ? await spareAttachment(w, `attachment${prefix}`) : w.attachment.id}` }),
      },
    ]),

    // REST object calls: the same rules as sync, answered with a status.
    ...both('GET PREFIX/me/tasks', (prefix) => own(200, () => ({ path: `${prefix}/me/tasks?includeNonVisible=true` }), {
      check: (answer, who, w) => expect((answer.body as { id: string }[]).some((t) => t.id === w.task.id), `${who} lists the shared task`).toBe(isOneOf(who, listReaders)),
    })),
    ...both('PUT PREFIX/me/tasks', (prefix) => [
      { about: 'a new task of their own', call: () => ({ path: `${prefix}/me/tasks`, body: [{ id: newId(), title: 'Mine' }] }), expect: personal(200) },
      { about: 'the shared task', call: (w, who) => ({ path: `${prefix}/me/tasks`, body: [{ id: w.task.id, note: `Edited by ${who}` }] }), expect: rule(listWriters, 200, ['guest']) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `${prefix}/me/tasks`, body: [{ id: w.personalTask.id, note: 'Edited' }] }), expect: ownerOnly(200) },
    ]),
    ...both('GET PREFIX/me/tasks/:id', (prefix) => [
      { about: 'the shared task', call: (w) => ({ path: `${prefix}/me/tasks/${w.task.id}` }), expect: rule(listReaders, 200) },
      { about: 'the shared subtask', call: (w) => ({ path: `${prefix}/me/tasks/${w.subtask.id}` }), expect: rule(listReaders, 200) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `${prefix}/me/tasks/${w.personalTask.id}` }), expect: ownerOnly(200) },
    ]),
    ...both('DELETE PREFIX/me/tasks/:id', (prefix) => [
      {
        about: 'a task of the shared list', expect: rule(listWriters, 204, ['guest']),
        call: async (w, who) => ({ path: `${prefix}/me/tasks/${isOneOf(who, listWriters) ? await spareTask(w, `shared-task${prefix}`, w.list.id) : w.task.id}` }),
      },
      {
        about: 'the owner\'s personal task', expect: ownerOnly(204),
        call: async (w, who) => ({ path: `${prefix}/me/tasks/${who === 'owner' ? await spareTask(w, `personal-task${prefix}`, null) : w.personalTask.id}` }),
      },
    ]),
    ...both('GET PREFIX/me/categories', (prefix) => own(200, () => ({ path: `${prefix}/me/categories?includeDeleted=true` }), {
      check: (answer, who, w) => expect((answer.body as { id: string }[]).some((l) => l.id === w.list.id), `${who} lists the shared list`).toBe(isOneOf(who, listReaders)),
    })),
    ...both('PUT PREFIX/me/categories', (prefix) => [
      { about: 'a new list of their own', call: () => ({ path: `${prefix}/me/categories`, body: [{ id: newId(), name: 'Mine' }] }), expect: personal(200) },
      { about: 'the shared list', call: (w) => ({ path: `${prefix}/me/categories`, body: [{ id: w.list.id, isArchived: false }] }), expect: rule(listWriters, 200, ['guest']) },
      { about: 'the owner\'s personal list', call: (w) => ({ path: `${prefix}/me/categories`, body: [{ id: w.personalList.id, isArchived: false }] }), expect: ownerOnly(200) },
    ]),
    ...both('DELETE PREFIX/me/categories/:id', (prefix) => [
      {
        about: 'the shared list', expect: rule(listWriters, 204, ['guest']),
        call: async (w, who) => ({ path: `${prefix}/me/categories/${isOneOf(who, listWriters) ? (await spareList(w, `deleted-list${prefix}`)).id : w.list.id}` }),
      },
      {
        about: 'the owner\'s personal list', expect: ownerOnly(204),
        call: async (w, who) => ({
          path: `${prefix}/me/categories/${who === 'owner' ? await w.spare(`personal-list${prefix}`, async () => {
            const id = newId();
            await pushItems(server, w.people.owner.token, { category: [{ id, name: 'Spare' }] });
            return id;
          }) : w.personalList.id}`,
        }),
      },
    ]),
    // Tags are personal: a caller's own, never another's.
    ...both('GET PREFIX/me/labels', (prefix) => own(200, () => ({ path: `${prefix}/me/labels` }))),
    ...both('PUT PREFIX/me/labels', (prefix) => [
      { about: 'their own tag', call: (w, who) => ({ path: `${prefix}/me/labels`, body: [{ id: who in w.labels ? w.labels[who as SignedIn] : newId(), name: `Renamed ${who}` }] }), expect: personal(200) },
      { about: 'the owner\'s tag', call: (w) => ({ path: `${prefix}/me/labels`, body: [{ id: w.labels.owner, name: 'Renamed' }] }), expect: ownerOnly(200) },
    ]),
    ...both('DELETE PREFIX/me/labels/:id', (prefix) => [
      { about: 'the owner\'s tag', call: (w) => ({ path: `${prefix}/me/labels/${w.labels.owner}` }), expect: ownerOnly(204) },
    ]),

    // Workspaces (API.md section 5): members read, admins manage, members invite as the policy says (anyone).
    'GET /api/v1/workspaces/:id': [{ about: 'the workspace', call: (w) => ({ path: workspacePath(w) }), expect: rule(workspaceMembers, 200) }],
    'PATCH /api/v1/workspaces/:id': [
      { about: 'the workspace', call: (w) => ({ path: workspacePath(w), body: { invitePolicy: 'anyone' } }), expect: rule(workspaceAdmins, 200, ['member', 'viewer']) },
    ],
    'DELETE /api/v1/workspaces/:id': [{
      about: 'the workspace', expect: rule(workspaceAdmins, 204, ['member', 'viewer']),
      call: async (w, who) => ({ path: isOneOf(who, workspaceAdmins) ? `/api/v1/workspaces/${(await spareWorkspace(w, `deleted-by-${who}`)).id}` : workspacePath(w) }),
    }],
    'GET /api/v1/workspaces/:id/members': [{ about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/members') }), expect: rule(workspaceMembers, 200) }],
    'POST /api/v1/workspaces/:id/invitations': [{
      about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/invitations'), body: { emails: uniqueEmail('invited'), role: 'member' } }),
      expect: rule(['owner', 'admin', 'member'], 200, ['viewer'], 'NOT_PERMITTED'),
    }],
    'PATCH /api/v1/workspaces/:id/members/:userId': [{
      about: 'the member\'s role', call: (w) => ({ path: workspacePath(w, `/members/${uid(w, 'member')}`), body: { role: 'member' } }),
      expect: rule(workspaceAdmins, 200, ['member', 'viewer']),
    }],
    'DELETE /api/v1/workspaces/:id/members/:userId': [
      {
        about: 'removing someone else', expect: rule(workspaceAdmins, 204, ['member', 'viewer']),
        call: async (w, who) => {
          const target = uid(w, who === 'viewer' ? 'member' : 'viewer');
          return { path: isOneOf(who, workspaceAdmins) ? `/api/v1/workspaces/${(await spareWorkspace(w, `removal-by-${who}`)).id}/members/${target}` : workspacePath(w, `/members/${target}`) };
        },
      },
      {
        about: 'leaving', expect: rule(workspaceMembers, 204),
        call: async (w, who) => {
          const self = who in w.people ? uid(w, who as SignedIn) : missing();
          return { path: isOneOf(who, workspaceMembers) ? `/api/v1/workspaces/${(await spareWorkspace(w, `left-by-${who}`)).id}/members/${self}` : workspacePath(w, `/members/${self}`) };
        },
      },
    ],
    'GET /api/v1/workspaces/:id/requests': [{ about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/requests') }), expect: rule(workspaceAdmins, 200, ['member', 'viewer']) }],
    ...Object.fromEntries((['approve', 'decline'] as const).map((answer, n) => [`POST /api/v1/workspaces/:id/requests/:invitationId/${answer}`, [{
      about: 'a member\'s request', expect: rule(workspaceAdmins, 200, ['member', 'viewer']),
      call: (w: World, who: Caller) => ({ path: workspacePath(w, `/requests/${w.requests[2 * n + (who === 'admin' ? 1 : 0)]}/${answer}`) }),
    }] satisfies Case[]])),
    'POST /api/v1/workspaces/:id/invite-link': [
      { about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/invite-link') }), expect: rule(['owner', 'admin', 'member'], 200, ['viewer'], 'NOT_PERMITTED') },
    ],
    'DELETE /api/v1/workspaces/:id/invite-link': [
      { about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/invite-link') }), expect: rule(['owner', 'admin', 'member'], 204, ['viewer'], 'NOT_PERMITTED') },
    ],

    // Shared lists: readers see the members, members invite (not as admin), admins manage, a guest only reads.
    'POST /api/v1/categories/:id/members': [{
      about: 'the shared list', call: (w) => ({ path: listPath(w), body: { emails: uniqueEmail('shared'), role: 'member' } }),
      expect: rule(listWriters, 200, ['guest'], 'NOT_PERMITTED'),
    }],
    'GET /api/v1/categories/:id/members': [{ about: 'the shared list', call: (w) => ({ path: listPath(w) }), expect: rule(listReaders, 200) }],
    'PATCH /api/v1/categories/:id/members/:userId': [{
      about: 'the member\'s role', call: (w) => ({ path: listPath(w, `/${uid(w, 'member')}`), body: { role: 'member' } }),
      expect: rule(listAdmins, 200, ['member', 'guest']),
    }],
    'DELETE /api/v1/categories/:id/members/:userId': [
      {
        about: 'removing someone else', expect: rule(listAdmins, 204, ['member', 'guest']),
        call: async (w, who) => {
          const target = uid(w, who === 'guest' ? 'member' : 'guest');
          return { path: isOneOf(who, listAdmins) ? `/api/v1/categories/${(await spareList(w, `removal-by-${who}`)).id}/members/${target}` : listPath(w, `/${target}`) };
        },
      },
      {
        about: 'leaving', expect: rule(listReaders, 204),
        call: async (w, who) => {
          const self = who in w.people ? uid(w, who as SignedIn) : missing();
          return { path: isOneOf(who, listReaders) ? `/api/v1/categories/${(await spareList(w, `left-by-${who}`)).id}/members/${self}` : listPath(w, `/${self}`) };
        },
      },
    ],
    'PUT /api/v1/tasks/:id/assignee': [
      { about: 'the shared task', call: (w) => ({ path: `/api/v1/tasks/${w.task.id}/assignee`, body: { userId: null } }), expect: rule(listWriters, 200, ['guest']) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `/api/v1/tasks/${w.personalTask.id}/assignee`, body: { userId: null } }), expect: ownerOnly(200) },
    ],
  };
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

interface Played { route: string; about: string; who: Caller; request: string; answer: ApiAnswer; text: string }

let world: World;
let table: Record<string, Case[]>;
const played: Played[] = [];

async function play(route: string, one: Case, who: Caller, problems: string[]) {
  const method = route.split(' ')[0]!;
  const call = await one.call(world, who);
  // An empty path is the route's own (a route without parameters).
  call.path ||= route.split(' ')[1]!;
  const answer = await server.request(method, call.path, { token: call.token ?? token(world, who), body: call.body, raw: call.raw, headers: call.headers });
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
  world = await buildWorld();
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
