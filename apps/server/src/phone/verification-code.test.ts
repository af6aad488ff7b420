import { describe, expect, it } from 'vitest';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code.js';

const key = 'a-secret-key-a-secret-key-a-secret-key';

describe('verification codes', () => {
  it('are six digits and vary', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('match only the same code for the same account, number and key', () => {
    const stored = { userId: 'u1', phoneNumber: '+14155552671', codeHash: hashVerificationCode(key, 'u1', '+14155552671', '012345') };
    expect(verificationCodeMatches(key, stored, '012345')).toBe(true);
    expect(verificationCodeMatches(key, stored, '12345')).toBe(false);
    expect(verificationCodeMatches(key, stored, '012346')).toBe(false);
    expect(verificationCodeMatches(key, { ...stored, userId: 'u2' }, '012345')).toBe(false);
    expect(verificationCodeMatches(key, { ...stored, phoneNumber: '+14155552672' }, '012345')).toBe(false);
    expect(verificationCodeMatches(`${key}x`, stored, '012345')).toBe(false);
  });

  it('never store the code itself', () => {
    expect(hashVerificationCode(key, 'u1', '+14155552671', '123456')).not.toContain('123456');
  });

  it('refuse a stored hash of another length without throwing', () => {
    expect(verificationCodeMatches(key, { userId: 'u1', phoneNumber: '+1', codeHash: 'short' }, '123456')).toBe(false);
  });
});
