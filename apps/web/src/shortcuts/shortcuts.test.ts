import { describe, expect, it } from 'vitest';
import { globalShortcutFor, isTypingTarget, shortcuts, taskShortcutFor } from './shortcuts.js';

function press(key: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) {
  return { key, target, ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false, ...extra };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('isTypingTarget', () => {
  it('counts text inputs, text areas, selects and editable content as typing', () => {
    expect(isTypingTarget(element('input'))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(element('textarea'))).toBe(true);
    expect(isTypingTarget(element('select'))).toBe(true);
    const editable = element('div', { contenteditable: 'true' });
    // jsdom does not compute isContentEditable, so the test sets what a browser would report.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('does not count buttons, checkboxes or the page itself', () => {
    expect(isTypingTarget(element('button'))).toBe(false);
    expect(isTypingTarget(element('input', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('globalShortcutFor', () => {
  it("maps '?' to the shortcut list and ',' to the settings", () => {
    expect(globalShortcutFor(press('?'), false)).toBe('showShortcuts');
    expect(globalShortcutFor(press(','), false)).toBe('openSettings');
    expect(globalShortcutFor(press('a'), false)).toBeNull();
  });

  it('ignores keys while typing, with Ctrl, Alt or Meta, when already handled, or while a dialog is open', () => {
    expect(globalShortcutFor(press('?', element('textarea')), false)).toBeNull();
    expect(globalShortcutFor(press(',', document.body, { ctrlKey: true }), false)).toBeNull();
    expect(globalShortcutFor(press(',', document.body, { metaKey: true }), false)).toBeNull();
    expect(globalShortcutFor(press('?', document.body, { altKey: true }), false)).toBeNull();
    expect(globalShortcutFor(press('?', document.body, { defaultPrevented: true }), false)).toBeNull();
    expect(globalShortcutFor(press('?'), true)).toBeNull();
  });
});

describe('taskShortcutFor', () => {
  it('maps every task-screen key to its action', () => {
    const expected: Record<string, string> = {
      q: 'quickAdd', '/': 'search', j: 'next', k: 'previous', x: 'complete', e: 'complete', d: 'date', p: 'priority', t: 'tag', '#': 'list', Delete: 'archive',
    };
    for (const [key, action] of Object.entries(expected)) expect(taskShortcutFor(press(key), false)).toBe(action);
    expect(taskShortcutFor(press('z'), false)).toBeNull();
  });

  it('ignores keys while typing, with modifiers, or while a layer is open', () => {
    expect(taskShortcutFor(press('x', element('input')), false)).toBeNull();
    expect(taskShortcutFor(press('q', element('textarea')), false)).toBeNull();
    expect(taskShortcutFor(press('x', document.body, { ctrlKey: true }), false)).toBeNull();
    expect(taskShortcutFor(press('x'), true)).toBeNull();
  });

  it('every key it answers to is in the list the shortcuts dialog shows', () => {
    const listed = new Set(shortcuts.flatMap((s) => s.keys.map((k) => ('text' in k ? k.text : k.id))));
    for (const key of ['q', '/', 'j', 'k', 'x', 'e', 'd', 'p', 't', '#', 'g', 'm', 'a', 'n', '?', ',']) expect(listed.has(key)).toBe(true);
  });
});
