import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * A server process of the test's own (`npx tsx apps/server/src/main.ts`), so a test can stop it and start it again
 * on the same data and port. The web app was built by playwright.config.ts's webServer step, which this one serves too.
 */
export class OwnServer {
  private child: ChildProcess | null = null;

  /** `env` adds to (or overrides) the environment the server starts with, e.g. TEST_CLOCK or REMINDER_POLL_MS. */
  constructor(readonly port: number, readonly dataDir: string, readonly env: Record<string, string> = {}) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    // Its own process group, so stopping it stops npx, tsx and the node process under them together.
    this.child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: this.url, ...this.env },
    });
    const child = this.child;
    // A first start migrates a fresh database, which takes long on a busy machine.
    for (let i = 0; i < 900; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await fetch(`${this.url}/healthz`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not answer /healthz within 90 seconds');
  }

  /**
   * Stops the server as an operator would (SIGTERM) and waits until every process of its group is gone: npx may
   * exit before the node server under it has closed, and a closing server still answers 503 on connections the
   * browser kept open, which is not the "stopped" this test is about.
   */
  async stop() {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    this.child = null;
    for (let i = 0; i < 150; i++) {
      if (!groupAlive(child.pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server was still running 15 seconds after SIGTERM');
  }
}

/** Whether any process of the group is still running (signal 0 only checks). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}
