import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeTask, within } from '../attachments-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { rawRequest, requestHead } from '../raw-http.js';

let server: TestServer;
let token: string;
let taskId: string;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => { logLines.push(JSON.parse(line)); } } });
  ({ token } = await signUp(server));
  taskId = await makeTask(server, token);
});
afterAll(async () => { await server.close(); });

const refusedUploads = () => logLines.filter((line) => line.msg === 'upload refused').length;
/** True once no upload has been refused for `quietMs`; false when refusals still came after `ms`. */
async function refusalsSettled(quietMs: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  let last = refusedUploads();
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    if (refusedUploads() !== last) {
      last = refusedUploads();
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return true;
  }
  return false;
}
const incoming = () => readdirSync(path.join(server.dataDir, 'attachments', '.incoming'), { withFileTypes: true }).filter((entry) => entry.isFile());
/**
 * Open files of this process inside the attachment store (uploads arriving, or stored): only the upload's own, so
 * sockets the pool or fetch keep open on a busy machine do not count.
 */
const openUploadFiles = () => {
  const store = realpathSync(path.join(server.dataDir, 'attachments'));
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(store);
    } catch {
      return false; // closed while listed
    }
  }).length;
};
const boundary = 'TruncatedBoundary7MA4YWxkTrZu0gW';
/** A multipart body cut off inside the file part: the closing boundary never comes. */
const truncatedForm = Buffer.from([
  `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="cut.txt"', 'Content-Type: text/plain', '', 'x'.repeat(3000),
].join('\r\n'));
const uploadHead = (extra: Record<string, string | number>) => requestHead('POST', `/me/attachments?globalTaskId=${taskId}`, { 'x-anydo-auth': token, ...extra });

describe('a broken upload', () => {
  it('cut off inside the file part is answered 400, and leaves no temporary file and no open file behind', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => rawRequest(server.url, [
      uploadHead({ 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': truncatedForm.length }), truncatedForm,
    ])));
    for (const answer of answers) {
      expect(answer.timedOut).toBe(false);
      expect(answer.status).toBe(400);
    }
    expect(await within(2000, () => incoming().length === 0)).toBe(true);
    expect(await within(2000, () => openUploadFiles() === 0)).toBe(true);
  });

  it('whose client hangs up inside the file leaves no temporary file and no open file behind', async () => {
    const form = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': truncatedForm.length * 10 };
    const raw = { 'content-type': 'text/plain', 'x-file-name': 'cut.txt', 'content-length': 9000 };
    await Promise.all(Array.from({ length: 50 }, (_, i) => rawRequest(server.url, [
      uploadHead(i % 2 ? form : raw), i % 2 ? truncatedForm : 'y'.repeat(3000),
    ], { waitMs: 300 })));
    // On a loaded machine a request may not have reached its file yet when the client is gone, so no file is left only
    // once the server has let go of every one: when no refusal has come for a second. Not every hung-up request is
    // refused in the log: on PostgreSQL 4 of 50 reliably end without a line (their client was gone before the handler
    // read the body), so waiting for 100 refusals never ended.
    expect(await refusalsSettled(1000, 6000)).toBe(true);
    // Cleaning up after 50 hung-up uploads took over 3 s on a loaded CI machine; what is checked is that it happens.
    expect(await within(10_000, () => incoming().length === 0)).toBe(true);
    expect(await within(10_000, () => openUploadFiles() === 0)).toBe(true);
  }, 30_000);

  it('a multipart body without a boundary answers 400', async () => {
    const answer = await rawRequest(server.url, [uploadHead({ 'content-type': 'multipart/form-data', 'content-length': 5 }), 'hello']);
    expect(answer.status).toBe(400);
  });

  it('an oversized websocket frame closes that socket with 1009 (message too big)', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(100_000));
    expect(await closed).toBe(1009);
  });

  it('client faults are logged below error level', () => {
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    // Not vacuous: the 50 cut-off uploads of the first test were each refused and logged.
    expect(refusedUploads()).toBeGreaterThanOrEqual(50);
  });
});
