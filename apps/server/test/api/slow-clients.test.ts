import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeTask, within } from '../attachments-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { rawRequest, requestHead, trickledRequest } from '../raw-http.js';
import { newId, pushItems } from '../sync-fixture.js';

const timeoutMs = 1000;
/** The whole request's deadline, well past the idle timeout: a steady body longer than the idle timeout still fits. */
const deadlineMs = 5000;
let server: TestServer;
let token: string;
const logLines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  server = await startServer({ REQUEST_IDLE_TIMEOUT_MS: String(timeoutMs), REQUEST_TIMEOUT_MS: String(deadlineMs), LOG_LEVEL: 'info' }, { logStream: { write: (line) => { logLines.push(JSON.parse(line)); } } });
  ({ token } = await signUp(server));
});
afterAll(async () => { await server.close(); });

/** The idle timeout, plus the check interval (a quarter of it), plus slack for a busy machine. */
const droppedWithin = timeoutMs * 3;

describe('a client that stops sending', () => {
  it('halfway through a JSON body is dropped within the idle timeout', async () => {
    const answer = await rawRequest(server.url, [
      requestHead('POST', '/login', { 'content-type': 'application/json', 'content-length': 200 }), '{"email":"slow@example.com",',
    ], { waitMs: 20_000 });
    expect(answer.timedOut).toBe(false);
    expect(answer.closedAfterMs).toBeLessThan(droppedWithin);
    expect(answer.status).toBe(408);
  });

  it('halfway through its headers is dropped too', async () => {
    const answer = await rawRequest(server.url, ['GET /healthz HTTP/1.1\r\nhost: localhost\r\n'], { waitMs: 20_000 });
    expect(answer.timedOut).toBe(false);
    expect(answer.closedAfterMs).toBeLessThan(droppedWithin);
  });

  it('halfway through an upload is dropped, and its temporary file removed', async () => {
    const taskId = await makeTask(server, token);
    const head = requestHead('POST', `/me/attachments?globalTaskId=${taskId}`, {
      'x-anydo-auth': token, 'content-type': 'text/plain', 'x-file-name': 'slow.txt', 'content-length': 100_000,
    });
    const answer = await rawRequest(server.url, [head, 'z'.repeat(5000)], { waitMs: 20_000 });
    expect(answer.timedOut).toBe(false);
    expect(answer.closedAfterMs).toBeLessThan(droppedWithin);
    const incoming = path.join(server.dataDir, 'attachments', '.incoming');
    expect(await within(2000, () => readdirSync(incoming).length === 0)).toBe(true);
  });
});

describe('a slow but steady client', () => {
  const uploadHead = (taskId: string, length: number) => requestHead('POST', `/me/attachments?globalTaskId=${taskId}`, {
    'x-anydo-auth': token, 'content-type': 'application/octet-stream', 'x-file-name': 'steady.bin', 'content-length': length,
  });

  it('sending an upload a little at a time, for longer than the idle timeout in all, is answered normally', async () => {
    const taskId = await makeTask(server, token);
    const chunks = Array.from({ length: 14 }, () => 'q'.repeat(100));
    const answer = await trickledRequest(server.url, uploadHead(taskId, 1400), chunks, 200);
    expect(answer.sentForMs).toBeGreaterThan(timeoutMs * 2);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"fileSize":1400');
  });

  it('is still dropped at the deadline for the whole request', async () => {
    const taskId = await makeTask(server, token);
    const chunks = Array.from({ length: 100 }, () => 'q'.repeat(10));
    const answer = await trickledRequest(server.url, uploadHead(taskId, 1000), chunks, 200);
    expect(answer.status).toBe(408);
    expect(answer.sentForMs).toBeGreaterThan(deadlineMs - 500);
    expect(answer.sentForMs).toBeLessThan(deadlineMs * 2);
  });
});

describe('a websocket', () => {
  it('is not cut by the idle timeout', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${token}`);
    const messages: { type: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await within(3000, () => messages.some((message) => message.type === 'ready'));
    await new Promise((resolve) => setTimeout(resolve, droppedWithin));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    await pushItems(server, token, { task: [{ id: newId(), title: 'heard' }] });
    expect(await within(3000, () => messages.some((message) => message.type === 'changed'))).toBe(true);
    socket.close();
  });
});

describe('dropping slow clients, and clients that hang up mid-body', () => {
  it('is logged below error level', async () => {
    await rawRequest(server.url, [requestHead('PUT', '/me', { 'x-anydo-auth': token, 'content-type': 'application/json', 'content-length': 100 }), '{"name":'], { waitMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
