import { describe, expect, it } from 'vitest';
import { authStatuses, isErrorStatus } from './status.js';

describe('auth status', () => {
  it('has the status values of SPEC.md section 4, INVALID_PARAMATER spelled so', () => {
    expect([...authStatuses].sort()).toEqual([
      'ABORTED_BY_USER', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'INVALID_PARAMATER', 'LOGGED_IN', 'NETWORK_UNAVAILABLE',
      'NONE', 'THIRD_PARTY_ERROR', 'UNAUTHORIZED', 'UNKNOWN_ERROR', 'USER_ALREADY_EXIST',
    ]);
  });

  it('"All are error statuses except LOGGED_IN, NONE and ABORTED_BY_USER"', () => {
    const errors = authStatuses.filter(isErrorStatus);
    expect(errors).toHaveLength(8);
    expect(isErrorStatus('LOGGED_IN')).toBe(false);
    expect(isErrorStatus('NONE')).toBe(false);
    expect(isErrorStatus('ABORTED_BY_USER')).toBe(false);
    expect(isErrorStatus('THIRD_PARTY_ERROR')).toBe(true);
  });
});
