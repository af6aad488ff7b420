import { describe, expect, it } from 'vitest';
import { toUser } from './response-checks.js';
import { wireUser } from './testing/fixtures.js';
import { applyUserUpdate, mergeUserUpdates } from './user.js';

describe('user updates', () => {
  it('later values win and nested webConfig is merged key by key', () => {
    const merged = mergeUserUpdates(
      { name: 'A', webConfig: { theme: 'dark', timeFormat: '24' } },
      { name: 'B', webConfig: { theme: 'light' }, firstDayOfWeek: 7 },
    );
    expect(merged).toEqual({ name: 'B', firstDayOfWeek: 7, webConfig: { theme: 'light', timeFormat: '24' } });
  });

  it('applying an update keeps the nested settings it does not name', () => {
    const user = toUser(wireUser());
    const updated = applyUserUpdate(user, { webConfig: { theme: 'dark' }, myDayConfig: { isSuggestionsEnabled: false } });
    expect(updated.webConfig.theme).toBe('dark');
    expect(updated.webConfig.showMulticolumnOverdue).toBe(true);
    expect(updated.myDayConfig).toEqual({ ...user.myDayConfig, isSuggestionsEnabled: false });
    expect(user.webConfig.theme).toBe('auto');
  });
});
