import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.js';

const key = 'server-secret-key-server-secret-key-0123';

describe('secret box', () => {
  it('opens what it sealed, and hides the plaintext', () => {
    const sealed = sealSecret(key, '1//refresh-token-é');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(openSecret(key, sealed)).toBe('1//refresh-token-é');
  });

  it('uses a fresh nonce each time', () => {
    expect(sealSecret(key, 'same')).not.toBe(sealSecret(key, 'same'));
  });

  it('refuses another key', () => {
    expect(openSecret(`${key}!`, sealSecret(key, 'secret'))).toBeNull();
  });

  it('refuses an altered ciphertext, tag or nonce', () => {
    const [v, nonce, tag, ciphertext] = sealSecret(key, 'secret value').split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(openSecret(key, [v, nonce, tag, flip(ciphertext)].join('.'))).toBeNull();
    expect(openSecret(key, [v, nonce, flip(tag), ciphertext].join('.'))).toBeNull();
    expect(openSecret(key, [v, flip(nonce), tag, ciphertext].join('.'))).toBeNull();
  });

  it.each(['', 'plain', 'v2.a.b.c', 'v1.a.b', 'v1.AAAA.AAAA.AAAA'])('refuses the malformed %j', (sealed) => {
    expect(openSecret(key, sealed)).toBeNull();
  });
});
