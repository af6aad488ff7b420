import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAttachmentById } from '../../src/attachments/attachment-store.js';
import { makeTask, uploadRaw } from '../attachments-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { byId, sync } from '../sync-fixture.js';

let server: TestServer;
let owner: { token: string };
let stranger: { token: string };
let taskId: string;

const ttlSeconds = 120;
const notFound = { Error: 'Not found', code: 'NOT_FOUND' };
const forbidden = (message: string) => ({ Error: message, code: 'FORBIDDEN' });

/** GET without any token, as a browser link or an `<img>` does. */
async function fetchPlain(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: unknown;
  try { body = JSON.parse(bytes.toString()); } catch { body = undefined; }
  return { status: response.status, bytes, body, headers: response.headers };
}

/** A PNG of the given size, one colour. */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();

async function upload(bytes: Buffer, name: string, type: string, token = owner.token, task = taskId) {
  const answer = await uploadRaw(server, token, task, bytes, { name, type });
  expect(answer.status).toBe(200);
  return answer.body as { id: string; url: string };
}

const storageKey = async (id: string) => (await findAttachmentById(server.app.ctx.db, id))!.storageKey;
const onDisk = (key: string) => path.join(server.dataDir, 'attachments', key);

beforeAll(async () => {
  server = await startServer({ ATTACHMENT_LINK_TTL_SECONDS: String(ttlSeconds), RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' });
  owner = await signUp(server);
  stranger = await signUp(server);
  taskId = await makeTask(server, owner.token);
});
afterAll(async () => { await server.close(); });

describe("an attachment's signed url", () => {
  it('downloads the file without any token, as a download with its name, type and nosniff', async () => {
    const { id, url } = await upload(Buffer.from('hello, file'), 'Note été.txt', 'text/plain');
    const expires = Number(new URL(url, server.url).searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(server.clock.now() + (ttlSeconds - 5) * 1000);
    expect(expires * 1000).toBeLessThanOrEqual(server.clock.now() + ttlSeconds * 1000);
    for (const link of [url, `/api/v1${url}`]) {
      const file = await fetchPlain(link);
      expect(file.status, link).toBe(200);
      expect(file.bytes.toString()).toBe('hello, file');
      expect(file.headers.get('content-type')).toBe('text/plain');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Note _t_.txt"; filename*=UTF-8''Note%20%C3%A9t%C3%A9.txt`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    // The stored path still answers a signed-in caller's token header (clients that fetch it so), and nobody else.
    expect((await fetchPlain(`/me/attachments/${id}/content`, { 'x-anydo-auth': owner.token })).bytes.toString()).toBe('hello, file');
    expect((await fetchPlain(`/me/attachments/${id}/content`)).status).toBe(401);
  });

  it('is signed in every answer that carries the attachment: upload, list, sync', async () => {
    const { id } = await upload(Buffer.from('everywhere'), 'e.txt', 'text/plain');
    const listed = await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token });
    const synced = byId(await sync(server, owner.token, { updatedSince: 0 }), 'attachment').get(id)!;
    for (const url of [listed.body.find((a: { id: string }) => a.id === id).url, synced.url as string]) {
      expect((await fetchPlain(url)).bytes.toString()).toBe('everywhere');
    }
  });

  it('stops working once it expires (403); a fresh answer hands out one that works', async () => {
    const { id, url } = await upload(Buffer.from('short-lived'), 's.txt', 'text/plain');
    server.clock.advance((ttlSeconds + 1) * 1000);
    try {
      const expired = await fetchPlain(url);
      expect(expired.status).toBe(403);
      expect(expired.body).toEqual(forbidden('This download link has expired'));
      const listed = await server.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token: owner.token });
      const fresh = listed.body.find((a: { id: string }) => a.id === id).url as string;
      expect((await fetchPlain(fresh)).bytes.toString()).toBe('short-lived');
    } finally {
      server.clock.advance(-(ttlSeconds + 1) * 1000);
    }
  });

  it('altered in any part answers 403, before anything about the attachment is told', async () => {
    const { id, url } = await upload(Buffer.from('tamper'), 't.txt', 'text/plain');
    const other = await upload(Buffer.from('other'), 'o.txt', 'text/plain');
    const link = new URL(url, server.url);
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const altered = [
      `/me/attachments/${id}/content?expires=${expires}&signature=${flipped}`,
      `/me/attachments/${id}/content?expires=${Number(expires) + 86_400}&signature=${signature}`,
      `/me/attachments/${other.id}/content?expires=${expires}&signature=${signature}`,
      `/me/attachments/no-such-attachment/content?expires=${expires}&signature=${signature}`,
      `/me/attachments/${id}/content?signature=${signature}`,
      `/me/attachments/${id}/content?expires=soon&signature=${signature}`,
      `/me/attachments/${id}/content?expires=${expires}&signature=short`,
    ];
    for (const bad of altered) {
      const answer = await fetchPlain(bad);
      expect(answer.status, bad).toBe(403);
      expect(answer.body, bad).toEqual(forbidden('This download link is not valid'));
    }
  });

  it('of a deleted attachment answers 404', async () => {
    const { id, url } = await upload(Buffer.from('gone soon'), 'g.txt', 'text/plain');
    expect((await server.request('DELETE', `/me/attachments/${id}`, { token: owner.token })).status).toBe(204);
    const answer = await fetchPlain(url);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
  });
});

describe("another user's attachment", () => {
  it('is not found with their own token, and no signature of theirs opens it', async () => {
    const { id, url } = await upload(Buffer.from('private'), 'p.txt', 'text/plain');
    const unsigned = await fetchPlain(`/me/attachments/${id}/content`, { 'x-anydo-auth': stranger.token });
    expect(unsigned.status).toBe(404);
    expect(unsigned.bytes.toString()).not.toContain('private');
    // The stranger's own link, pointed at the owner's attachment.
    const own = await upload(Buffer.from('mine'), 'm.txt', 'text/plain', stranger.token, await makeTask(server, stranger.token));
    const query = new URL(own.url, server.url).search;
    expect((await fetchPlain(`/me/attachments/${id}/content${query}`)).status).toBe(403);
    // The owner's link is the key itself: whoever the owner hands it to may download until it expires.
    expect((await fetchPlain(url, { 'x-anydo-auth': stranger.token })).bytes.toString()).toBe('private');
  });
});

describe("an image's preview (size=thumb)", () => {
  it('is a WebP 320 px wide, made once and kept beside the image, and removed with it', async () => {
    const image = await upload(await png(800, 600), 'photo.png', 'image/png');
    const first = await fetchPlain(`${image.url}&size=thumb`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const key = await storageKey(image.id);
    expect(readFileSync(onDisk(`${key}.thumb`)).equals(first.bytes)).toBe(true);
    // Served from the store the second time: with the original gone from the disk, the preview is still there.
    renameSync(onDisk(key), `${onDisk(key)}.away`);
    const second = await fetchPlain(`${image.url}&size=thumb`);
    renameSync(`${onDisk(key)}.away`, onDisk(key));
    expect(second.bytes.equals(first.bytes)).toBe(true);
    // With the token header too.
    const withToken = await fetchPlain(`/me/attachments/${image.id}/content?size=thumb`, { 'x-anydo-auth': owner.token });
    expect(withToken.bytes.equals(first.bytes)).toBe(true);

    expect((await server.request('DELETE', `/me/attachments/${image.id}`, { token: owner.token })).status).toBe(204);
    expect(existsSync(onDisk(key))).toBe(false);
    expect(existsSync(onDisk(`${key}.thumb`))).toBe(false);
    expect((await fetchPlain(`${image.url}&size=thumb`)).status).toBe(404);
  });

  it('keeps a smaller image at its size, and answers 404 for files that are not images it can read', async () => {
    const small = await upload(await png(100, 50), 'small.png', 'image/png');
    expect(await sharp((await fetchPlain(`${small.url}&size=thumb`)).bytes).metadata()).toMatchObject({ width: 100, height: 50 });
    const text = await upload(Buffer.from('not an image'), 'a.txt', 'text/plain');
    const broken = await upload(Buffer.from('not a png either'), 'broken.png', 'image/png');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'v.svg', 'image/svg+xml');
    for (const file of [text, broken, svg]) {
      const answer = await fetchPlain(`${file.url}&size=thumb`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ Error: 'This file has no preview', code: 'NOT_FOUND' });
    }
    expect((await fetchPlain(`${small.url}&size=huge`)).status).toBe(400);
  });
});
