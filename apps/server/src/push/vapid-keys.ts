import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { AppContext } from '../context.js';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** The contact a push service may write to (RFC 8292 `sub`). */
  subject: string;
}

/** The MAIL_FROM address as a mailto: contact, else the public URL when it is https (the push services accept only those). */
function defaultSubject(ctx: AppContext): string {
  const address = /<([^>]+)>/.exec(ctx.config.mail.from)?.[1] ?? ctx.config.mail.from.trim();
  if (ctx.config.publicUrl.startsWith('https://')) return ctx.config.publicUrl;
  return `mailto:${address}`;
}

/**
 * Keys made on first start are kept under DATA_DIR, like the secret key: a browser's subscription is bound to the public
 * key it was made with, so the keys must outlive restarts. Several server processes need VAPID_* set (or a shared DATA_DIR).
 */
async function storedKeyPair(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch {
    await mkdir(dataDir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    // 'wx' so two processes starting at once keep the first pair written.
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
}

const loaded = new WeakMap<AppContext, Promise<VapidKeys>>();

/** The server's VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair under DATA_DIR; read once per server. */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    const { publicKey, privateKey, subject } = ctx.config.vapid;
    keys = (publicKey && privateKey ? Promise.resolve({ publicKey, privateKey }) : storedKeyPair(ctx.config.dataDir))
      .then((pair) => ({ ...pair, subject: subject ?? defaultSubject(ctx) }));
    loaded.set(ctx, keys);
  }
  return keys;
}
