import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanIncoming } from './blob-store.js';

const dirs: string[] = [];
afterEach(async () => { for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true }); });

describe('cleanIncoming', () => {
  it('removes uploads left over for more than an hour and keeps recent ones (another process may be receiving them)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'incoming-'));
    dirs.push(dir);
    const [old, fresh] = [path.join(dir, 'old'), path.join(dir, 'fresh')];
    await writeFile(old, 'left over');
    await writeFile(fresh, 'arriving');
    const now = Date.now();
    await utimes(old, new Date(now - 2 * 3_600_000), new Date(now - 2 * 3_600_000));
    await cleanIncoming(dir, now);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('does nothing when the directory does not exist yet', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'incoming-'));
    dirs.push(dir);
    await expect(cleanIncoming(path.join(dir, 'missing'), Date.now())).resolves.toBeUndefined();
  });
});
