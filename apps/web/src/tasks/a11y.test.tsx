import axe from 'axe-core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderTasks } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

/** axe-core's violations in the rendered page (colour contrast needs real layout, so jsdom cannot judge it). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('TasksHome accessibility', () => {
  it('has no axe violations with a seeded store, in both layouts, with a selection, completed tasks and the offline banner', async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Pay rent/ }), { ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Show completed (1)' }));
    store.setSync({ connected: false, status: 'offline' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Layout' }), 'Multiple columns');
    expect(await violations()).toEqual([]);
  });
});
