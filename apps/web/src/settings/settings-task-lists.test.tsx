import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOn, openSettings } from './testing/open-settings.js';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('task lists settings', () => {
  it('turns the overdue column of the multi-column layout off and on (webConfig.showMulticolumnOverdue)', async () => {
    const { user, dialog, server } = await openSettings({ section: 'General' });
    const toggle = within(dialog).getByRole('switch', { name: 'Overdue column' });
    expect(isOn(toggle)).toBe(true);
    await user.click(toggle);
    expect(isOn(toggle)).toBe(false);
    await waitFor(() => expect(server.callsTo('PUT', '/me').map((c) => c.body)).toContainEqual({ webConfig: { showMulticolumnOverdue: false } }));
  });
});
