/**
 * Your data at the size of a heavy account (issue 12): 10,000 tasks exported as JSON, CSV and iCalendar (target
 * < 2 s each) and the JSON export imported into a new account (target < 10 s), as request wall time on 127.0.0.1
 * against the real server. Exits 1 when an answer is wrong (a missing task, a failed import), not when a target is
 * missed. `--postgres` (or BENCH_DATABASE_URL) runs on PostgreSQL instead of the embedded PGlite. See bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiCaller, printTable, type Row } from './bench-report.js';
import { machineBusy, prepareDatabase, runBench, startServer, stopServer, type Server } from './bench-server.js';
import { makeSeedData, seedAccount, taskCount } from './sync-seed.js';

const flags = new Set(process.argv.slice(2));
const adminUrl = process.env.BENCH_DATABASE_URL ?? (flags.has('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const importRuns = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

async function download(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'x-anydo-auth': token } });
  const text = await response.text();
  const wallMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { text, wallMs };
}

async function upload(baseUrl: string, token: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'export.json');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/import?format=taskhub`, { method: 'POST', headers: { 'x-anydo-auth': token }, body: form });
  const text = await response.text();
  const wallMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${text.slice(0, 300)}`);
  return { counts: JSON.parse(text) as { tasks: number }, wallMs };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taskhub-bench-'));
  const database = await prepareDatabase(adminUrl);
  let server: Server | undefined;
  try {
    console.log(`database: ${adminUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${taskCount.toLocaleString('en-US')} tasks; `
      + `${runs} runs per export, ${importRuns} imports; ${os.cpus().length} CPUs, Node ${process.version}`);
    const busy = await machineBusy();
    if (busy > 0.2) console.warn(`warning: the CPUs were ${(busy * 100).toFixed(0)} % busy before the run; figures will be high and noisy`);
    // The bench's own address signs up several accounts and imports big files.
    server = await startServer('serve-app.ts', { DATA_DIR: dataDir, DATABASE_URL: database.url, RATE_LIMIT_SIGNUP_PAIR: '100/3600', IMPORT_MAX_MB: '100' });
    const call = apiCaller(server.url);
    const seed = await seedAccount(call, makeSeedData(Date.now(), taskCount));
    const rows: Row[] = [];
    const wrong: string[] = [];
    let exported = '';
    for (const format of ['json', 'csv', 'ics'] as const) {
      const samples: number[] = [];
      for (let i = 0; i < runs + 1; i += 1) {
        const { text, wallMs } = await download(`${server.url}/api/v1/export?format=${format}`, seed.token);
        if (i > 0) samples.push(wallMs);
        if (format === 'json') exported = text;
        if (i === 0) console.log(`export ${format}: ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`);
      }
      rows.push({ name: `export ${format}, 10,000 tasks`, target: 2000, values: samples });
    }
    const exportedTasks = (JSON.parse(exported) as { tasks: unknown[] }).tasks.length;
    if (exportedTasks !== taskCount) wrong.push(`the JSON export held ${exportedTasks} tasks`);
    const imports: number[] = [];
    for (let i = 0; i < importRuns; i += 1) {
      const fresh = await seedAccount(call, { categories: [], labels: [], tasks: [] });
      const { counts, wallMs } = await upload(server.url, fresh.token, exported);
      if (counts.tasks !== taskCount) wrong.push(`an import made ${counts.tasks} tasks`);
      imports.push(wallMs);
    }
    rows.push({ name: 'import taskhub JSON, 10,000 tasks', target: 10_000, values: imports });
    printTable(rows);
    for (const message of new Set(wrong)) console.error(`FAILED: ${message}`);
    return wrong.length ? 1 : 0;
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main, 15);
