/// <reference types="vite/client" />
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserNotificationsMenu } from '../scheduling/NotificationsMenu.js';
import { renderScreen } from '../task-detail/testing/render-screen.js';
import { renderTasks } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

/**
 * Characters that have stood in for icons (🔔 🗄 ✎ ✕ × ↑ ↓ ⠿ ☰ ★ ✓ ▸ ▾): the multiplication sign, arrows, technical
 * symbols, geometric shapes, miscellaneous symbols, dingbats, Braille patterns and emoji. Where no emoji font is
 * installed they show as empty boxes; icons are lucide-react SVGs.
 */
const glyph = /[\u00d7\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2800-\u28ff\u2b00-\u2bff\u{1f000}-\u{1faff}]/u;

/** Every button's text that contains an icon glyph, with its accessible name, to say which one came back. */
function glyphButtons(): string[] {
  return screen.getAllByRole('button', { hidden: true })
    .filter((button) => glyph.test(button.textContent ?? ''))
    .map((button) => `${button.getAttribute('aria-label') ?? ''}: ${button.textContent ?? ''}`);
}

/** Icon-only buttons (named by aria-label, no text) show an SVG hidden from assistive technology. */
function iconButtonsWithoutSvg(): string[] {
  return screen.getAllByRole('button', { hidden: true })
    .filter((button) => button.hasAttribute('aria-label') && (button.textContent ?? '').trim() === '')
    .filter((button) => button.querySelector('svg[aria-hidden="true"]') === null)
    .map((button) => button.getAttribute('aria-label') ?? '');
}

describe('icons', () => {
  it('the task rows and the sidebar show SVG icons, no text glyphs', async () => {
    await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    // A row's actions are drawn while it is hovered or focused.
    const row = screen.getByRole('button', { name: /^Pay rent/ });
    act(() => row.focus());
    for (const name of ['Set a date for Pay rent', 'Add Pay rent to My Day', 'More actions for Pay rent', 'Drag Pay rent']) {
      expect(screen.getByRole('button', { name, hidden: true }).querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Actions for the list Work', hidden: true }).querySelector('svg')).not.toBeNull();
    expect(glyphButtons()).toEqual([]);
    expect(iconButtonsWithoutSvg()).toEqual([]);
  });

  it('the notifications bell is an SVG icon', () => {
    renderScreen(<UserNotificationsMenu onOpenTask={() => {}} />);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(bell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(glyphButtons()).toEqual([]);
  });

  it('no component writes a glyph icon in its markup', () => {
    const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const found = Object.entries(sources).flatMap(([path, source]) => {
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      return code.split('\n').filter((line) => glyph.test(line)).map((line) => `${path}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });
});
