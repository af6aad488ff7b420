import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTask, uploadRaw } from '../attachments-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within, type TestSocket } from '../realtime-fixture.js';
import { newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
const open: TestSocket[] = [];
const socket = (...args: Parameters<typeof openSocket>) => {
  const s = openSocket(...args);
  open.push(s);
  return s;
};

/** A second device of the same account: its own sign-in, its own token. */
async function secondDevice(email: string, password: string): Promise<string> {
  const answer = await server.request('POST', '/login', { body: { email, password, client_id: `device-${newId()}` } });
  expect(answer.status).toBe(200);
  return answer.body.auth_token as string;
}

// A fast heartbeat, so a silent socket is dropped within the test.
beforeAll(async () => { server = await startServer({ REALTIME_HEARTBEAT_SECONDS: '0.3' }); });
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await server.close();
});

describe('/ws', () => {
  it("tells a device within a second that another device wrote, and nobody else's device", async () => {
    const account = await signUp(server);
    const phone = await secondDevice(account.email, account.password);
    const other = await signUp(server);
    const listening = socket(server, account.token);
    const stranger = socket(server, other.token);
    await Promise.all([listening.ready, stranger.ready]);

    const started = Date.now();
    const id = newId();
    const answer = await pushItems(server, phone, { task: [{ id, title: 'Written on the phone' }] });
    expect(await within(1000, () => changes(listening).length > 0)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    const [message] = changes(listening);
    // A small write: the message carries the task as the pull brings it (API.md section 4, optional `objects`).
    expect(message).toEqual({ type: 'changed', models: ['task'], lastUpdateDate: expect.any(Number), objects: { task: [expect.objectContaining({ id, title: 'Written on the phone' })] } });
    expect(message!.lastUpdateDate).toBeLessThanOrEqual(answer.body.lastUpdateDate);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes(stranger)).toEqual([]);
  });

  it('takes the token in the first message, in either form, and hears uploads too', async () => {
    const account = await signUp(server);
    const plain = socket(server, account.token, 'message');
    const typed = socket(server, account.token, 'auth');
    await Promise.all([plain.ready, typed.ready]);
    const taskId = await makeTask(server, account.token);
    await uploadRaw(server, account.token, taskId, Buffer.from('x'), { name: 'x.txt' });
    for (const s of [plain, typed]) {
      expect(await within(1000, () => changes(s).some((m) => (m.models as string[]).includes('attachment')))).toBe(true);
    }
  });

  it('closes with 4401 and sends nothing for a wrong, missing or malformed token', async () => {
    const wrongQuery = socket(server, 'not-a-real-token');
    const wrongMessage = socket(server, 'not-a-real-token', 'auth');
    const garbage = socket(server, undefined, 'message');
    garbage.ws.on('open', () => garbage.ws.send('hello'));
    for (const s of [wrongQuery, wrongMessage, garbage]) {
      expect(await s.closed).toBe(4401);
      expect(s.messages).toEqual([]);
    }
  });

  it('is a private route over plain HTTP', async () => {
    const account = await signUp(server);
    expect((await server.request('GET', '/ws')).status).toBe(401);
    expect((await server.request('GET', `/ws?token=${account.token}`)).status).toBe(401);
    expect((await server.request('GET', '/ws', { token: account.token })).status).toBe(400);
  });

  it('closes the sockets of a session that signs out, which hear nothing more', async () => {
    const account = await signUp(server);
    const laptop = await secondDevice(account.email, account.password);
    const leaving = socket(server, account.token);
    const staying = socket(server, laptop);
    await Promise.all([leaving.ready, staying.ready]);
    expect((await server.request('POST', '/logout', { token: account.token })).status).toBe(200);
    expect(await leaving.closed).toBe(4401);
    await pushItems(server, laptop, { task: [{ id: newId(), title: 'After sign-out' }] });
    expect(await within(1000, () => changes(staying).length > 0)).toBe(true);
    expect(changes(leaving)).toEqual([]);
  });

  it('keeps at most 20 sockets per account, closing the oldest', async () => {
    const account = await signUp(server);
    const first = socket(server, account.token);
    await first.ready;
    const rest = Array.from({ length: 20 }, () => socket(server, account.token));
    await Promise.all(rest.map((s) => s.ready));
    expect(await first.closed).toBe(4008);
    await pushItems(server, account.token, { task: [{ id: newId(), title: 'Busy account' }] });
    expect(await within(1000, () => rest.every((s) => changes(s).length > 0))).toBe(true);
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const account = await signUp(server);
    const answering = socket(server, account.token);
    await answering.ready;
    const silent = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${account.token}`, { autoPong: false });
    const silentClosed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    const code = await Promise.race([silentClosed, new Promise((resolve) => setTimeout(() => resolve('still open'), 2000))]);
    expect(code).toBe(1006);
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    await pushItems(server, account.token, { task: [{ id: newId(), title: 'Still listening' }] });
    expect(await within(1000, () => changes(answering).length > 0)).toBe(true);
  });

  it('closes with 4429 a socket past 10 from one address still waiting to name its token, and serves the rest', async () => {
    const account = await signUp(server);
    const opened = (s: TestSocket) => new Promise((resolve) => s.ws.once('open', resolve));
    const waiting = Array.from({ length: 10 }, () => socket(server, undefined, 'message'));
    await Promise.all(waiting.map(opened));
    const extra = socket(server, undefined, 'message');
    expect(await extra.closed).toBe(4429);
    // A socket naming its token up front waits for nothing, so it is served.
    await socket(server, account.token).ready;
    // A waiting socket that names its token is served, and its place frees up for another.
    waiting[0]!.ws.send(JSON.stringify({ token: account.token }));
    await waiting[0]!.ready;
    await socket(server, account.token, 'message').ready;
    for (const s of waiting) s.ws.terminate();
  });
});
