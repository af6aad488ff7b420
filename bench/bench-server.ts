/**
 * Starting and stopping the real server for a bench: a fresh PostgreSQL database when asked (else embedded PGlite in
 * a temporary data dir), the server in a child process under tsx, and a check that the machine is idle.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Server { url: string; child: ChildProcess }

/** A fresh database on the PostgreSQL server of `adminUrl`, or none (embedded PGlite in the data dir). */
export async function prepareDatabase(adminUrl: string | undefined): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!adminUrl) return { drop: async () => undefined };
  const name = `taskhub_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Forks a serve-*.ts file under tsx and waits for the port it announces. `BENCH_SERVER_CPU_PROFILE=<dir>`: the server
 * writes a V8 CPU profile of its whole run into that folder when it stops (open it in Chrome's DevTools).
 */
export function startServer(file: string, env: Record<string, string | undefined>): Promise<Server> {
  const profileDir = process.env.BENCH_SERVER_CPU_PROFILE;
  const child = fork(path.join(here, file), [], {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'] : [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start within 60 s`));
    }, 60_000);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${message.port}`, child });
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${file} exited with ${code} before listening`)); });
  });
}

/** Asks a server to close, and kills it if it has not within 15 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Share of CPU time the machine spent busy over one second: other work skews every figure, so the run says so. */
export async function machineBusy(): Promise<number> {
  const sample = () => os.cpus().reduce((acc, c) => {
    const { idle, ...rest } = c.times;
    return { idle: acc.idle + idle, total: acc.total + idle + Object.values(rest).reduce((a, b) => a + b, 0) };
  }, { idle: 0, total: 0 });
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = sample();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Runs a bench's `main` as the process: its answer is the exit code, a throw exits 1, and a run that hangs (a server
 * or page that never answers) gives up after `limitMinutes` with exit code 2.
 */
export function runBench(main: () => Promise<number>, limitMinutes = 15): void {
  setTimeout(() => { console.error(`bench: no result after ${limitMinutes} min, giving up`); process.exit(2); }, limitMinutes * 60_000).unref();
  main().then((code) => { process.exitCode = code; }, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
