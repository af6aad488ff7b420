import type { MessageId } from '../i18n/index.js';

/** A key the app answers to anywhere, what it does, and how the list shows the key. */
export interface Shortcut {
  /** KeyboardEvent.key that triggers it. */
  key: string;
  /** What is printed on the key: the character itself, or a translated key name. */
  label: { text: string } | { id: MessageId };
  action: MessageId;
}

/** The shortcuts the list shows; task screens add theirs here as they arrive. */
export const shortcuts: readonly Shortcut[] = [
  { key: '?', label: { text: '?' }, action: 'shortcuts.action.showShortcuts' },
  { key: ',', label: { text: ',' }, action: 'shortcuts.action.openSettings' },
  { key: 'Escape', label: { id: 'shortcuts.key.escape' }, action: 'shortcuts.action.closeDialog' },
];

/** The global actions a key press can start; Escape is left to the dialog that has focus. */
export type GlobalShortcut = 'showShortcuts' | 'openSettings';

const textInputTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** True where a key press is typing: text inputs, text areas, selects and editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

/**
 * The global shortcut a key press asks for, or null: never while typing, never with Ctrl, Alt or Meta (those belong
 * to the browser and the system), and never while a modal dialog is open, since the dialog owns the keyboard then.
 */
export function globalShortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'defaultPrevented'>,
  dialogOpen: boolean,
): GlobalShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (dialogOpen || isTypingTarget(event.target)) return null;
  if (event.key === '?') return 'showShortcuts';
  if (event.key === ',') return 'openSettings';
  return null;
}
