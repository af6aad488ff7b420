import type { MessageId } from '../i18n/index.js';
import type { ViewKey } from '../tasks/views/types.js';

/** A key the app answers to, what it does, and how the list shows the key. */
export interface Shortcut {
  /** Stable key for the list (the printed keys can repeat a name). */
  id: string;
  /** What is printed: characters, or translated key names; several entries are alternatives, `then` a sequence. */
  keys: readonly ({ text: string } | { id: MessageId })[];
  sequence?: boolean;
  action: MessageId;
}

const text = (value: string) => ({ text: value });

/** Every shortcut, as the shortcuts dialog lists them. */
export const shortcuts: readonly Shortcut[] = [
  { id: 'quickAdd', keys: [text('q')], action: 'shortcuts.action.quickAdd' },
  { id: 'search', keys: [text('/')], action: 'shortcuts.action.search' },
  { id: 'next', keys: [text('j'), { id: 'shortcuts.key.down' }], action: 'shortcuts.action.next' },
  { id: 'previous', keys: [text('k'), { id: 'shortcuts.key.up' }], action: 'shortcuts.action.previous' },
  { id: 'open', keys: [{ id: 'shortcuts.key.enter' }], action: 'shortcuts.action.open' },
  { id: 'complete', keys: [text('x'), text('e')], action: 'shortcuts.action.complete' },
  { id: 'date', keys: [text('d')], action: 'shortcuts.action.date' },
  { id: 'priority', keys: [text('p')], action: 'shortcuts.action.priority' },
  { id: 'tag', keys: [text('t')], action: 'shortcuts.action.tag' },
  { id: 'list', keys: [text('#')], action: 'shortcuts.action.list' },
  { id: 'archive', keys: [{ id: 'shortcuts.key.delete' }], action: 'shortcuts.action.archive' },
  { id: 'goMyDay', keys: [text('g'), text('m')], sequence: true, action: 'shortcuts.action.goMyDay' },
  { id: 'goAllMine', keys: [text('g'), text('a')], sequence: true, action: 'shortcuts.action.goAllMine' },
  { id: 'goNext7', keys: [text('g'), text('n')], sequence: true, action: 'shortcuts.action.goNext7' },
  { id: 'goAll', keys: [text('g'), text('t')], sequence: true, action: 'shortcuts.action.goAll' },
  { id: 'goAssignedToMe', keys: [text('g'), text('i')], sequence: true, action: 'shortcuts.action.goAssignedToMe' },
  { id: 'showShortcuts', keys: [text('?')], action: 'shortcuts.action.showShortcuts' },
  { id: 'openSettings', keys: [text(',')], action: 'shortcuts.action.openSettings' },
  { id: 'escape', keys: [{ id: 'shortcuts.key.escape' }], action: 'shortcuts.action.closeDialog' },
];

/** The app-wide actions a single key starts (wherever the signed-in app is). */
export type GlobalShortcut = 'showShortcuts' | 'openSettings';

/**
 * The task screens' keys: the quick add and search, and actions on the focused task (the row whose title has focus).
 */
export type TaskShortcut = 'quickAdd' | 'search' | 'next' | 'previous' | 'complete' | 'date' | 'priority' | 'tag' | 'list' | 'archive';

/** Where `g` then a key goes (i: the tasks assigned to "I", me). */
export const chordViews: Readonly<Record<string, ViewKey>> = { m: 'my-day', a: 'all-mine', n: 'next-7', t: 'all', i: 'assigned-to-me' };

const textInputTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** True where a key press is typing: text inputs, text areas, selects and editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'defaultPrevented'>;

/** Whether a key press may be a shortcut at all: not typing, no Ctrl/Alt/Meta (the browser's and system's), not handled. */
function free(event: KeyPress, layerOpen: boolean): boolean {
  return !event.defaultPrevented && !event.ctrlKey && !event.altKey && !event.metaKey && !layerOpen && !isTypingTarget(event.target);
}

const globalKeys: Readonly<Record<string, GlobalShortcut>> = { '?': 'showShortcuts', ',': 'openSettings' };

/**
 * The global shortcut a key press asks for, or null: never while typing, never with Ctrl, Alt or Meta, and never
 * while a dialog, menu or popover is open, since that layer owns the keyboard then.
 */
export function globalShortcutFor(event: KeyPress, layerOpen: boolean): GlobalShortcut | null {
  return free(event, layerOpen) ? globalKeys[event.key] ?? null : null;
}

const taskKeys: Readonly<Record<string, TaskShortcut>> = {
  q: 'quickAdd', '/': 'search', j: 'next', k: 'previous', x: 'complete', e: 'complete', d: 'date', p: 'priority', t: 'tag', '#': 'list', Delete: 'archive',
};

/** The task screens' shortcut a key press asks for (the caller applies a task's one to the focused task), or null. */
export function taskShortcutFor(event: KeyPress, layerOpen: boolean): TaskShortcut | null {
  return free(event, layerOpen) ? taskKeys[event.key] ?? null : null;
}

/**
 * True while a Radix layer (modal dialog, menu, popover, select) is open: it owns the keyboard and its own Escape.
 * A tooltip is not one: it shows whenever a button with a hint has keyboard focus, and must not swallow the keys.
 */
export function radixLayerOpen(): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]') !== null) return true;
  // Tooltips and passive layers (ui AnchoredPopover: the first-run tour) leave the keyboard to the screen.
  return [...document.querySelectorAll('[data-radix-popper-content-wrapper]')].some((wrapper) => wrapper.querySelector('[role="tooltip"], [data-passive-layer]') === null);
}
