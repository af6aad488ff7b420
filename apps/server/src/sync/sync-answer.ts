import type { RejectedSyncItem, SyncModelName } from '@taskhub/domain';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { presentAttachmentsJson, type LinkSigner } from '../attachments/download-link.js';
import type { Database } from '../db/database.js';
import { pullChangedJson, type PullOptions } from './object-store.js';
import type { ServerModel } from './shared-members.js';

/** The models of the answer, in the order of `SyncResponse` (`taskNotification`, reserved, is always empty). */
const answerModels: (SyncModelName | ServerModel | 'taskNotification')[] = [
  'task', 'category', 'label', 'myDayEntry', 'attachment', 'sharedMember', 'userNotification', 'taskNotification', 'board', 'section', 'customView',
];

/**
 * The sync answer of API.md section 4 (`SyncResponse`): every visible object changed after `updatedSince`, and the
 * next cursor, with the items the push refused alone under `models.<model>.rejected` (and the current version of each
 * the server holds, so the device rolls back, as API.md section 5 says), and the ids of scopes the user left under
 * `models.<model>.removed`. Built as text around the stored JSON
 * documents (see `pullChangedJson`), so the caller sends it with `sendJson`, not as an object Fastify would serialize.
 * Attachments' urls are signed as they leave (download-link.ts).
 */
export async function syncAnswer(
  db: Database, signer: LinkSigner, userId: string, updatedSince: number, options: PullOptions, rejected: Partial<Record<SyncModelName, RejectedSyncItem[]>> = {},
): Promise<string> {
  const rollBack = Object.fromEntries(Object.entries(rejected).map(([model, items]) => [model, items.flatMap((item) => item.id ?? [])]));
  const { json, members, boards, sections, cursor, removed } = await pullChangedJson(db, userId, updatedSince, options, rollBack);
  json.attachment = presentAttachmentsJson(signer, json.attachment);
  const joined = (objects: object[]) => objects.map((object) => JSON.stringify(object)).join(',');
  const items: Partial<Record<(typeof answerModels)[number], string>> = { ...json, sharedMember: joined(members), board: joined(boards), section: joined(sections) };
  const models = answerModels.map((model) => {
    const refused = rejected[model as SyncModelName];
    const gone = removed[model as SyncModelName | ServerModel];
    return `"${model}":{"items":[${items[model] ?? ''}]${refused ? `,"rejected":${JSON.stringify(refused)}` : ''}${gone ? `,"removed":${JSON.stringify(gone)}` : ''}}`;
  });
  return `{"models":{${models.join(',')}},"lastUpdateDate":${JSON.stringify(cursor)}}`;
}

/** Sends JSON text as Fastify sends a serialized object (same content type), without serializing it again. */
export const sendJson = (reply: FastifyReply, text: string | Readable) => reply.type('application/json; charset=utf-8').send(text);

/**
 * Sends JSON text in UTF-8 pieces, one after the other, as `sendJson` sends it whole (the same headers, Content-Length
 * included): a large piece kept in memory (an opened board's cards) goes out as it is, never copied into a new buffer.
 */
export function sendJsonPieces(reply: FastifyReply, pieces: Buffer[]) {
  reply.header('content-length', pieces.reduce((sum, piece) => sum + piece.length, 0));
  return sendJson(reply, Readable.from(pieces, { objectMode: false }));
}
