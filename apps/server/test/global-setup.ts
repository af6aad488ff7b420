import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** REDIS_PREFIX of this run: counters earlier runs left in the machine's Redis are never read. */
    redisPrefix: string;
  }
}

/** Migrates one embedded database once; each test file starts from a copy of it (a fresh one costs ~4 s and ~700 MB). */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'taskhub-template-'));
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const handle = await openDatabase({ dataDir: root });
    await handle.close();
  }
  project.provide('pgliteTemplate', path.join(root, 'pglite'));
  // One per run, not per server: the servers of one test (two nodes) must share their counters and channel.
  project.provide('redisPrefix', `taskhub-test-${Date.now()}-${randomBytes(4).toString('hex')}:`);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
