import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { boardMatrix } from './authorization-board-routes.js';
import { uniqueEmail, type ApiAnswer } from './harness.js';
import { byId, newId, pushItems } from './sync-fixture.js';
import {
  callers, isOneOf, listAdmins, listReaders, listWriters, newSession, signedIn, spareAttachment, spareList, spareTask, spareWorkspace, tokenOf,
  workspaceAdmins, workspaceMembers, type Caller, type SignedIn, type World,
} from './teams-fixture.js';

/**
 * The authorization matrix's route table (test/api/authorization-matrix.test.ts): for every registered route, the
 * calls it is tried with on the world of teams-fixture.ts and what each kind of caller gets.
 */

interface Expected { status: number; code?: string }
type Outcome = Record<Caller, Expected>;

/**
 * The outcome of one call for every caller: `allowed` callers get their status, `refused` ones 403 with their code,
 * every other signed-in caller 404 NOT_FOUND, and a caller without a valid token 401 UNAUTHORIZED.
 */
export function rule(allowed: SignedIn[], status: number, refused: SignedIn[] = [], code = 'FORBIDDEN'): Outcome {
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

export interface Case {
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
export const missing = () => `zz${randomBytes(12).toString('hex')}`;

const uid = (w: World, who: SignedIn) => w.people[who].id;

/** Personal calls answered alike to every signed-in caller (their own data), 401 without a valid token. */
const own = (status: number, call: (w: World, who: Caller) => Call | Promise<Call> = () => ({ path: '' }), more: Partial<Case> = {}): Case[] =>
  [{ about: 'their own data', call, expect: personal(status), ...more }];

export const workspacePath = (w: World, rest = '') => `/api/v1/workspaces/${w.workspace.id}${rest}`;
export const listPath = (w: World, rest = '') => `/api/v1/categories/${w.list.id}/members${rest}`;

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
export function matrix(): Record<string, Case[]> {
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
    'POST /logout': own(200, async (w, who) => ({ path: '', token: who in w.people ? await newSession(w.server, w.people[who as SignedIn]) : tokenOf(w, who) })),
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
          const started = await w.server.request('GET', '/api/v11/me/bg_sync', { token: tokenOf(w, who) });
          return { path: `${prefix}/me/bg_sync_result/${started.body?.task_id ?? missing()}` };
        },
      },
      {
        about: 'the owner\'s result', expect: ownerOnly(200),
        call: (w) => w.spare('bg_sync', async () => (await w.server.request('GET', '/api/v11/me/bg_sync', { token: w.people.owner.token })).body.task_id as string)
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
            await pushItems(w.server, w.people.owner.token, { category: [{ id, name: 'Spare' }] });
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
    'GET /api/v1/workspaces/:id/profile': [{ about: 'the workspace', call: (w) => ({ path: workspacePath(w, '/profile') }), expect: rule(workspaceMembers, 200) }],
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
    ...boardMatrix(),
    'PUT /api/v1/tasks/:id/assignee': [
      { about: 'the shared task', call: (w) => ({ path: `/api/v1/tasks/${w.task.id}/assignee`, body: { userId: null } }), expect: rule(listWriters, 200, ['guest']) },
      { about: 'the owner\'s personal task', call: (w) => ({ path: `/api/v1/tasks/${w.personalTask.id}/assignee`, body: { userId: null } }), expect: ownerOnly(200) },
    ],
  };
}
