import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAttachmentById } from '../../src/attachments/attachment-store.js';
import { download, makeTask, uploadForm, uploadRaw, within } from '../attachments-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { requestHead } from '../raw-http.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';

let server: TestServer;
let owner: { token: string; userId: string };
let stranger: { token: string };
let taskId: string;

const tooBig = { Error: 'File is too big', code: 'FILE_TOO_BIG' };
/** The signed `url` answers carry (download-link.ts). */
const signedUrlOf = (id: string) => new RegExp(`^/me/attachments/${id}/content\\?expires=\\d+&signature=[\\w-]{43}$`);
const notFound = { Error: 'Not found', code: 'NOT_FOUND' };
/** Where a stored attachment's bytes are on disk (its key is recorded in its row, one per upload). */
async function onDisk(id: string) {
  const found = await findAttachmentById(server.app.ctx.db, id);
  return path.join(server.dataDir, 'attachments', found!.storageKey);
}
/** Every file in the store but uploads still arriving. */
const storedFiles = () => readdirSync(path.join(server.dataDir, 'attachments'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.parentPath.includes('.incoming')).length;

beforeAll(async () => {
  // 0.01 MB = 10,485 bytes, so the limit is crossed with small bodies.
  server = await startServer({ ATTACHMENT_MAX_MB: '0.01', RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' });
  const account = await signUp(server);
  const me = await server.request('GET', '/me', { token: account.token });
  owner = { token: account.token, userId: me.body.id };
  stranger = await signUp(server);
  taskId = await makeTask(server, owner.token);
});
afterAll(async () => { await server.close(); });

describe('uploading an attachment', () => {
  it('stores the bytes on disk and the object through sync, and serves it back as a download', async () => {
    const bytes = randomBytes(5000);
    const upload = await uploadRaw(server, owner.token, taskId, bytes, { name: 'Relevé ü.pdf', type: 'application/pdf' });
    expect(upload.status).toBe(200);
    const attachment = upload.body;
    expect(attachment).toMatchObject({
      globalTaskId: taskId, displayName: 'Relevé ü.pdf', mimeType: 'application/pdf', fileSize: 5000,
      url: expect.stringMatching(signedUrlOf(attachment.id)), deleted: false, uploaderId: owner.userId,
    });
    expect(attachment.creationDate).toEqual(expect.any(Number));
    expect(attachment.lastUpdateDate).toEqual(expect.any(Number));
    expect(attachment.displayNameUpdateTime).toEqual(expect.any(Number));
    expect(existsSync(await onDisk(attachment.id))).toBe(true);

    const listed = await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token });
    expect(listed.status).toBe(200);
    // Every answer signs the url afresh; the rest of the object is the same.
    expect(listed.body).toEqual([{ ...attachment, url: expect.stringMatching(signedUrlOf(attachment.id)) }]);
    const synced = byId(await sync(server, owner.token, { updatedSince: 0 }), 'attachment').get(attachment.id);
    expect(synced).toEqual({ ...attachment, url: expect.stringMatching(signedUrlOf(attachment.id)) });

    const file = await download(server, owner.token, attachment.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Relev_ _.pdf"; filename*=UTF-8''${encodeURIComponent('Relevé ü.pdf')}`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes a multipart form with the file in "file", and the versioned path', async () => {
    const form = await uploadForm(server, owner.token, taskId, Buffer.from('<b>hi</b>'), 'page.html', 'text/html');
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ displayName: 'page.html', mimeType: 'text/html', fileSize: 9 });
    const file = await download(server, owner.token, form.body.url);
    // Served as a download in a sandbox: the page cannot run as this site.
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    const versioned = await uploadRaw(server, owner.token, taskId, Buffer.from('{"a":1}'), { name: 'data.json', type: 'application/json', path: '/api/v11/me/attachments' });
    expect(versioned.status).toBe(200);
    expect(versioned.body).toMatchObject({ displayName: 'data.json', mimeType: 'application/json', fileSize: 7 });
    expect((await download(server, owner.token, versioned.body.url)).bytes.toString()).toBe('{"a":1}');
  });

  it('answers 413 "File is too big" past ATTACHMENT_MAX_MB, raw or multipart, and keeps nothing', async () => {
    const before = (await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token })).body.length;
    const raw = await uploadRaw(server, owner.token, taskId, randomBytes(10_486), { name: 'big.bin' });
    expect(raw.status).toBe(413);
    expect(raw.body).toEqual(tooBig);
    const form = await uploadForm(server, owner.token, taskId, randomBytes(20_000), 'big.bin', 'application/octet-stream');
    expect(form.status).toBe(413);
    expect(form.body).toEqual(tooBig);
    // Exactly the limit is fine.
    expect((await uploadRaw(server, owner.token, taskId, randomBytes(10_485), { name: 'just.bin' })).status).toBe(200);
    const after = (await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token })).body.length;
    expect(after).toBe(before + 1);
    expect(readdirSync(path.join(server.dataDir, 'attachments', '.incoming'))).toEqual([]);
  });

  it('needs a file name and a task id', async () => {
    expect((await uploadRaw(server, owner.token, taskId, Buffer.from('x'))).status).toBe(400);
    const noTask = await fetch(`${server.url}/me/attachments`, { method: 'POST', headers: { 'x-anydo-auth': owner.token, 'x-file-name': 'a.txt' }, body: 'x' });
    expect(noTask.status).toBe(400);
  });

  it('with no body at all answers 400, not 500', async () => {
    const empty = await fetch(`${server.url}/me/attachments?globalTaskId=${taskId}`, { method: 'POST', headers: { 'x-anydo-auth': owner.token, 'x-file-name': 'a.txt' } });
    expect(empty.status).toBe(400);
  });
});

describe('a retried upload', () => {
  it('under the id the client chose is the same attachment, however often and however raced', async () => {
    const task = await makeTask(server, owner.token);
    const filesBefore = storedFiles();
    const bytes = randomBytes(3000);
    const id = newId();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await uploadRaw(server, owner.token, task, bytes, { name: 'retry.bin', id }));
    // Racers send bytes of different lengths: the stored attachment's bytes must be its own upload's, whole.
    const raced = newId();
    const racers = [1, 2, 3, 4].map((n) => randomBytes(2000 + n));
    answers.push(...await Promise.all(racers.map((body) => uploadRaw(server, owner.token, task, body, { name: 'raced.bin', id: raced }))));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.id))).toEqual(new Set([id, raced]));
    const listed = await server.request('GET', `/me/attachments?globalTaskId=${task}`, { token: owner.token });
    expect(listed.body.map((attachment: { id: string }) => attachment.id).sort()).toEqual([id, raced].sort());
    for (const attachment of listed.body) {
      const expected = attachment.id === id ? bytes : racers.find((body) => body.length === attachment.fileSize)!;
      expect((await download(server, owner.token, attachment.url)).bytes.equals(expected)).toBe(true);
    }
    // The attempts that were not stored leave no bytes behind.
    expect(storedFiles()).toBe(filesBefore + 2);
    expect(readdirSync(path.join(server.dataDir, 'attachments', '.incoming'))).toEqual([]);
  });

  it('cannot take an id someone else uses, nor one that could not name a file', async () => {
    const id = newId();
    expect((await uploadRaw(server, owner.token, taskId, Buffer.from('a'), { name: 'a.txt', id })).status).toBe(200);
    const strangerTask = await makeTask(server, stranger.token);
    expect((await uploadRaw(server, stranger.token, strangerTask, Buffer.from('b'), { name: 'b.txt', id })).status).toBe(400);
    for (const bad of ['../../etc', 'a/b/c/d/e/f', 'short', 'x'.repeat(65)]) {
      expect((await uploadRaw(server, owner.token, taskId, Buffer.from('c'), { name: 'c.txt', id: bad })).status, bad).toBe(400);
    }
  });
});

describe("another user's task or attachment", () => {
  it('is not found on every call, and nothing is stored', async () => {
    const upload = await uploadRaw(server, owner.token, taskId, Buffer.from('secret'), { name: 'secret.txt', type: 'text/plain' });
    const { id, url } = upload.body;
    const foreign = await uploadRaw(server, stranger.token, taskId, Buffer.from('mine'), { name: 'mine.txt' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(notFound);
    expect((await uploadRaw(server, owner.token, 'no-such-task', Buffer.from('x'), { name: 'x.txt' })).status).toBe(404);
    expect((await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: stranger.token })).status).toBe(404);
    expect(await server.request('GET', '/me/attachments', { token: stranger.token })).toMatchObject({ status: 200, body: [] });
    // With the token alone (the stored path, unsigned), someone else's attachment is not found.
    const stolen = await download(server, stranger.token, `/me/attachments/${id}/content`);
    expect(stolen.status).toBe(404);
    expect(stolen.bytes.toString()).not.toContain('secret');
    expect((await server.request('DELETE', `/me/attachments/${id}`, { token: stranger.token })).status).toBe(404);
    // A push naming it changes nothing either.
    await pushItems(server, stranger.token, { attachment: [{ id, deleted: true, deletedUpdateTime: Date.now() + 1000 }] });
    expect((await download(server, owner.token, url)).bytes.toString()).toBe('secret');
  });
});

describe('deleting an attachment', () => {
  it('with DELETE answers 204, syncs as deleted: true, and removes the bytes', async () => {
    const { body: attachment } = await uploadRaw(server, owner.token, taskId, Buffer.from('bye'), { name: 'bye.txt', type: 'text/plain' });
    const file = await onDisk(attachment.id);
    const deleted = await server.request('DELETE', `/me/attachments/${attachment.id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await download(server, owner.token, attachment.url)).status).toBe(404);
    const listed = await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token });
    expect(listed.body.map((a: { id: string }) => a.id)).not.toContain(attachment.id);
    const synced = byId(await sync(server, owner.token, { updatedSince: attachment.lastUpdateDate - 1 }), 'attachment').get(attachment.id);
    expect(synced).toMatchObject({ deleted: true });
    expect(synced!.deletedUpdateTime).toBeGreaterThan(0);
    expect((await server.request('DELETE', `/me/attachments/${attachment.id}`, { token: owner.token })).status).toBe(204);
  });

  it('through sync (deleted: true) also removes the bytes', async () => {
    const { body: attachment } = await uploadRaw(server, owner.token, taskId, Buffer.from('synced away'), { name: 'a.txt' });
    const file = await onDisk(attachment.id);
    expect(existsSync(file)).toBe(true);
    await pushItems(server, owner.token, { attachment: [{ id: attachment.id, deleted: true }] });
    expect(await within(1000, () => !existsSync(file))).toBe(true);
    expect((await download(server, owner.token, attachment.url)).status).toBe(404);
  });
});

describe('attachments and their task', () => {
  it("an upload naming the task by its id stores the task's globalTaskId, so listing by either finds it", async () => {
    const { token } = await signUp(server);
    // API.md: a task has both `id` and `globalTaskId`; a client may choose them differently.
    const [id, globalTaskId] = [newId(), newId()];
    await pushItems(server, token, { task: [{ id, globalTaskId, title: 'Two ids' }] });
    const upload = await uploadRaw(server, token, id, Buffer.from('bytes'), { name: 'a.txt', type: 'text/plain' });
    expect(upload.status).toBe(200);
    expect(upload.body.globalTaskId).toBe(globalTaskId);
    for (const name of [globalTaskId, id]) {
      const listed = await server.request('GET', `/me/attachments?globalTaskId=${name}`, { token });
      expect(listed.body.map((a: { id: string }) => a.id)).toEqual([upload.body.id]);
    }
  });

  it('stays deleted once deleted through sync and its bytes removed, whatever later write restores it', async () => {
    const { token } = await signUp(server);
    const task = newId();
    await pushItems(server, token, { task: [{ id: task, title: 'Files' }] });
    const { body: attachment } = await uploadRaw(server, token, task, Buffer.from('keep me'), { name: 'k.txt', type: 'text/plain' });
    const file = await onDisk(attachment.id);
    const t = Date.now();
    await pushItems(server, token, { attachment: [{ id: attachment.id, deleted: true, deletedUpdateTime: t }] });
    expect(await within(1000, () => !existsSync(file))).toBe(true);
    // Undo on another device: a later write of the same field would win the merge, but the bytes are gone.
    await pushItems(server, token, { attachment: [{ id: attachment.id, deleted: false, deletedUpdateTime: t + 1000, displayName: 'k2.txt' }] });
    const stored = byId(await sync(server, token), 'attachment').get(attachment.id)!;
    expect(stored).toMatchObject({ deleted: true, displayName: 'k2.txt' });
    expect((await download(server, token, stored.url)).status).toBe(404);
  });
});

describe('deleting the account', () => {
  it('while one of its uploads is arriving answers that upload 401, not 500', async () => {
    const { token, email, password } = await signUp(server);
    const task = await makeTask(server, token);
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(requestHead('POST', `/me/attachments?globalTaskId=${task}`, { 'x-anydo-auth': token, 'x-file-name': 'late.txt', 'content-length': 10 }));
    socket.write('12345');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.request('DELETE', '/me', { token, body: { email, password } })).status).toBe(200);
    socket.write('67890');
    expect(await within(3000, () => /\r\n\r\n/.test(Buffer.concat(received).toString()))).toBe(true);
    socket.destroy();
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 401/);
  });

  it('removes the bytes of its attachments, not only their rows', async () => {
    const { token, email, password } = await signUp(server);
    const task = newId();
    await pushItems(server, token, { task: [{ id: task, title: 'Private files' }] });
    const { body: attachment } = await uploadRaw(server, token, task, Buffer.from('private'), { name: 'p.txt', type: 'text/plain' });
    const file = await onDisk(attachment.id);
    expect(existsSync(file)).toBe(true);
    expect((await server.request('DELETE', '/me', { token, body: { email, password } })).status).toBe(200);
    expect(await within(1000, () => !existsSync(file))).toBe(true);
  });
});

describe('a streamed upload without a length', () => {
  it('is cut at the limit with 413', async () => {
    const chunk = randomBytes(4096);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/me/attachments?globalTaskId=${taskId}`, {
      method: 'POST', headers: { 'x-anydo-auth': owner.token, 'x-file-name': 'stream.bin', 'content-type': 'application/octet-stream' },
      body, duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooBig);
  });
});
