import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * "BASE/MAX/CAP" in milliseconds: the first step of the progressive delay, the longest a request waits for its slot,
 * and the longest step of the counter that guards against guessing (log-in per account);
 * CAP may be left out and is then 60000 (never less than MAX).
 */
export const delaySetting = z.string().default('250/4000/60000').transform((value, ctx) => {
  const match = /^(\d+)\/(\d+)(?:\/(\d+))?$/.exec(value.trim());
  const [baseMs, maxMs] = [Number(match?.[1]), Number(match?.[2])];
  const capMs = match?.[3] === undefined ? Math.max(60_000, maxMs) : Number(match[3]);
  if (!match || baseMs < 1 || maxMs < baseMs || maxMs > 60_000 || capMs < maxMs || capMs > 3_600_000) {
    ctx.addIssue({ code: 'custom', message: 'must look like BASE_MS/MAX_MS/CAP_MS with BASE_MS <= MAX_MS <= 60000 and MAX_MS <= CAP_MS <= 3600000, e.g. 250/4000/60000' });
    return z.NEVER;
  }
  return { baseMs, maxMs, capMs };
});

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For entries count: off, a number of hops in front of the server, or the proxies'
 * addresses and ranges. The client address is then the rightmost entry not written by a trusted proxy, as the
 * leftmost ones are whatever the client sent. `true` means one hop (the one proxy that appends the client's address).
 */
export const trustProxySetting = z.string().optional().transform((value, ctx): false | number | string[] => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas' });
  return z.NEVER;
});
