/**
 * A time-zone change of a heavy account (issue 5): 10,000 tasks (the sync bench's seed), 1,000 of them open with a
 * reminder, and the open dated tasks half all-day. Measures PUT /me as request wall time on 127.0.0.1:
 * - a name change (the route without a zone change, for comparison);
 * - Berlin ↔ Paris: the same midnight, so no task moves; every reminder is computed and scheduled again;
 * - Berlin ↔ New York: every open all-day task moves to the same day in the new zone (a sync write), then the same.
 * Target: a zone change ≤ 1 s (it runs when a user signs in from a new zone). Exits 1 when a task is not on its day
 * after the changes (not when the target is missed). See bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isAllDay, zonedInstant, wallClock } from '@taskhub/domain';
import { apiCaller, printTable, type Json } from './bench-report.js';
import { machineBusy, prepareDatabase, startServer, stopServer, type Server, runBench } from './bench-server.js';
import { makeSeedData, seedAccount, taskCount } from './sync-seed.js';

const flags = new Set(process.argv.slice(2));
const adminUrl = process.env.BENCH_DATABASE_URL ?? (flags.has('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const runs = Number(process.env.BENCH_RUNS ?? 10);
if (!Number.isInteger(runs) || runs < 4 || runs % 2 !== 0) throw new Error('BENCH_RUNS must be an even integer >= 4');
const alertCount = 1_000;
const targetMs = 1_000;
const berlin = 'Europe/Berlin';

type Task = Json;

/**
 * The sync bench's tasks with, among the open top-level tasks due later, every other one all-day (midnight in
 * Berlin) and 1,000 with a reminder: "on the day at 9:00" on all-day tasks, "15 minutes before" on timed ones.
 */
function seedWithReminders(now: number) {
  const data = makeSeedData(now);
  let alerts = 0;
  let index = 0;
  for (const task of data.tasks as Task[]) {
    if (task.status !== 'UNCHECKED' || typeof task.dueDate !== 'number' || task.dueDate < now + 86_400_000) continue;
    index += 1;
    const allDay = index % 2 === 0;
    if (allDay) task.dueDate = zonedInstant({ ...wallClock(task.dueDate, berlin), hour: 0, minute: 0, second: 0, millisecond: 0 }, berlin);
    if (alerts < alertCount) {
      alerts += 1;
      task.alert = allDay
        ? { type: 'CUSTOM', customTime: zonedInstant({ ...wallClock(task.dueDate, berlin), hour: 9 }, berlin) }
        : { type: 'OFFSET', offset: 15 };
      task.alertUpdateTime = task.dueDateUpdateTime;
    }
  }
  if (alerts < alertCount) throw new Error(`the seed has only ${alerts} open tasks due later`);
  return data;
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taskhub-bench-'));
  let server: Server | undefined;
  const database = await prepareDatabase(adminUrl);
  try {
    console.log(`database: ${adminUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${runs} runs per measure after 2 warm-up runs; `
      + `${os.cpus().length} CPUs, Node ${process.version}`);
    const busy = await machineBusy();
    if (busy > 0.2) console.warn(`warning: the CPUs were ${(busy * 100).toFixed(0)} % busy before the run; figures will be high and noisy`);
    server = await startServer('serve-app.ts', { DATA_DIR: dataDir, DATABASE_URL: database.url });
    const call = apiCaller(server.url);
    const seed = await seedAccount(call, seedWithReminders(Date.now()));
    const put = async (body: Json) => (await call('PUT', '/me', body, seed.token)).wallMs;
    await put({ timezone: berlin });
    const tasks = async () => ((await call('POST', '/api/v11/me/sync?updatedSince=0', { models: { task: { items: [] } } }, seed.token))
      .json.models.task.items as Task[]);
    const open = (await tasks()).filter((task) => task.status === 'UNCHECKED' && task.dueDate !== null);
    const allDayIds = new Set(open.filter((task) => isAllDay(task.dueDate, berlin)).map((task) => task.id as string));
    console.log(`seeded ${taskCount} tasks, ${open.filter((task) => task.alert.type !== 'NONE').length} open ones with a reminder, `
      + `${allDayIds.size} open all-day ones, in ${(seed.totalMs / 1000).toFixed(1)} s`);

    const measure = async (bodies: Json[]) => {
      const values: number[] = [];
      for (let i = 0; i < runs + 2; i += 1) {
        const ms = await put(bodies[i % bodies.length]!);
        if (i >= 2) values.push(ms);
      }
      return values;
    };
    const rows = [
      { name: 'PUT /me, name only', target: targetMs, values: await measure([{ name: 'Bench A' }, { name: 'Bench B' }]) },
      { name: 'zone change, no task moves (Berlin-Paris)', target: targetMs, values: await measure([{ timezone: 'Europe/Paris' }, { timezone: berlin }]) },
      { name: `zone change, ${allDayIds.size} all-day tasks move (Berlin-New York)`, target: targetMs,
        values: await measure([{ timezone: 'America/New_York' }, { timezone: berlin }]) },
    ];
    printTable(rows);

    // An even number of runs ends back in Berlin: every all-day task must be at Berlin midnight again, no other moved.
    const after = await tasks();
    const wrong = after.filter((task) => task.status === 'UNCHECKED' && task.dueDate !== null
      && allDayIds.has(task.id) !== isAllDay(task.dueDate, berlin));
    if (wrong.length) console.error(`FAILED: ${wrong.length} open tasks are not on their day after the zone changes`);
    return wrong.length ? 1 : 0;
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
