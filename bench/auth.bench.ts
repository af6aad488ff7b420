/**
 * Load test of the account API against a bare Fastify baseline: GET /bare, GET /me and POST /login, 50 connections
 * each, for BENCH_DURATION seconds (10 by default). The servers run in child processes so that autocannon does not
 * share their CPU unevenly; everything listens on 127.0.0.1 and is stopped at the end. Exits 1 when any request
 * failed or answered outside 2xx. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineBusy, prepareDatabase, startServer, stopServer, type Server } from './bench-server.js';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL;
const connections = 50;
const warmupSeconds = 2;
if (!Number.isFinite(duration) || duration < 1) throw new Error('BENCH_DURATION must be a number of seconds >= 1');

interface Row { route: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; bytes: number }

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { json: JSON.parse(text) as Record<string, unknown>, size: Buffer.byteLength(text) };
}

/** One warm-up run (JIT, connection pools) that is thrown away, then the measured run. */
async function measure(route: string, options: autocannon.Options): Promise<Row> {
  await autocannon({ ...options, connections, duration: warmupSeconds });
  const result = await autocannon({ ...options, connections, duration });
  return {
    route, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors, non2xx: result.non2xx, bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/** Share of CPU time the machine spent busy over one second: other work skews every figure, so the run says so. */
function printTable(rows: Row[]) {
  const header = ['route', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes/resp'];
  const cells = rows.map((r) => [
    r.route, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), String(r.non2xx), r.bytes.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taskhub-bench-'));
  const servers: Server[] = [];
  let database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  try {
    database = await prepareDatabase(adminUrl);
    console.log(`database: ${adminUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${connections} connections, `
      + `${duration} s per route after ${warmupSeconds} s warm-up; ${os.cpus().length} CPUs, Node ${process.version}`);
    const busy = await machineBusy();
    if (busy > 0.2) console.warn(`warning: the CPUs were ${(busy * 100).toFixed(0)} % busy before the run; figures will be low and noisy`);
    const bare = await startServer('serve-bare.ts', {});
    servers.push(bare);
    const app = await startServer('serve-app.ts', { DATA_DIR: dataDir, DATABASE_URL: database.url });
    servers.push(app);

    const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench password 0123456789';
    const signUp = await call('POST', `${app.url}/user`, { name: 'Bench User', username: email, password, client_id: 'bench-me' });
    const token = String(signUp.json.auth_token);
    const me = await call('GET', `${app.url}/me`, undefined, { 'x-anydo-auth': token });
    const bareSize = (await call('GET', `${bare.url}/bare`)).size;
    console.log(`JSON bodies: GET /me ${me.size} bytes, GET /bare ${bareSize} bytes`);

    const rows = [
      await measure('GET /bare', { url: `${bare.url}/bare` }),
      await measure('GET /me', { url: `${app.url}/me`, headers: { 'x-anydo-auth': token } }),
      // A fixed client_id: each login replaces that device's session, as a real client logging in again does.
      await measure('POST /login', {
        url: `${app.url}/login`, method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, client_id: 'bench-login' }),
      }),
    ];
    printTable(rows);
    console.log(`\nGET /me / GET /bare = ${(rows[1]!.rps / rows[0]!.rps * 100).toFixed(1)} %`);
    console.log('(POST /login is CPU-bound by design: argon2id at OWASP parameters costs 10-20 ms of CPU per attempt.)');
    const failed = rows.filter((r) => r.errors + r.non2xx > 0);
    for (const r of failed) console.error(`FAILED: ${r.route} had ${r.errors} errors (timeouts included) and ${r.non2xx} non-2xx answers`);
    return failed.length ? 1 : 0;
  } finally {
    await Promise.all(servers.map((s) => stopServer(s.child)));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// A hung server must not hang the run: give up well after the longest expected time.
const budgetMs = (3 * (duration + warmupSeconds) + 180) * 1000;
setTimeout(() => { console.error(`bench: no result after ${budgetMs / 1000} s, giving up`); process.exit(2); }, budgetMs).unref();

main().then((code) => { process.exitCode = code; }, (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
