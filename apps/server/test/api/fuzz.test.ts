import { randomInt } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTask, uploadRaw } from '../attachments-fixture.js';
import { FuzzGenerator, Random, type FuzzRequest, type FuzzTarget } from '../fuzz-requests.js';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';

/** FUZZ_SEED replays a run; FUZZ_REQUESTS sends more (or fewer) requests: one in eleven well-formed, the rest malformed. */
const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const count = Number(process.env.FUZZ_REQUESTS ?? 11_000);
const concurrency = 8;
const answerWithinMs = 10_000;
const unlimited = '1000000/1';

let server: TestServer;
let target: FuzzTarget;
/** The server's error lines: what a failure's cause was (stack included). */
const errors: string[] = [];
beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_TOKEN: unlimited, RATE_LIMIT_LOGIN_PAIR: unlimited, RATE_LIMIT_LOGIN_ACCOUNT: unlimited, RATE_LIMIT_LOGIN_ADDRESS: unlimited,
    RATE_LIMIT_SIGNUP_ADDRESS: unlimited, RATE_LIMIT_SIGNUP_PAIR: unlimited, CAPTCHA_THRESHOLD: unlimited, RATE_LIMIT_FORGOT_PAIR: unlimited,
    RATE_LIMIT_FORGOT_ACCOUNT: unlimited, RATE_LIMIT_FORGOT_ADDRESS: unlimited, RATE_LIMIT_DELAY_MS: '1/1/1',
    RATE_LIMIT_SMS_ACCOUNT: unlimited, RATE_LIMIT_SMS_ADDRESS: unlimited, RATE_LIMIT_SMS_NUMBER: unlimited, RATE_LIMIT_PROFILE_PICTURE: unlimited,
    RATE_LIMIT_INVITATIONS: unlimited,
    LOG_LEVEL: 'error',
  }, { logStream: { write: (line) => { errors.push(line); } } });
  target = { routes: server.app.registeredRoutes, ...await account() };
});
afterAll(async () => { await server.close(); });

/**
 * A signed-in account with a list, a label, a task and an attachment, whose ids the requests mix in; and a second list,
 * shared from the start and named only by the list-member calls, so they reach their own work whichever of them a
 * round sends first and whatever other calls deleted meanwhile.
 */
async function account(): Promise<Omit<FuzzTarget, 'routes'>> {
  const { token, email, password } = await signUp(server);
  const taskId = await makeTask(server, token);
  const [listId, labelId] = [newId(), newId()];
  await pushItems(server, token, { category: [{ id: listId, name: 'Fuzzed list' }], label: [{ id: labelId, name: 'Fuzzed label' }] });
  const attachment = await uploadRaw(server, token, taskId, Buffer.from('fuzz'), { name: 'fuzz.txt' });
  const [spareTask, spareList, spareLabel] = [await makeTask(server, token), newId(), newId()];
  await pushItems(server, token, { category: [{ id: spareList, name: 'Spare list' }], label: [{ id: spareLabel, name: 'Spare label' }] });
  const spareAttachment = await uploadRaw(server, token, taskId, Buffer.from('spare'), { name: 'spare.txt' });
  const spares = { tasks: spareTask, categories: spareList, labels: spareLabel, attachments: spareAttachment.body.id as string };
  const me = await server.request('GET', '/me', { token });
  const sharedListId = newId();
  await pushItems(server, token, { category: [{ id: sharedListId, name: 'Fuzzed shared list' }] });
  const shared = await server.request('POST', `/api/v1/categories/${sharedListId}/members`, { token, body: { emails: `fuzz.member.${sharedListId}@example.com`, role: 'member' } });
  if (shared.status !== 200) throw new Error(`sharing the fuzzed list answered ${shared.status}`);
  const [{ workspaceId, inviteToken }, spare, linked] = [await workspace(token), await workspace(token), await workspace(token)];
  const board = async () => (await server.request('POST', `/api/v1/workspaces/${workspaceId}/boards`, { token, body: { name: 'Fuzzed board', isPrivate: false } })).body.id as string;
  const [boardId, spareBoardId] = [await board(), await board()];
  const section = await server.request('POST', `/api/v1/boards/${boardId}/sections`, { token, body: { name: 'Fuzzed section' } });
  const comment = async () => (await server.request('POST', `/api/v1/tasks/${taskId}/comments`, { token, body: { text: 'Fuzzed comment' } })).body.id as string;
  const [commentId, spareCommentId] = [await comment(), await comment()];
  return {
    token, email, password, ids: [taskId, listId, attachment.body.id as string, labelId, workspaceId], userId: me.body.id as string,
    workspaceId, inviteToken, sharedListId, spareWorkspaceId: spare.workspaceId, linkWorkspaceId: linked.workspaceId, boardId, sectionId: section.body.id as string, spareBoardId, spares,
    commentId, spareCommentId,
  };
}

/** A workspace of the fuzzed account with an invite link; made again when a request deletes it. */
async function workspace(token: string) {
  const created = await server.request('POST', '/api/v1/workspaces', { token, body: { name: 'Fuzzed', type: 'teams' } });
  const link = await server.request('POST', `/api/v1/workspaces/${created.body.id as string}/invite-link`, { token });
  return { workspaceId: created.body.id as string, inviteToken: link.body.token as string };
}

interface Outcome {
  /** The answer's status, or why none came ('no answer' in time, or the connection's error). */
  status: number | string;
  body: string;
}

/**
 * One request on a connection of its own: on a shared one, a request the server answered before reading its body
 * leaves that body to be read as the next request, and the answers no longer match the requests.
 */
function send(request: FuzzRequest): Promise<Outcome> {
  const { hostname, port } = new URL(server.url);
  // Node frames no body of a GET, HEAD or DELETE unless told its length: it would reach the server as a second request.
  const headers = request.body ? { ...request.headers, 'content-length': String(request.body.length) } : request.headers;
  return new Promise((resolve) => {
    const outgoing = http.request({ host: hostname, port, agent: false, method: request.method, path: request.path, headers, timeout: answerWithinMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => { if (chunks.length < 4) chunks.push(chunk); });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8', 0, 300) }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body: '' }));
    });
    outgoing.on('timeout', () => { outgoing.destroy(); resolve({ status: 'no answer', body: '' }); });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ status: `connection ${error.code ?? error.message}`, body: '' }));
    outgoing.end(request.body);
  });
}

const signedWith = (request: FuzzRequest, token: string) => request.headers['x-anydo-auth'] === token || request.headers.authorization === `Bearer ${token}`;

let refreshing: Promise<void> | undefined;
/** A request may end the session (POST /logout) or the account (DELETE /me): carry on with a new one, made once. */
async function renewSession(endedToken: string) {
  if (target.token === endedToken) refreshing ??= account().then((fresh) => { Object.assign(target, fresh); refreshing = undefined; });
  await refreshing;
}

/**
 * Answers the API documents for a service this test server has not configured (Google sign-in, SMS…): not faults.
 * A HEAD answer has no body to tell, so the same request as a GET says which 503 it was (with a live session, if
 * another request ended the one it was sent with meanwhile).
 */
async function notConfigured(request: FuzzRequest, outcome: Outcome): Promise<boolean> {
  if (outcome.status !== 503) return false;
  let told = request.method === 'HEAD' ? await send({ ...request, method: 'GET' }) : outcome;
  if (told.status === 401 && request.method === 'HEAD' && signedWith(request, target.token)) {
    await renewSession(target.token);
    told = await send({ ...request, method: 'GET', headers: { ...request.headers, 'x-anydo-auth': target.token, authorization: `Bearer ${target.token}` } });
  }
  return told.status === 503 && /"code":"[A-Z_]*_NOT_CONFIGURED"/.test(told.body);
}

/** Answers of the checks in front of a route's own work (a malformed request, no session, a limit): not coverage. */
const earlyGuards = new Set([400, 401, 404, 405, 413, 415, 429]);
/** Routes no request of this test can get past the guards of, and why. */
const needsSubscription = 'the fuzzed account has no subscription (subscription.test.ts)';
const needsBackgroundSync = 'names a background sync by an id only its start answers (sync-background.test.ts)';
const needsFeedAddress = 'a calendar feed\'s secret address, which only POST /api/v1/calendar-feed answers (your-data.test.ts)';
const needsPictureAddress = 'a picture\'s random address, which only an upload answers (profile-picture.test.ts)';
const unreachable: Record<string, string> = {
  'POST /reset-password': 'needs a token sent by mail (password-reset.test.ts)',
  'POST /apple-login-exchange': 'needs a code from the Apple return (social-apple-code.test.ts)',
  'DELETE /api/v1/sessions/:id': 'needs the id of a session, which no answer here gives (sessions.test.ts)',
  'POST /me/validate-sms-code': 'needs a code sent by SMS, which this server cannot send (phone.test.ts)',
  'GET /api/v1/subscription/latest': needsSubscription,
  'HEAD /api/v1/subscription/latest': needsSubscription,
  'POST /me/invoice/stripe/:subscriptionId': needsSubscription,
  'DELETE /api/v1/push-subscriptions': 'answers 404 unless its endpoint was registered just before and no other request removed it (push.test.ts)',
  'GET /ws': 'a WebSocket upgrade, which plain requests are not (realtime.test.ts)',
  'HEAD /ws': 'a WebSocket upgrade, which plain requests are not (realtime.test.ts)',
  'GET /api/v1/calendar-feed/:file': needsFeedAddress,
  // The fuzzed account is in a workspace, so the messaging app is open to it (SPEC.md section 6); its phone is not verified.
  'POST /me/enable-whatsapp': 'needs a verified phone number, which only an SMS code gives (messaging.test.ts)',
  'POST /me/enable-whatsapp-workspace': 'needs a verified phone number, which only an SMS code gives (messaging.test.ts)',
  'POST /api/v1/workspaces/:id/requests/:invitationId/approve': 'needs a member\'s request, which one account cannot make (workspaces.test.ts)',
  'POST /api/v1/workspaces/:id/requests/:invitationId/decline': 'needs a member\'s request, which one account cannot make (workspaces.test.ts)',
  'POST /api/v1/invitations/:id/accept': 'needs an invitation to the fuzzed account, which only another account can send (workspaces.test.ts)',
  'POST /api/v1/invitations/:id/reject': 'needs an invitation to the fuzzed account, which only another account can send (workspaces.test.ts)',
  'HEAD /api/v1/calendar-feed/:file': needsFeedAddress,
  'GET /avatars/:file': needsPictureAddress,
  'HEAD /avatars/:file': needsPictureAddress,
  'GET /me/bg_sync_result/:id': needsBackgroundSync,
  'HEAD /me/bg_sync_result/:id': needsBackgroundSync,
  'GET /api/:version/me/bg_sync_result/:id': needsBackgroundSync,
  'HEAD /api/:version/me/bg_sync_result/:id': needsBackgroundSync,
};

describe(`${count} requests across every route, ten in eleven malformed (seed ${seed}, ${testDb})`, () => {
  it('never answer 5xx and are always answered', { timeout: 600_000 }, async () => {
    console.info(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const generator = new FuzzGenerator(new Random(seed), target);
    const failures: string[] = [];
    /** Per route, how many of its requests got past the early guards, and what the others were answered. */
    const reached = new Map(target.routes.map((route) => [`${route.method} ${route.url}`, 0]));
    const guarded = new Map<string, Set<string>>();
    const statuses = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < count) {
        const index = next++;
        // Made when sent, in index order, so a new session's token is used after a refresh and the seed still decides all.
        const sentWith = target.token;
        let request = generator.request(index);
        let outcome = await send(request);
        // A well-formed call whose session another call of its round ended meanwhile (POST /logout just before it in the
        // route order) is made again with the new session, or a route after the logout would never get past the guard.
        if (outcome.status === 401 && generator.wellFormed(index) && signedWith(request, sentWith)) {
          await renewSession(sentWith);
          request = generator.request(index);
          outcome = await send(request);
        }
        statuses.set(String(outcome.status), (statuses.get(String(outcome.status)) ?? 0) + 1);
        const route = target.routes[index % target.routes.length]!;
        const key = `${route.method} ${route.url}`;
        if (typeof outcome.status === 'number' && !earlyGuards.has(outcome.status)) reached.set(key, reached.get(key)! + 1);
        else guarded.set(key, (guarded.get(key) ?? new Set()).add(`${outcome.status} ${outcome.body.slice(0, 80)}`));
        const broken = typeof outcome.status !== 'number' || (outcome.status >= 500 && !await notConfigured(request, outcome));
        if (broken) {
          failures.push(`#${index} ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${request.body?.toString('utf8', 0, 2000) ?? ''} → ${outcome.status} ${outcome.body}`);
        }
        if (outcome.status === 401 && signedWith(request, target.token)) await renewSession(target.token);
        if (outcome.status === 204 && request.method === 'DELETE' && request.path.split('?')[0] === `/api/v1/workspaces/${target.workspaceId}`) {
          Object.assign(target, await workspace(target.token));
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.info(`fuzz: ${count} requests over ${target.routes.length} routes in ${seconds.toFixed(1)} s on ${testDb}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures.slice(0, 20), `seed ${seed}: ${failures.length} failures; the server logged ${errors.slice(0, 3).join('\n')}`).toEqual([]);
    // Requests that all stop at the first check test nothing: every route must have been exercised now and then.
    const neverReached = [...reached].filter(([route, times]) => times === 0 && !(route in unreachable))
      .map(([route]) => `${route}: ${[...guarded.get(route) ?? []].slice(0, 4).join(' | ')}`);
    expect(neverReached, `seed ${seed}: routes no request got past the early guards of`).toEqual([]);
  });
});
