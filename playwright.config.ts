import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const googlePort = port + 1;
const googleUrl = `http://127.0.0.1:${googlePort}`;
const googleClientId = 'e2e-web.apps.googleusercontent.com';
const facebookUrl = `http://127.0.0.1:${port + 2}`;
const facebookApp = { E2E_FACEBOOK_APP_ID: 'e2e-facebook-app', E2E_FACEBOOK_APP_SECRET: 'e2e-facebook-secret' };
// Each run starts on empty data. Set in the environment, so the test workers (which inherit it) can read the
// server's outbox there, e.g. the password-reset mail.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'taskhub-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  // Screenshot baselines (e2e/screens.spec.ts): one per screen, size and theme, beside the specs, not per platform
  // (CI and this machine run the same Debian Chromium). Animations stop and the caret hides before each capture.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not possible here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      // Google's sign-in pages and token endpoints, played locally (e2e/fake-google.ts).
      command: 'npx tsx e2e/fake-google.ts',
      url: `${googleUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_GOOGLE_PORT: String(googlePort), E2E_GOOGLE_CLIENT_ID: googleClientId },
    },
    {
      // The social network's login dialog and Graph API, played locally (e2e/fake-facebook.ts).
      command: 'npx tsx e2e/fake-facebook.ts',
      url: `${facebookUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_FACEBOOK_PORT: String(port + 2), ...facebookApp },
    },
    {
      command: 'npm run build && npx tsx apps/server/src/main.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`,
        GOOGLE_CLIENT_ID: googleClientId, GOOGLE_AUTHORIZE_URL: `${googleUrl}/authorize`,
        GOOGLE_TOKENINFO_URL: `${googleUrl}/tokeninfo`, GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
        FACEBOOK_APP_ID: facebookApp.E2E_FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: facebookApp.E2E_FACEBOOK_APP_SECRET,
        FACEBOOK_GRAPH_URL: `${facebookUrl}/v2.7`, FACEBOOK_DIALOG_URL: `${facebookUrl}/v2.7/dialog/oauth`,
      },
    },
  ],
});
