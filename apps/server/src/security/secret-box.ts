import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The format marker, so a later algorithm can be told apart from this one. */
const version = 'v1';

/** AES-256 needs a 32-byte key; the server's secret is any string of 32+ characters, so it is hashed to one. */
function keyFrom(secretKey: string): Buffer {
  return createHash('sha256').update(secretKey).digest();
}

/** Encrypts and authenticates a secret to store (AES-256-GCM, a fresh 96-bit nonce each time): `v1.nonce.tag.ciphertext`. */
export function sealSecret(secretKey: string, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secretKey), nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, nonce, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Decrypts what sealSecret made; answers null when it was altered, made with another key, or is not in this format. */
export function openSecret(secretKey: string, sealed: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== version) return null;
  const [nonce, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  if (nonce.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secretKey), nonce);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
