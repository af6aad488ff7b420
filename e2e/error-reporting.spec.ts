import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FakeIngest } from './fake-ingest.js';
import { OwnServer } from './own-server.js';

// A server of this file's own with a DSN pointing at a local fake ingest (E2E_PORT + 7 and + 8), so the reporting
// SDK the page loads posts its reports there.
const base = Number(process.env.E2E_PORT ?? 3210);
const port = base + 7;
const ingest = new FakeIngest(base + 8);
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ timeout: 90_000 });
test.beforeAll(async () => {
  // A fresh database migrates first, slow on a busy machine.
  test.setTimeout(120_000);
  await ingest.start();
  server = new OwnServer(port, mkdtempSync(path.join(os.tmpdir(), 'taskhub-e2e-errors-')), {
    ERROR_REPORTING_DSN: ingest.dsn, ERROR_REPORTING_ENVIRONMENT: 'dev', ERROR_REPORTING_RELEASE: 'taskhub@e2e',
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await ingest.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** Throws in the page, outside any handler of the app, as a bug in a timer callback would. */
function throwInPage(page: Page, error: { name?: string; message: string; stack?: string }) {
  return page.evaluate((thrown) => {
    setTimeout(() => {
      const value = new Error(thrown.message);
      if (thrown.name) value.name = thrown.name;
      if (thrown.stack) value.stack = thrown.stack;
      throw value;
    });
  }, error);
}

const exceptionOf = (event: Record<string, unknown>) =>
  (event.exception as { values: { type: string; value: string }[] }).values[0]!;

test('a real error reaches the ingest once; a chunk-load failure and an extension\'s error are not sent', async ({ page }) => {
  const sdkLoaded = page.waitForResponse((response) => /\/assets\/sdk-[\w-]+\.js$/.test(response.url()));
  await page.goto('/');
  await sdkLoaded;
  await expect(page.getByLabel('Email')).toBeVisible();
  // The SDK is a chunk of its own: started only because the page carries the server's DSN.
  await expect(page.locator('meta[name="taskhub:error-reporting"]')).toHaveAttribute('data-environment', 'dev');

  // Suppressed (SPEC.md section 8): a chunk the browser failed to import, and an error thrown by an extension's script.
  await page.evaluate(() => {
    void import(/* @vite-ignore */ `${location.origin}/assets/gone-after-a-deploy.js`);
  });
  await throwInPage(page, {
    name: 'TypeError', message: 'Cannot read properties of null (reading \'id\')',
    stack: 'TypeError: Cannot read properties of null (reading \'id\')\n    at inject (chrome-extension://abcdefghijklmnop/content.js:3:14)',
  });
  await throwInPage(page, { message: 'Extension context invalidated.' });
  // A real error of the page, thrown last: once it is in, the ones before would have been too.
  await throwInPage(page, { message: 'E2E real failure in a timer' });

  await expect.poll(() => ingest.items('event').length, { timeout: 15_000 }).toBe(1);
  const [event] = ingest.items('event');
  expect(exceptionOf(event!.payload)).toMatchObject({ type: 'Error', value: 'E2E real failure in a timer' });
  expect(event!.payload).toMatchObject({
    environment: 'dev', release: 'taskhub@e2e',
    tags: { app_store: 'stripe', app_platform: 'web', app_window: 'main' },
  });
  expect(ingest.received.every((envelope) => envelope.sentryKey === ingest.key && envelope.projectId === ingest.projectId)).toBe(true);
  // A moment more: nothing else arrives late.
  await page.waitForTimeout(1500);
  expect(ingest.items('event').map((item) => exceptionOf(item.payload).value)).toEqual(['E2E real failure in a timer']);
});
