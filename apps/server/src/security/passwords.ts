import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id setting: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2id = 2; // Algorithm.Argon2id: a const enum, which isolatedModules cannot import
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash made once at start, verified against when the account does not exist, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Verifies a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('decoy password that matches nothing', options);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
