import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A new six-digit code, leading zeros included, from the system's secure random source. */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * What is stored in place of a code: an HMAC keyed with the server's secret and bound to the account and number,
 * so a copy of the database alone does not reveal pending codes and a hash cannot be replayed for another row.
 */
export function hashVerificationCode(secretKey: string, userId: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', secretKey).update(`${userId}\n${phoneNumber}\n${code}`).digest('base64url');
}

/** Whether a typed code matches a stored hash, in constant time so timing does not leak how close a guess was. */
export function verificationCodeMatches(
  secretKey: string, stored: { userId: string; phoneNumber: string; codeHash: string }, code: string,
): boolean {
  const expected = Buffer.from(stored.codeHash, 'base64url');
  const actual = Buffer.from(hashVerificationCode(secretKey, stored.userId, stored.phoneNumber, code), 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
