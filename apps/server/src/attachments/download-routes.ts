import type { Readable } from 'node:stream';
import { AppError, hasPreview } from '@taskhub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeSpec } from '../http/route-spec.js';
import { idParams, routeBoth } from '../sync/api-paths.js';
import { findAttachmentById, findAttachmentContent } from './attachment-store.js';
import { putBytes, thumbnailKey, type BlobStore } from './blob-store.js';
import { checkSignedLink, linkSigner, signedLinkQuery } from './download-link.js';
import { contentDisposition } from './file-names.js';
import { makeThumbnail, thumbnailType } from './thumbnails.js';

const sizeQuery = z.object({ size: z.literal('thumb').optional() });
const download = routeSpec({
  tag: 'Attachments', summary: 'An attachment\'s file, or with size=thumb an image\'s preview',
  description: 'With the token, to a user who sees the attachment; or without one, with the signed query of the '
    + 'attachment\'s url (expires, signature), to anyone holding the link until it expires: an expired or altered link is 403.',
  params: idParams,
  query: sizeQuery,
  answers: [{ status: 200, description: 'The file', mediaTypes: ['application/octet-stream'] }],
});
const noPreview = () => new AppError('NOT_FOUND', { message: 'This file has no preview' });

/**
 * GET `/me/attachments/{id}/content` (also under `/api/vN`): the bytes, or with `size=thumb` an image's preview.
 * Either with the token header, to a user who sees the attachment, or with the signed query of its `url` and no
 * token (a browser link, an `<img>`), to anyone holding the link until it expires: expired or altered answers 403,
 * a deleted attachment 404.
 */
export function downloadRoutes(app: FastifyInstance, blobs: BlobStore) {
  const { ctx } = app;
  const signer = linkSigner(ctx);
  /** Previews being made, by the key of their image: callers at once wait for the same one. */
  const making = new Map<string, Promise<Buffer | null>>();

  /** Who may have the bytes: a signed-in user (among what they see), or anyone (a genuine signed link). */
  function reader(request: FastifyRequest, id: string): string | undefined {
    if (request.auth) return request.auth.userId;
    const link = signedLinkQuery.safeParse(request.query);
    const check = link.success ? checkSignedLink(signer, id, link.data) : 'forged';
    if (check === 'forged') throw new AppError('FORBIDDEN', { message: 'This download link is not valid' });
    if (check === 'expired') throw new AppError('FORBIDDEN', { message: 'This download link has expired' });
    return undefined;
  }

  /** Makes an image's preview and keeps it beside the image; null when the image's bytes are gone. */
  async function makePreview(id: string, storageKey: string): Promise<Buffer | null> {
    const original = await blobs.get(storageKey);
    if (!original) return null;
    const bytes = await makeThumbnail(original);
    const key = thumbnailKey(storageKey);
    try {
      await putBytes(blobs, key, bytes, thumbnailType);
      // Deleted meanwhile: its bytes (and any preview) were released before this one was stored, so release it too.
      if ((await findAttachmentById(ctx.db, id))?.storageKey !== storageKey) await blobs.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'attachment preview not kept');
    }
    return bytes;
  }

  async function preview(id: string, storageKey: string): Promise<Readable | Buffer | null> {
    // A bucket that may not list answers a missing key 403, not 404: any failure here means "make it".
    const kept = await blobs.get(thumbnailKey(storageKey)).catch(() => null);
    if (kept) return kept;
    let pending = making.get(storageKey);
    if (!pending) {
      pending = makePreview(id, storageKey).finally(() => making.delete(storageKey));
      making.set(storageKey, pending);
    }
    return pending;
  }

  routeBoth(app, 'GET', '/me/attachments/:id/content', download, async (request, reply: FastifyReply) => {
    const { id } = download.params(request);
    const { size } = download.query(request);
    const found = await findAttachmentContent(ctx.db, id, reader(request, id));
    if (!found) throw new AppError('NOT_FOUND');
    const { attachment, storageKey } = found;
    if (size === 'thumb' && !hasPreview(attachment.mimeType)) throw noPreview();
    const bytes = size === 'thumb' ? await preview(id, storageKey) : await blobs.get(storageKey);
    if (!bytes) throw new AppError('NOT_FOUND');
    // Never a page of this site: whatever the file holds, the browser neither renders it as one nor sniffs it.
    return reply
      .header('content-type', size === 'thumb' ? thumbnailType : attachment.mimeType)
      .header('content-disposition', size === 'thumb' ? 'inline' : contentDisposition(attachment.displayName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // A signed link is the key itself: an `<img>` of the app may load it from another site (an API_HOST).
      .header('cross-origin-resource-policy', request.auth ? 'same-site' : 'cross-origin')
      .send(bytes);
  }, { signedLink: true });
}
