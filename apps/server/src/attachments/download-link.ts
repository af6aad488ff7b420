import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { contentPath, type Attachment } from './attachment-store.js';

/** What signing needs: the server's secret key, the links' lifetime and the clock. */
export interface LinkSigner {
  secretKey: string;
  ttlSeconds: number;
  now(): number;
}

/** The signer of this server's links. */
export const linkSigner = (ctx: AppContext): LinkSigner => ({
  secretKey: ctx.secretKey, ttlSeconds: ctx.config.attachments.linkTtlSeconds, now: () => ctx.now(),
});

/** The query of a signed link; `size=thumb` asks for an image's preview instead of the file. */
export const signedLinkQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/).transform(Number),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  size: z.literal('thumb').optional(),
});

// A purpose of its own, so this HMAC of the secret key can never stand for another one (Apple state, sync task ids).
const sign = (secretKey: string, id: string, expires: number) =>
  createHmac('sha256', secretKey).update(`attachment-download\n${id}\n${expires}`).digest('base64url');

/**
 * A link to the attachment's bytes that works without a token until `expires` (unix seconds): the `url` every answer
 * carries, so a plain browser link, an `<img>` or a third-party client can fetch it.
 */
export function signedContentUrl(signer: LinkSigner, id: string): string {
  const expires = Math.floor(signer.now() / 1000) + signer.ttlSeconds;
  return `${contentPath(id)}?expires=${expires}&signature=${sign(signer.secretKey, id, expires)}`;
}

/** The attachment as the wire shows it: its `url` signed afresh. */
export function presentAttachment<T extends Pick<Attachment, 'id'>>(signer: LinkSigner, attachment: T): T & { url: string } {
  return { ...attachment, url: signedContentUrl(signer, attachment.id) };
}

/**
 * Attachments held as JSON text (the inside of an array, as sync answers are built), their urls signed. Parsed only
 * when there are any: a sync answer carries few attachments beside its tasks.
 */
export function presentAttachmentsJson(signer: LinkSigner, json: string): string {
  if (json === '') return json;
  const attachments = JSON.parse(`[${json}]`) as Attachment[];
  return JSON.stringify(attachments.map((attachment) => presentAttachment(signer, attachment))).slice(1, -1);
}

/** Whether a signed link is genuine for this attachment and still valid: 'valid', 'expired', or 'forged'. */
export function checkSignedLink(signer: LinkSigner, id: string, link: { expires: number; signature: string }) {
  const expected = Buffer.from(sign(signer.secretKey, id, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return link.expires * 1000 > signer.now() ? 'valid' : 'expired';
}
