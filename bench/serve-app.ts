import { setTimeout } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { serveUntilStopped } from './child.js';

// The real server as production builds it. Only DATA_DIR and DATABASE_URL come from the parent: the rest of the
// environment is ignored, so a stray SMTP_URL or REDIS_URL in the shell cannot change what is measured.
// DATA_DIR is required: the default (./data) would put a bench database in the working tree.
if (!process.env.DATA_DIR) throw new Error('DATA_DIR must name an empty temporary directory');
const unlimited = '100000000/60';
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
  RATE_LIMIT_TOKEN: unlimited,
  RATE_LIMIT_LOGIN_PAIR: unlimited,
  RATE_LIMIT_LOGIN_ACCOUNT: unlimited,
  RATE_LIMIT_LOGIN_ADDRESS: unlimited,
  // The teams bench signs up hundreds of people and invites them.
  RATE_LIMIT_SIGNUP_ADDRESS: unlimited,
  RATE_LIMIT_SIGNUP_PAIR: unlimited,
  CAPTCHA_THRESHOLD: unlimited,
  RATE_LIMIT_INVITATIONS: unlimited,
});
const app = await buildApp(config);

// autocannon drops its connections mid-request when a run ends, but their handlers go on (a login waits for argon2);
// closing the database under them would fail them, so stopping waits (at most 10 s) until every request has answered.
let inFlight = 0;
app.server.prependListener('request', () => { inFlight += 1; });
app.addHook('onSend', (_request, _reply, payload, done) => { inFlight -= 1; done(null, payload); });
await serveUntilStopped(app, async () => {
  for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 20) await setTimeout(20);
});
