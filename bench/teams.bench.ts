/**
 * The teams half at size (issue 13). Two measures, on the real server (serve-app.ts) in a child process:
 * - Sync of a member of 20 shared lists against a one-scope account of the same size: the same 20 lists and tasks
 *   (10,000 by default, `--tasks N`), once an account's own lists, once another person's lists shared with the
 *   member. Full sync (updatedSince=0) and a sync with nothing new, wall time and the server's own time. Target: the
 *   member's p50 within 2× of the one-scope account's.
 * - A change fanned out to 200 members' sockets (`--members N`): 200 people in one shared list, each with `/ws`
 *   open; the owner pushes a task to the list 30 times; each socket's `changed` message is timed from the moment the
 *   push was sent. Target: p95 ≤ 100 ms on loopback.
 * Exits 1 when an answer is wrong (a sync missing tasks, a socket that heard nothing), not when a target is missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { apiCaller, wholeOption, percentile, printTable, type ApiCaller, type Row } from './bench-report.js';
import { machineBusy, prepareDatabase, runBench, startServer, stopServer } from './bench-server.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => wholeOption(args, name, fallback);
const taskTotal = option('--tasks', 10_000);
const memberCount = option('--members', 200);
const scopeCount = 20;
const runs = Number(process.env.BENCH_RUNS ?? 30);
const warmupRuns = 5;
const changes = 30;
const adminUrl = process.env.BENCH_DATABASE_URL ?? (args.includes('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const newId = () => randomBytes(16).toString('base64url');
const batch = 1_000;

/** The web client's sync body with nothing to push (as sync.bench.ts sends). */
const pullBody = { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } };

interface Person { token: string; email: string }

async function signUp(call: ApiCaller, name: string): Promise<Person> {
  const email = `bench.teams.${name}.${randomBytes(4).toString('hex')}@example.com`;
  const answer = await call('POST', '/user', { name, username: email, password: 'bench password 0123456789', client_id: `bench-${name}` });
  return { token: String(answer.json.auth_token), email };
}

/** 20 lists and `taskTotal` tasks spread over them, pushed by `owner` through sync as a client would; answers the list ids. */
async function seedLists(call: ApiCaller, owner: Person): Promise<string[]> {
  const now = Date.now();
  const lists = Array.from({ length: scopeCount }, (_, i) => ({ id: newId(), name: `Team list ${i + 1}`, nameUpdateTime: now, creationDate: now }));
  await call('POST', '/api/v11/me/sync?updatedSince=0', { models: { category: { items: lists } } }, owner.token);
  const tasks = Array.from({ length: taskTotal }, (_, n) => ({
    id: newId(), title: `Team task ${n + 1}`, titleUpdateTime: now, categoryId: lists[n % scopeCount]!.id, categoryIdUpdateTime: now,
    status: n % 10 === 0 ? 'CHECKED' : 'UNCHECKED', statusUpdateTime: now, dueDate: n % 3 === 0 ? now + (n % 60) * 86_400_000 : null,
    dueDateUpdateTime: now, creationDate: now,
  }));
  for (let i = 0; i < tasks.length; i += batch) {
    await call('POST', '/api/v11/me/sync?updatedSince=0', { models: { task: { items: tasks.slice(i, i + batch) } } }, owner.token);
  }
  return lists.map((list) => list.id);
}

/** `owner` shares the list with every one of `people` (as members), and each accepts. */
async function share(call: ApiCaller, owner: Person, listId: string, people: Person[]) {
  for (let i = 0; i < people.length; i += 50) {
    const emails = people.slice(i, i + 50).map((one) => one.email).join(', ');
    await call('POST', `/api/v1/categories/${listId}/members`, { emails, role: 'member' }, owner.token);
  }
  for (const one of people) {
    const pending = (await call('GET', '/api/v1/invitations', undefined, one.token)).json as unknown as { id: string; targetId: string }[];
    const invitation = pending.find((candidate) => candidate.targetId === listId);
    if (!invitation) throw new Error(`no invitation to the list for ${one.email}`);
    await call('POST', `/api/v1/invitations/${invitation.id}/accept`, undefined, one.token);
  }
}

const taskItems = (json: Record<string, any>) => (json.models?.task?.items ?? []).length as number;

/** Full and no-change sync of one account: wall and server times, and whether each full answer held every task. */
async function measureSync(call: ApiCaller, who: Person, label: string): Promise<{ rows: Row[]; wrong: string[] }> {
  const sample = async (since: number, count: number) => {
    const out = [];
    for (let i = 0; i < count; i += 1) out.push(await call('POST', `/api/v11/me/sync?updatedSince=${since}`, pullBody, who.token));
    return out;
  };
  await sample(0, warmupRuns);
  const full = await sample(0, runs);
  const cursor = Number(full.at(-1)!.json.lastUpdateDate);
  await sample(cursor, warmupRuns);
  const quiet = await sample(cursor, runs);
  console.log(`${label}: full answer ${taskItems(full.at(-1)!.json)} tasks, ${(full.at(-1)!.bytes / 1e6).toFixed(2)} MB; no-change answer ${quiet.at(-1)!.bytes} bytes`);
  const wrong = [
    ...full.filter((s) => taskItems(s.json) < taskTotal).map(() => `a full sync of the ${label} missed tasks`),
    ...quiet.filter((s) => taskItems(s.json) > 0).map(() => `a no-change sync of the ${label} returned tasks`),
  ];
  return {
    wrong,
    rows: [
      { name: `full sync, wall, ${label}`, target: 300, values: full.map((s) => s.wallMs) },
      { name: `full sync, server, ${label}`, target: 300, values: full.map((s) => s.appMs) },
      { name: `no-change sync, wall, ${label}`, target: 10, values: quiet.map((s) => s.wallMs) },
      { name: `no-change sync, server, ${label}`, target: 10, values: quiet.map((s) => s.appMs) },
    ],
  };
}

/** A socket on /ws that records when each `changed` message arrived. */
function listen(baseUrl: string, token: string): Promise<{ ws: WebSocket; heard: number[] }> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`);
  const heard: number[] = [];
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'ready') resolve({ ws, heard });
      if (message.type === 'changed') heard.push(performance.now());
    });
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
}

/** The owner's change to a list of `memberCount` people reaching each of their sockets, timed from the push's send. */
async function measureFanOut(call: ApiCaller, baseUrl: string): Promise<{ rows: Row[]; wrong: string[] }> {
  const owner = await signUp(call, 'fanout-owner');
  const listId = newId();
  await call('POST', '/api/v11/me/sync?updatedSince=0', { models: { category: { items: [{ id: listId, name: 'Everyone' }] } } }, owner.token);
  const people: Person[] = [];
  for (let i = 0; i < memberCount; i += 1) people.push(await signUp(call, `fanout-${i}`));
  await share(call, owner, listId, people);
  const sockets = await Promise.all(people.map((one) => listen(baseUrl, one.token)));
  const sinceSent: number[] = [];
  const wrong: string[] = [];
  for (let round = 0; round < changes + warmupRuns; round += 1) {
    for (const socket of sockets) socket.heard.length = 0;
    const sent = performance.now();
    await call('POST', '/api/v11/me/sync?updatedSince=0', { models: { task: { items: [{ id: newId(), title: `Change ${round}`, categoryId: listId }] } } }, owner.token);
    const deadline = performance.now() + 5_000;
    while (sockets.some((socket) => socket.heard.length === 0) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    const deaf = sockets.filter((socket) => socket.heard.length === 0).length;
    if (deaf > 0) wrong.push(`${deaf} of ${memberCount} sockets heard nothing of a change within 5 s`);
    if (round < warmupRuns) continue;
    for (const socket of sockets) if (socket.heard.length > 0) sinceSent.push(socket.heard[0]! - sent);
  }
  for (const socket of sockets) socket.ws.close();
  return {
    wrong,
    rows: [{ name: `change to ${memberCount} sockets, since the push was sent`, target: 100, values: sinceSent }],
  };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taskhub-bench-teams-'));
  const database = await prepareDatabase(adminUrl);
  const server = await startServer('serve-app.ts', { DATA_DIR: dataDir, DATABASE_URL: database.url });
  try {
    console.log(`database: ${adminUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${taskTotal} tasks in ${scopeCount} lists; `
      + `${memberCount} sockets; ${runs} runs per sync; ${os.cpus().length} CPUs, Node ${process.version}`);
    const busy = await machineBusy();
    if (busy > 0.2) console.warn(`warning: the CPUs were ${(busy * 100).toFixed(0)} % busy before the run; figures will be high and noisy`);
    const call = apiCaller(server.url);
    const [solo, owner, member] = [await signUp(call, 'solo'), await signUp(call, 'owner'), await signUp(call, 'member')];
    await seedLists(call, solo);
    const shared = await seedLists(call, owner);
    for (const listId of shared) await share(call, owner, listId, [member]);
    const oneScope = await measureSync(call, solo, 'one scope');
    const twenty = await measureSync(call, member, `member of ${scopeCount} shared lists`);
    const fanOut = await measureFanOut(call, server.url);
    printTable([...oneScope.rows, ...twenty.rows, ...fanOut.rows]);
    for (const [index, what] of ['full sync, wall', 'full sync, server', 'no-change sync, wall', 'no-change sync, server'].entries()) {
      const ratio = percentile(twenty.rows[index]!.values, 0.5) / percentile(oneScope.rows[index]!.values, 0.5);
      console.log(`${what}: the member of ${scopeCount} shared lists takes ${ratio.toFixed(2)}× the one-scope account's p50 (${ratio <= 2 ? 'within' : 'NOT within'} 2×)`);
    }
    const p95 = percentile(fanOut.rows[0]!.values, 0.95);
    console.log(`fan-out: p95 ${p95.toFixed(1)} ms since the push was sent (${p95 <= 100 ? 'within' : 'NOT within'} 100 ms)`);
    const wrong = [...oneScope.wrong, ...twenty.wrong, ...fanOut.wrong];
    for (const message of new Set(wrong)) console.error(`FAILED: ${message}`);
    return wrong.length ? 1 : 0;
  } finally {
    await stopServer(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main, 20);
