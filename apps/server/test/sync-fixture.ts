import { randomBytes } from 'node:crypto';
import type { TestServer } from './harness.js';

/** A new object id, shaped as clients make them. */
export const newId = () => randomBytes(16).toString('base64url');

type Items = Record<string, unknown>[];

/** POST /api/vN/me/sync with these pushed items per model (and the task config), answering status and body. */
export function sync(server: TestServer, token: string, options: { updatedSince?: number | string; models?: Record<string, unknown>; version?: string } = {}) {
  const query = options.updatedSince === undefined ? '' : `?updatedSince=${options.updatedSince}`;
  return server.request('POST', `/api/${options.version ?? 'v11'}/me/sync${query}`, { token, body: { models: options.models ?? {} } });
}

/** The items of one model in a sync answer, by id. */
export function byId(answer: { body: { models: Record<string, { items: Items }> } }, model: string): Map<string, Record<string, any>> {
  return new Map(answer.body.models[model]!.items.map((item) => [item.id as string, item]));
}

/** Pushes objects through sync and answers the body (expects 200). */
export async function pushItems(server: TestServer, token: string, models: Record<string, Items>, updatedSince = 0) {
  const answer = await sync(server, token, { updatedSince, models: Object.fromEntries(Object.entries(models).map(([m, items]) => [m, { items }])) });
  if (answer.status !== 200) throw new Error(`sync failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}
