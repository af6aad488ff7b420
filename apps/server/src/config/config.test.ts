import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded data under ./data, local host', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('listens on every interface in production and keeps PUBLIC_URL without a trailing slash', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tasks.example.com/' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://tasks.example.com');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_LOGIN_ACCOUNT: 'ten' }, 'RATE_LIMIT_LOGIN_ACCOUNT'],
    [{ RATE_LIMIT_TOKEN: '0/60' }, 'RATE_LIMIT_TOKEN'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ GOOGLE_USERINFO_URL: 'not a url' }, 'GOOGLE_USERINFO_URL'],
    [{ SMS_API_URL: 'http://127.0.0.1:9' }, 'SMS_API_URL'],
    [{ FACEBOOK_APP_ID: '123' }, 'FACEBOOK_APP_SECRET'],
    [{ RECAPTCHA_SECRET: 's' }, 'RECAPTCHA_SITE_KEY'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(problemsOf(env)).toContain(variable);
  });

  it('reads the database timeouts and the Redis prefix, with defaults', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5000, statementMs: 10_000, lockMs: 5000 });
    expect(loadConfig({}).redisPrefix).toBe('taskhub:');
    const config = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_STATEMENT_TIMEOUT_MS: '2000', REDIS_PREFIX: 'staging:' });
    expect(config.databaseTimeouts).toEqual({ connectMs: 500, statementMs: 2000, lockMs: 1000 });
    expect(loadConfig({ DATABASE_LOCK_TIMEOUT_MS: '300' }).databaseTimeouts.lockMs).toBe(300);
    expect(problemsOf({ DATABASE_LOCK_TIMEOUT_MS: '10000' })).toContain('DATABASE_LOCK_TIMEOUT_MS');
    expect(config.redisPrefix).toBe('staging:');
    expect(problemsOf({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toContain('DATABASE_STATEMENT_TIMEOUT_MS');
    expect(problemsOf({ REDIS_PREFIX: 'a*' })).toContain('REDIS_PREFIX');
  });

  it('reads rate limits as COUNT/SECONDS', () => {
    expect(loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: '3/60' }).rateLimits.loginAccount).toEqual({ limit: 3, windowSeconds: 60 });
  });

  it('reads RATE_LIMIT_DELAY_MS as BASE/MAX/CAP milliseconds, CAP 60000 when left out', () => {
    expect(loadConfig({}).rateLimits.delay).toEqual({ baseMs: 250, maxMs: 4000, capMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_DELAY_MS: '10/50' }).rateLimits.delay).toEqual({ baseMs: 10, maxMs: 50, capMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_DELAY_MS: '10/50/400' }).rateLimits.delay).toEqual({ baseMs: 10, maxMs: 50, capMs: 400 });
    for (const value of ['50/10', '0/10', '10', '10/99999', '10/50/40', '10/50/9999999', '10/50/']) {
      expect(problemsOf({ RATE_LIMIT_DELAY_MS: value })).toContain('RATE_LIMIT_DELAY_MS');
    }
  });

  it.each([
    [undefined, false], ['false', false], ['0', false], ['true', 1], ['1', 1], ['2', 2],
    ['10.0.0.1', ['10.0.0.1']], [' 10.0.0.0/8, 2001:db8::/32 ,127.0.0.1', ['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']],
  ])('reads TRUST_PROXY=%j as %j (hops, or the proxies\' addresses and ranges)', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.1/33', 'proxy.example.com', '10.0.0.1,', '::1/129'])('stops on TRUST_PROXY=%j', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY: must be false, a number of proxy hops, or proxy addresses/);
  });

  it('keeps the test clock off unless TEST_CLOCK is set', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'test' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: '0' }).testClock).toBe(false);
    expect(problemsOf({ TEST_CLOCK: 'yes' })).toContain('TEST_CLOCK');
  });

  it.each(['1', 'true'])('refuses TEST_CLOCK=%s in production', (value) => {
    expect(problemsOf({ TEST_CLOCK: value, NODE_ENV: 'production' })).toMatch(/^TEST_CLOCK: .*refused with NODE_ENV=production/);
    expect(loadConfig({ TEST_CLOCK: '0', NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
