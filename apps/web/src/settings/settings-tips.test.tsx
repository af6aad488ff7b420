import { defaultWebConfig } from '@taskhub/domain';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireUser } from '../auth/testing/fixtures.js';
import { openSettings } from './testing/open-settings.js';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('show tips again', () => {
  it('clears every dismissed flag in one save, and says the tips are back', async () => {
    const user = wireUser({ webConfig: { ...defaultWebConfig, isStickyMyDayVideoDismissed: true, isOnboardingTourDismissed: true, isCreateWorkspaceBannerDismissed: true } });
    const { user: pointer, dialog, server } = await openSettings({ section: 'General', user });
    const section = within(dialog).getByRole('region', { name: 'Tips' });
    expect(within(section).getByRole('status').textContent).toBe('');
    await pointer.click(within(section).getByRole('button', { name: 'Show tips again' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me').map((call) => call.body)).toEqual([{ webConfig: {
      isStickyMyDayVideoDismissed: false,
      isStickyBoardVideoDismissed: false,
      isStickyCardVideoDismissed: false,
      isStickyCopyInviteLinkDismissed: false,
      isCreateWorkspaceBannerDismissed: false,
      isScheduleOnboardingSessionDismissed: false,
      isOnboardingTourDismissed: false,
    } }]));
    expect(within(section).getByRole('status').textContent).toBe('The tips will show again.');
    expect(within(section).getByRole('button', { name: 'Show tips again' })).toBe(document.activeElement);
  });

  it('saves nothing when no tip was closed', async () => {
    const { user: pointer, dialog, server } = await openSettings({ section: 'General', user: wireUser({ webConfig: defaultWebConfig }) });
    const section = within(dialog).getByRole('region', { name: 'Tips' });
    await pointer.click(within(section).getByRole('button', { name: 'Show tips again' }));
    expect(within(section).getByRole('status').textContent).toBe('The tips will show again.');
    expect(server.callsTo('PUT', '/me')).toEqual([]);
  });
});
