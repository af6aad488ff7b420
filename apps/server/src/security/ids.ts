import { createHash, randomBytes } from 'node:crypto';

/** A new object id: url-safe base64 of 16 random bytes (API.md section 2). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new secret token: 32 random bytes (256 bits), url-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token: its SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
