/**
 * Sync at the size of a heavy account (issue 4): 10,000 tasks. Measures the server's full sync (updatedSince=0, done
 * and deleted tasks included, as the web client asks) and an incremental sync with nothing new, both as request
 * wall time on 127.0.0.1 and as the server's own time (`Server-Timing: app;dur=`, set by the sync route); then
 * Chromium's time to first render of the tasks, cold (empty IndexedDB), warm (second load) and repeat (third load). Targets: ≤ 300 ms,
 * ≤ 10 ms and ≤ 1 s. Exits 1 when a sync answer is wrong (not when a target is missed). See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCaller, percentile, printTable, type ApiCaller, type Row } from './bench-report.js';
import { machineBusy, prepareDatabase, startServer, stopServer, type Server, runBench } from './bench-server.js';
import { measureFirstRender } from './sync-browser.js';
import { benchTaskTitle, makeSeedData, seedAccount, taskCount } from './sync-seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const adminUrl = process.env.BENCH_DATABASE_URL ?? (flags.has('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const browserRuns = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const warmupRuns = 5;
/** apps/web/src/auth/token-storage.ts's key (not imported: that file needs the DOM types). */
const authTokenStorageKey = 'taskhub.authToken';
if (!Number.isInteger(runs) || runs < 20) throw new Error('BENCH_RUNS must be an integer >= 20');

interface Sample { wallMs: number; appMs: number; bytes: number; json: Record<string, unknown> }

/** The request body of the web client's sync (packages/sync-client buildRequest) with nothing to push. */
const pullBody = {
  models: {
    task: { items: [], config: { includeDone: true, includeDeleted: true } },
    category: { items: [] }, label: { items: [] }, myDayEntry: { items: [] }, attachment: { items: [] },
  },
};

const itemCount = (json: Record<string, unknown>, model: string) =>
  ((json.models as Record<string, { items: unknown[] }>)[model]?.items.length ?? 0);

async function sample(call: ApiCaller, token: string, updatedSince: number, count: number): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let i = 0; i < count; i += 1) out.push(await call('POST', `/api/v11/me/sync?updatedSince=${updatedSince}`, pullBody, token));
  return out;
}

async function main(): Promise<number> {
  if (!flags.has('--no-browser') && !flags.has('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taskhub-bench-'));
  let server: Server | undefined;
  const database = await prepareDatabase(adminUrl);
  try {
    console.log(`database: ${adminUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${runs} runs per sync after ${warmupRuns} `
      + `warm-up runs; ${os.cpus().length} CPUs, Node ${process.version}`);
    const busy = await machineBusy();
    if (busy > 0.2) console.warn(`warning: the CPUs were ${(busy * 100).toFixed(0)} % busy before the run; figures will be high and noisy`);
    server = await startServer('serve-app.ts', { DATA_DIR: dataDir, DATABASE_URL: database.url });
    const call = apiCaller(server.url);

    const seed = await seedAccount(call, makeSeedData(Date.now()));
    console.log(`seeded ${taskCount} tasks in ${seed.pushMs.length} pushes of ${taskCount / seed.pushMs.length}: `
      + `${(seed.totalMs / 1000).toFixed(1)} s in all, ${(taskCount / (seed.pushMs.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)} tasks/s, `
      + `push p50 ${percentile(seed.pushMs, 0.5).toFixed(0)} ms, max ${Math.max(...seed.pushMs).toFixed(0)} ms`);

    await sample(call, seed.token, 0, warmupRuns);
    const full = await sample(call, seed.token, 0, runs);
    const cursor = Number(full.at(-1)!.json.lastUpdateDate);
    await sample(call, seed.token, cursor, warmupRuns);
    const incremental = await sample(call, seed.token, cursor, runs);
    const last = full.at(-1)!.json;
    console.log(`full sync answer: ${itemCount(last, 'task')} tasks, ${itemCount(last, 'category')} lists, ${itemCount(last, 'label')} labels, `
      + `${(full.at(-1)!.bytes / 1e6).toFixed(2)} MB of JSON; incremental answer: ${incremental.at(-1)!.bytes} bytes`);
    const wrong = [
      ...full.filter((s) => itemCount(s.json, 'task') < taskCount).map(() => 'a full sync missed tasks'),
      ...incremental.filter((s) => itemCount(s.json, 'task') + itemCount(s.json, 'category') > 0).map(() => 'an incremental sync returned objects'),
      ...[...full, ...incremental].filter((s) => Number.isNaN(s.appMs)).map(() => 'a sync answer had no Server-Timing'),
    ];

    const rows: Row[] = [
      { name: 'full sync, wall', target: 300, values: full.map((s) => s.wallMs) },
      { name: 'full sync, server (app;dur)', target: 300, values: full.map((s) => s.appMs) },
      { name: 'incremental, no change, wall', target: 10, values: incremental.map((s) => s.wallMs) },
      { name: 'incremental, no change, server', target: 10, values: incremental.map((s) => s.appMs) },
    ];
    if (!flags.has('--no-browser')) {
      const render = await measureFirstRender({
        baseUrl: server.url, path: process.env.BENCH_PAGE ?? '/', token: seed.token, tokenKey: authTokenStorageKey,
        titlePrefix: 'Bench task ', taskCount, runs: browserRuns, timeoutMs: 30_000,
      });
      if (render.missing) console.warn(`browser: could not measure first render: ${render.missing}`);
      rows.push({ name: 'Chromium first render, cold', target: 1000, values: render.cold.map((t) => t.painted) });
      rows.push({ name: 'Chromium first render, warm', target: 1000, values: render.warm.map((t) => t.painted) });
      rows.push({ name: 'Chromium first render, repeat', target: 1000, values: render.repeat.map((t) => t.painted) });
      const median = (values: (number | undefined)[]) => {
        const known = values.filter((v): v is number => v !== undefined);
        return known.length ? `${percentile(known, 0.5).toFixed(0)} ms` : '-';
      };
      for (const [name, loads] of [['cold', render.cold], ['warm', render.warm], ['repeat', render.repeat]] as const) {
        console.log(`${name} load, p50 ms since navigation start: scripts ran (DOMContentLoaded) ${median(loads.map((t) => t.scriptsRan))}, `
          + `sync asked ${median(loads.map((t) => t.syncAsked))}, answered ${median(loads.map((t) => t.syncAnswered))}, first task row in the page ${median(loads.map((t) => t.taskSeen))}, `
          + `painted ${median(loads.map((t) => t.painted))}`);
      }
      console.log(`(first render waits for any row titled "${benchTaskTitle(1).slice(0, 11)}…" at ${process.env.BENCH_PAGE ?? '/'})`);
    }
    printTable(rows);
    for (const message of new Set(wrong)) console.error(`FAILED: ${message}`);
    return wrong.length ? 1 : 0;
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
