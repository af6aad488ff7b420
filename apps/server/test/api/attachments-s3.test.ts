import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, makeTask, uploadRaw } from '../attachments-fixture.js';
import { startFakeS3, type FakeS3 } from '../fakes/s3.js';
import { signUp, startServer, type TestServer } from '../harness.js';

const keys = { bucket: 'taskhub-files', accessKeyId: 'AKIDTESTKEY', secretAccessKey: 'test/secret+key=0123456789', region: 'eu-west-3' };
let s3: FakeS3;
let server: TestServer;

const s3Env = (secret: string) => ({
  S3_ENDPOINT: s3.url, S3_BUCKET: keys.bucket, S3_ACCESS_KEY_ID: keys.accessKeyId, S3_SECRET_ACCESS_KEY: secret, S3_REGION: keys.region,
});

beforeAll(async () => {
  s3 = await startFakeS3(keys);
  server = await startServer(s3Env(keys.secretAccessKey));
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('attachments in an S3-compatible bucket', () => {
  it('are put, served and deleted with signed requests, and never touch the data directory', async () => {
    const { token } = await signUp(server);
    const userId = (await server.request('GET', '/me', { token })).body.id as string;
    const taskId = await makeTask(server, token);
    const bytes = randomBytes(3000);
    const upload = await uploadRaw(server, token, taskId, bytes, { name: 'photo 1.png', type: 'image/png' });
    expect(upload.status).toBe(200);
    // One object per upload, in the user's folder.
    const [key] = [...s3.objects.keys()].filter((name) => name.startsWith(`${userId}/`));
    expect(s3.objects.get(key!)?.body.equals(bytes)).toBe(true);
    expect(s3.objects.get(key!)?.contentType).toBe('image/png');
    expect(existsSync(path.join(server.dataDir, 'attachments', userId))).toBe(false);

    const file = await download(server, token, upload.body.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');

    expect((await server.request('DELETE', `/me/attachments/${upload.body.id}`, { token })).status).toBe(204);
    expect(s3.objects.has(key!)).toBe(false);
    // The bytes, then any preview beside them.
    expect(s3.log.map((entry) => `${entry.method} ${entry.status}`)).toEqual(['PUT 200', 'GET 200', 'DELETE 204', 'DELETE 204']);
  });

  it("keep an image's preview beside it in the bucket, served by its signed url without a token", async () => {
    const { token } = await signUp(server);
    const userId = (await server.request('GET', '/me', { token })).body.id as string;
    const taskId = await makeTask(server, token);
    const image = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#cc3366' } }).jpeg().toBuffer();
    const upload = await uploadRaw(server, token, taskId, image, { name: 'photo.jpg', type: 'image/jpeg' });
    const before = s3.log.length;
    const thumb = await fetch(`${server.url}${upload.body.url}&size=thumb`);
    expect(thumb.status).toBe(200);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const [key] = [...s3.objects.keys()].filter((name) => name.startsWith(`${userId}/`) && !name.endsWith('.thumb'));
    expect(s3.objects.get(`${key}.thumb`)).toMatchObject({ body: bytes, contentType: 'image/webp' });
    // Asked again, it comes from the bucket: one GET, nothing made or put.
    expect(Buffer.from(await (await fetch(`${server.url}${upload.body.url}&size=thumb`)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(s3.log.slice(before).map((entry) => `${entry.method} ${entry.status}`)).toEqual(['GET 404', 'GET 200', 'PUT 200', 'GET 200']);
    expect((await server.request('DELETE', `/me/attachments/${upload.body.id}`, { token })).status).toBe(204);
    expect(s3.objects.has(key!)).toBe(false);
    expect(s3.objects.has(`${key}.thumb`)).toBe(false);
  });

  it('raced retries of one id store one attachment with its own bytes, and leave no other object', async () => {
    const { token } = await signUp(server);
    const userId = (await server.request('GET', '/me', { token })).body.id as string;
    const taskId = await makeTask(server, token);
    const id = `raced-${Date.now()}`;
    const racers = [1, 2, 3, 4].map((n) => randomBytes(1000 + n));
    const answers = await Promise.all(racers.map((body) => uploadRaw(server, token, taskId, body, { name: 'r.bin', id })));
    for (const answer of answers) expect(answer.body.id).toBe(id);
    const stored = answers[0]!.body;
    const file = await download(server, token, stored.url);
    expect(file.bytes.equals(racers.find((body) => body.length === stored.fileSize)!)).toBe(true);
    expect([...s3.objects.keys()].filter((name) => name.startsWith(`${userId}/`))).toHaveLength(1);
  });

  it('with a wrong secret the bucket refuses the upload, and no attachment is stored', async () => {
    const wrong = await startServer(s3Env('not-the-secret'));
    try {
      const { token } = await signUp(wrong);
      const taskId = await makeTask(wrong, token);
      const before = s3.log.length;
      const upload = await uploadRaw(wrong, token, taskId, Buffer.from('x'), { name: 'x.txt' });
      expect(upload.status).toBe(500);
      expect(s3.log.slice(before)).toEqual([expect.objectContaining({ method: 'PUT', status: 403 })]);
      expect((await wrong.request('GET', `/me/attachments?globalTaskId=${taskId}`, { token })).body).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});
