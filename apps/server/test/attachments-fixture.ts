import type { TestServer } from './harness.js';
import { newId, pushItems } from './sync-fixture.js';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  return { status: response.status, body, headers: response.headers };
}

/** A task of the user, made through sync; answers its globalTaskId. */
export async function makeTask(server: TestServer, token: string): Promise<string> {
  const id = newId();
  await pushItems(server, token, { task: [{ id, title: 'Task with files' }] });
  return id;
}

/** POST /me/attachments with the file as the body. */
export async function uploadRaw(server: TestServer, token: string, taskId: string, bytes: Buffer, options: { name?: string; type?: string; path?: string; id?: string } = {}) {
  const headers: Record<string, string> = { 'x-anydo-auth': token, 'content-type': options.type ?? 'application/octet-stream' };
  if (options.name !== undefined) headers['x-file-name'] = encodeURIComponent(options.name);
  const query = `globalTaskId=${encodeURIComponent(taskId)}${options.id === undefined ? '' : `&id=${encodeURIComponent(options.id)}`}`;
  const response = await fetch(`${server.url}${options.path ?? '/me/attachments'}?${query}`, { method: 'POST', headers, body: bytes });
  return answerOf(response);
}

/** POST /me/attachments as a multipart form with the file in `file`. */
export async function uploadForm(server: TestServer, token: string, taskId: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${server.url}/me/attachments?globalTaskId=${encodeURIComponent(taskId)}`, { method: 'POST', headers: { 'x-anydo-auth': token }, body: form });
  return answerOf(response);
}

/** GET an attachment's bytes through its `url`. */
export async function download(server: TestServer, token: string, url: string) {
  const response = await fetch(server.url + url, { headers: { 'x-anydo-auth': token } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** Polls until check passes or the time is up. */
export async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}
