import fastifyMultipart from '@fastify/multipart';
import { AppError, profilePictureMaxBytes } from '@taskhub/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { putBytes, createBlobStore } from '../attachments/blob-store.js';
import { caller } from '../context.js';
import { users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { routeBoth } from '../sync/api-paths.js';
import {
  makeProfilePicture, newProfilePictureKey, profilePictureAddress, profilePictureKeyOf, profilePictureType, releaseProfilePicture,
  writeProfilePicture,
} from './profile-picture.js';
import { userDetails } from './routes.js';

/** Room for the multipart form around the file (boundaries, part headers) before a body counts as too big unread. */
const formOverheadBytes = 16 * 1024;

const uploadSpec = routeSpec({
  tag: 'User', summary: 'Upload a profile picture; answers the user details, profilePicture its public address',
  description: 'A PNG, JPEG, WebP or GIF (by its bytes; anything else is 400 NOT_AN_IMAGE) up to 5 MB (else 413), in '
    + 'the multipart form\'s `file` field. Stored as a 256 px square WebP at PUBLIC_URL/avatars/<random id>.webp, which '
    + 'needs no token; the previous picture is removed. Rate-limited per account (RATE_LIMIT_PROFILE_PICTURE).',
  upload: {
    'multipart/form-data': {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
      required: ['file'],
    },
  },
});
const removeSpec = routeSpec({ tag: 'User', summary: 'Remove the profile picture (profilePicture null); answers the user details' });
const pictureSpec = routeSpec({
  tag: 'User', summary: 'An uploaded profile picture, to anyone holding its address',
  description: 'The address profilePicture names; 404 once it is replaced or removed, or for a name never given.',
  params: z.object({ file: z.string().max(64) }),
  answers: [{ status: 200, description: 'The picture, a 256 px square', mediaTypes: ['image/webp'] }],
});

/** The file of the multipart form's `file` field, whole; past profilePictureMaxBytes FILE_TOO_BIG. */
async function receivePicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', { message: 'Send the picture as a multipart form, in the "file" field' });
  if (Number(request.headers['content-length'] ?? 0) > profilePictureMaxBytes + formOverheadBytes) throw new AppError('FILE_TOO_BIG');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', { message: 'Send the picture in the "file" field' });
    const bytes = await part.toBuffer();
    // The parser cuts a file at its limit, one byte past ours, but tells so only when it sees the cut mid-read.
    if (part.file.truncated || bytes.length > profilePictureMaxBytes) throw new AppError('FILE_TOO_BIG');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_BIG');
    // Every other failure is in the client's body (no boundary, a form cut off): a 4xx, never a 500.
    const status = (error as { statusCode?: number } | null)?.statusCode;
    throw status !== undefined && status < 500 ? error : new AppError('BAD_REQUEST', { message: 'The multipart form is malformed' });
  }
}

/**
 * The uploaded profile picture (README, "Profile pictures"): `POST /me/profile-picture` takes an image as the
 * multipart form's `file` and stores it as a 256 px square WebP in the file store, `DELETE /me/profile-picture`
 * removes it (both answer the user details, both also under `/api/vN`); `GET /avatars/<id>.webp` serves it without a
 * token to any `<img>`, the random id being the address's only secret, for as long as it is the user's picture.
 */
export async function profilePictureRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const blobs = createBlobStore(ctx.config);
  await app.register(fastifyMultipart, { limits: { fileSize: profilePictureMaxBytes + 1, files: 1, fields: 0, parts: 1 } });

  async function upload(request: FastifyRequest) {
    const { userId } = caller(request);
    await ctx.limiter.consume({ key: `profile-picture:${userId}`, window: ctx.config.rateLimits.profilePicture });
    const picture = await makeProfilePicture(await receivePicture(request));
    const key = newProfilePictureKey();
    await putBytes(blobs, key, picture, profilePictureType);
    const address = profilePictureAddress(ctx.config.publicUrl, key);
    const written = await writeProfilePicture(ctx.db, userId, { key, address }, { lastUpdateDate: ctx.now() }).catch(async (error: unknown) => {
      await releaseProfilePicture(blobs, key, ctx.log);
      throw error;
    });
    if (!written) {
      await releaseProfilePicture(blobs, key, ctx.log);
      throw new AppError('UNAUTHORIZED');
    }
    await releaseProfilePicture(blobs, written.released, ctx.log);
    ctx.accountCache.forget(userId);
    return userDetails(ctx, userId);
  }

  routeBoth(app, 'POST', '/me/profile-picture', uploadSpec, (request, reply: FastifyReply) => upload(request).catch((error: unknown) => {
    // A refused upload may still be arriving: answer, then hang up rather than read the rest.
    void reply.header('connection', 'close');
    throw error;
  }));

  routeBoth(app, 'DELETE', '/me/profile-picture', removeSpec, async (request) => {
    const { userId } = caller(request);
    const written = await writeProfilePicture(ctx.db, userId, { address: null }, { lastUpdateDate: ctx.now() });
    if (!written) throw new AppError('UNAUTHORIZED');
    await releaseProfilePicture(blobs, written.released, ctx.log);
    ctx.accountCache.forget(userId);
    return userDetails(ctx, userId);
  });

  app.get('/avatars/:file', { config: { public: true, openapi: pictureSpec } }, async (request, reply) => {
    const key = profilePictureKeyOf(pictureSpec.params(request).file);
    if (!key) throw new AppError('NOT_FOUND');
    // Only a picture someone has now: a replaced one is gone at once, even if its bytes could not be removed.
    const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.profilePictureKey, key)).limit(1);
    const bytes = owner && await blobs.get(key);
    if (!bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', profilePictureType)
      // The address names these bytes for good (a new picture gets a new one), so any cache may keep them.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // Other people's pages load it: the app on another origin (API_HOST), later a workspace's members.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });
}
