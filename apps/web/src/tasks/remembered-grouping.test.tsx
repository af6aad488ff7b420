import { defaultWebConfig } from '@taskhub/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTasks, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

describe('remembered grouping', () => {
  it("opens All my tasks grouped as the user last chose, on any device (webConfig.allMyTasksEntityType)", async () => {
    await renderTasks({ seed: seedBasics, user: { webConfig: { ...defaultWebConfig, allMyTasksEntityType: 'category' } } });
    expect((await screen.findByRole('combobox', { name: 'Group by' })).textContent).toContain('List');
    expect(tasksUnder('Work')).toEqual(['Write report']);
  });

  it('groups by time by default', async () => {
    await renderTasks({ seed: seedBasics });
    expect((await screen.findByRole('combobox', { name: 'Group by' })).textContent).toContain('Time');
  });
});
