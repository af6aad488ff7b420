import { describe, expect, it } from 'vitest';
import { can, inviteOutcome, parseEmailList, policyFor } from './teams.js';

describe('the role → permission table (API.md section 5)', () => {
  it('gives admins everything, members content and invitations, viewers and guests reading and comments', () => {
    expect(policyFor('admin')).toEqual({ read: true, comment: true, write: true, invite: true, manage: true });
    expect(policyFor('member')).toEqual({ read: true, comment: true, write: true, invite: true, manage: false });
    expect(policyFor('viewer')).toEqual({ read: true, comment: true, write: false, invite: false, manage: false });
    expect(policyFor('guest')).toEqual(policyFor('viewer'));
    expect(can(null, 'read')).toBe(false);
  });

  it('lets a member invite, request or not as the workspace says; admins always, viewers never', () => {
    expect(inviteOutcome('admin', 'admins')).toBe('invite');
    expect(inviteOutcome('member', 'anyone')).toBe('invite');
    expect(inviteOutcome('member', 'request')).toBe('request');
    expect(inviteOutcome('member', 'admins')).toBe('refuse');
    expect(inviteOutcome('viewer', 'anyone')).toBe('refuse');
  });

  it('splits invitation addresses on commas and spaces, lower-cased, once each, naming what is not an address', () => {
    expect(parseEmailList(' A@x.io, b@y.io  c@z.io,a@x.io ')).toEqual({ emails: ['a@x.io', 'b@y.io', 'c@z.io'], invalid: [] });
    expect(parseEmailList('a@x.io, nope, @bad')).toEqual({ emails: ['a@x.io'], invalid: ['nope', '@bad'] });
    expect(parseEmailList('  ')).toEqual({ emails: [], invalid: [] });
  });
});
