import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logging.js';

describe('serializeError', () => {
  it("keeps a failed query's parameters (a password hash, an email) out of the log", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['ann@example.com', '$argon2id$v=19$secret'], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('ann@example.com');
    expect(logged).toContain('insert into');
    expect(logged).toContain('23505');
  });

  it('logs other errors as pino does', () => {
    expect(serializeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});

describe('redactUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/x?token=abc&page=2&login_token=def')).toBe('/x?token=[redacted]&page=2&login_token=[redacted]');
  });
});
