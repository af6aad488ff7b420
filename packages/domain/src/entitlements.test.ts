import { describe, expect, it } from 'vitest';
import { entitlementsOf, subscriptionActive } from './entitlements.js';

describe('entitlements', () => {
  it('opens the messaging app to Premium or a workspace, and all tag colours to Premium only', () => {
    expect(entitlementsOf({ premium: false, workspaces: 0 })).toEqual({ premium: false, workspace: false, messagingApp: false, allTagColours: false });
    expect(entitlementsOf({ premium: false, workspaces: 2 })).toEqual({ premium: false, workspace: true, messagingApp: true, allTagColours: false });
    expect(entitlementsOf({ premium: true, workspaces: 0 })).toEqual({ premium: true, workspace: false, messagingApp: true, allTagColours: true });
  });

  it('counts a subscription until its expiry, not after', () => {
    expect(subscriptionActive(null, 10)).toBe(false);
    expect(subscriptionActive({ serverExpirationDate: 11 }, 10)).toBe(true);
    expect(subscriptionActive({ serverExpirationDate: 10 }, 10)).toBe(false);
  });
});
