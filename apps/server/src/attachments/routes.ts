import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { AppError, syncModels } from '@taskhub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { ChangeBus } from '../realtime/change-bus.js';
import { newId } from '../security/ids.js';
import { idParams, routeBoth } from '../sync/api-paths.js';
import { archivedBoardIds, mayWrite, scopeRoles, visibleScopes } from '../access/access.js';
import { claimDeletedKeys, deleteAttachment, findAttachmentById, findTask, insertAttachment, listAttachments } from './attachment-store.js';
import { cleanIncoming, createBlobStore, removeBlobs } from './blob-store.js';
import { linkSigner, presentAttachment } from './download-link.js';
import { downloadRoutes } from './download-routes.js';
import { fileName, mediaType } from './file-names.js';
import { receiveFile } from './upload.js';

/**
 * `id`: the attachment's id, chosen by the client (API.md: clients may create ids), so a retried upload is the same
 * one. Url-safe base64 only, as the server's own ids: it names the bytes in the store (blob-key.ts).
 */
const uploadQuery = z.object({ globalTaskId: z.string().min(1).max(512), id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional() });
const listQuery = z.object({ globalTaskId: z.string().min(1).max(512).optional() });
const displayNameSchema = syncModels.attachment.fields.displayName;

const uploadSpec = routeSpec({
  tag: 'Attachments', summary: 'Attach a file to a task; answers the attachment',
  description: 'The file itself as the body (its type as Content-Type, its name in X-File-Name, percent-encoded when not '
    + 'ASCII), or a multipart form with the file in the `file` field. Larger than ATTACHMENT_MAX_MB: 413. With `id`, a '
    + 'retried upload is the same attachment.',
  query: uploadQuery,
  upload: {
    'application/octet-stream': { type: 'string', contentMediaType: 'application/octet-stream' },
    'multipart/form-data': { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
  },
});
const listSpec = routeSpec({
  tag: 'Attachments', summary: 'The attachments (of one task with globalTaskId), each with a fresh signed url', query: listQuery,
});
const removeSpec = routeSpec({
  tag: 'Attachments', summary: 'Delete an attachment and its file', params: idParams, answers: [{ status: 204, description: 'Deleted' }],
});

interface IncomingUpload {
  stream: Readable;
  name: string | undefined;
  type: string | undefined;
}

/**
 * `/me/attachments` (API.md section 4; also under `/api/vN`). An upload is the file itself as the body (its type as
 * Content-Type, its name in X-File-Name, percent-encoded when not ASCII) or a multipart form with the file in the
 * `file` field. Bytes go to the blob store, the attachment object through the scope clock like any synced write.
 */
export async function attachmentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const maxBytes = ctx.config.attachments.maxBytes;
  const blobs = createBlobStore(ctx.config);
  const signer = linkSigner(ctx);

  const releaseBytes = (keys: (string | undefined)[]) => removeBlobs(blobs, keys, ctx.log);
  void cleanIncoming(blobs.incomingDir, ctx.now()).catch((error: unknown) => ctx.log.warn({ err: error }, 'leftover uploads not removed'));
  // An attachment deleted through sync (`deleted: true`) gives its bytes back too, in the process that wrote it.
  if (ctx.changes instanceof ChangeBus) {
    ctx.changes.onLocalPublish((event) => {
      if (!event.models.includes('attachment')) return;
      claimDeletedKeys(ctx.db, event.scopeIds).then(releaseBytes)
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'deleted attachments not released'));
    });
  }

  // Bodies here are files of any type, streamed to the store; never parsed as JSON or forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 5, parts: 6 } });

  async function incomingUpload(request: FastifyRequest): Promise<IncomingUpload> {
    if (request.isMultipart()) {
      // Every failure here is in the client's body (no boundary, a form cut off, a limit): a 4xx, never a 500.
      const part = await request.file().catch((error: { statusCode?: number }) => {
        throw error.statusCode !== undefined && error.statusCode < 500 ? error : new AppError('BAD_REQUEST', { message: 'The multipart form is malformed' });
      });
      if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', { message: 'Send the file in the "file" field' });
      return { stream: part.file, name: part.filename, type: part.mimetype };
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw new AppError('FILE_TOO_BIG');
    // A POST with no body at all reaches here with none to read (Fastify parses only bodies that are sent).
    if (request.body === undefined) throw new AppError('BAD_REQUEST', { message: 'Send the file as the body' });
    const header = request.headers['x-file-name'];
    return { stream: request.body as Readable, name: typeof header === 'string' ? header : undefined, type: request.headers['content-type'] };
  }

  /** The file of an upload request, stored in a temporary file, with its name and type as the client gave them. */
  async function receiveUpload(request: FastifyRequest) {
    const upload = await incomingUpload(request);
    const name = displayNameSchema.safeParse(fileName(upload.name));
    if (!name.success) throw new AppError('BAD_REQUEST', { message: 'Name the file in the X-File-Name header' });
    const received = await receiveFile(upload.stream, maxBytes, blobs.incomingDir);
    return { received, name: name.data, type: upload.type };
  }

  /** The attachment stored under a client's id: the same upload when it is the user's, of the same task; else 400. */
  async function earlierUpload(id: string, userId: string, globalTaskId: string) {
    const found = await findAttachmentById(ctx.db, id);
    if (!found) return undefined;
    if (!(await visibleScopes(ctx.db, userId)).includes(found.scopeId) || found.attachment.globalTaskId !== globalTaskId) {
      throw new AppError('BAD_REQUEST', { message: 'This attachment id is taken' });
    }
    return found;
  }

  async function upload(request: FastifyRequest, reply: FastifyReply) {
    const { userId } = caller(request);
    const query = uploadSpec.query(request);
    const task = await findTask(ctx.db, userId, query.globalTaskId);
    if (!task) throw new AppError('NOT_FOUND');
    // Attaching a file writes to the task: a guest or viewer of a shared list may see it but not add to it.
    if (!mayWrite((await scopeRoles(ctx.db, userId)).get(task.scope.id))) throw new AppError('FORBIDDEN');
    // An archived board is read-only (its cards too): 409, as every write into one.
    if ((await archivedBoardIds(ctx.db, [task.scope.id])).size > 0) throw new AppError('BOARD_ARCHIVED');
    const { scope, globalTaskId } = task;
    // A retry of an upload already stored is answered that attachment, without reading the file again.
    const earlier = query.id === undefined ? undefined : await earlierUpload(query.id, userId, globalTaskId);
    if (earlier) {
      void reply.header('connection', 'close');
      return earlier.attachment;
    }
    const { received, name, type } = await receiveUpload(request);
    const id = query.id ?? newId();
    // Each attempt's bytes under a key of its own (the row records which): a raced retry of the same id can then
    // neither overwrite nor release the bytes of the attempt that was stored.
    const key = `${scope.id}/${newId()}`;
    const mimeType = mediaType(type);
    try {
      await blobs.put(key, received, mimeType);
    } finally {
      await rm(received.path, { force: true });
    }
    const input = { id, globalTaskId, displayName: name, mimeType, fileSize: received.size, uploaderId: userId };
    const stored = await insertAttachment(ctx.db, scope, input, key, ctx.now()).catch(async (error: unknown) => {
      await releaseBytes([key]);
      throw error;
    });
    if (!stored) {
      // A retry that raced the first upload of this id: the first one stored is the attachment, with its own bytes.
      await releaseBytes([key]);
      const same = await earlierUpload(id, userId, globalTaskId);
      if (!same) throw new AppError('NOT_FOUND');
      return same.attachment;
    }
    ctx.changes?.publish({ scopeIds: [scope.id], models: ['attachment'], lastUpdateDate: stored.seq });
    return stored.object;
  }

  routeBoth(app, 'POST', '/me/attachments', uploadSpec, (request, reply: FastifyReply) => upload(request, reply).then((attachment) => presentAttachment(signer, attachment), (error: unknown) => {
    // A refused upload may still be arriving: answer, then hang up rather than read the rest.
    void reply.header('connection', 'close');
    // The client's fault (cut off, too big, malformed): worth a line, not an error.
    if (error instanceof AppError) request.log.info({ errorCode: error.code, reason: error.message }, 'upload refused');
    throw error;
  }));

  routeBoth(app, 'GET', '/me/attachments', listSpec, async (request) => {
    const { userId } = caller(request);
    const query = listSpec.query(request);
    // Named by id or globalTaskId, the task's attachments are those stored under its globalTaskId.
    const task = query.globalTaskId === undefined ? undefined : await findTask(ctx.db, userId, query.globalTaskId);
    if (query.globalTaskId !== undefined && !task) throw new AppError('NOT_FOUND');
    return (await listAttachments(ctx.db, userId, task?.globalTaskId)).map((attachment) => presentAttachment(signer, attachment));
  });

  downloadRoutes(app, blobs);

  routeBoth(app, 'DELETE', '/me/attachments/:id', removeSpec, async (request, reply: FastifyReply) => {
    const result = await deleteAttachment(ctx.db, caller(request).userId, removeSpec.params(request).id, ctx.now());
    if (!result) throw new AppError('NOT_FOUND');
    await releaseBytes([result.storageKey]);
    if (result.seq !== null) ctx.changes?.publish({ scopeIds: [result.scopeId], models: ['attachment'], lastUpdateDate: result.seq });
    return reply.status(204).send();
  });
}
