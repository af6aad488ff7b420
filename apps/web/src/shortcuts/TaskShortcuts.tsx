import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DateTimePicker } from '../scheduling/DateTimePicker.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { editTasks } from '../tasks/edits.js';
import { FieldMenuItems, type FieldMenuKind } from '../tasks/TaskFieldMenu.js';
import type { TaskActions } from '../tasks/useTaskActions.js';
import type { Category, Label, ViewKey } from '../tasks/views/types.js';
import { useQuickAddLauncher } from '../quick-add/launcher.js';
import { Menu, Popover } from '../ui/index.js';
import { chordViews, radixLayerOpen, taskShortcutFor, isTypingTarget } from './shortcuts.js';

export interface TaskShortcutsProps {
  actions: TaskActions;
  lists: Category[];
  tags: Label[];
  /** The clock (tests fix it): the date picker's today. */
  now?: () => number;
  /** Goes to a view (`g` then m/a/n/t/i); the one place that knows how the app navigates. */
  onNavigate(view: ViewKey): void;
}

/** How long `g` waits for the second key of a chord. */
export const chordMs = 1500;

interface Picker {
  kind: FieldMenuKind;
  taskId: string;
  rect: { left: number; top: number; width: number; height: number };
}

/** Focuses the search field (the header's search box). */
function focusSearch(): void {
  const field = document.querySelector<HTMLInputElement>('input[type="search"]');
  field?.focus();
  field?.select();
}

/** The row (its element with data-task-id) that holds keyboard focus, if any. */
function focusedRow(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>('.tasks-columns [data-task-id]') : null;
}

function focusRowTitle(taskId: string) {
  const row = [...document.querySelectorAll<HTMLElement>('.tasks-columns [data-task-id]')].find((r) => r.dataset.taskId === taskId);
  row?.querySelector<HTMLElement>('.task-title')?.focus();
}

const pickerLabels = { date: 'selection.date', priority: 'selection.priority', tag: 'selection.tag', list: 'selection.move' } as const;

/** The date picker (DateTimePicker) for the row the d key was pressed on, in a popover at the row. */
function RowDatePicker({ taskId, label, now, anchor, onClose }: { taskId: string; label: string; now?: () => number; anchor: ReactNode; onClose(): void }) {
  const store = useObjectStore();
  const settings = useTaskScreenSettings();
  const task = useSyncSnapshot().objects.task[taskId];
  return (
    <Popover open label={label} className="dtp-popover" trigger={anchor} onOpenChange={(open) => { if (!open) onClose(); }}
      onCloseAutoFocus={(event) => { event.preventDefault(); focusRowTitle(taskId); }}>
      <DateTimePicker value={task?.dueDate ?? null} settings={settings} now={now} onDone={onClose}
        onChange={(dueDate) => editTasks(store, [{ id: taskId, changes: { dueDate } }])} />
    </Popover>
  );
}

/**
 * The task screens' keys: q opens the quick add, / goes to search, j/k (and the arrows) move between tasks, x or e
 * completes the focused one, d opens the date picker at it, p/t/# its priority, tag or list menu, Delete archives it
 * (with Undo), and `g` then m/a/n/t/i goes to My Day, All my tasks, Next 7 days, All tasks or Assigned to me. Focus returns to the row
 * when a picker closes.
 */
export function TaskShortcuts({ actions, lists, tags, now, onNavigate }: TaskShortcutsProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const [picker, setPicker] = useState<Picker | null>(null);
  const chordAt = useRef<number | null>(null);
  const latest = useRef({ actions, onNavigate });
  latest.current = { actions, onNavigate };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target) || radixLayerOpen()) {
        chordAt.current = null;
        return;
      }
      if (chordAt.current !== null) {
        const fresh = Date.now() - chordAt.current <= chordMs;
        chordAt.current = null;
        const view = chordViews[event.key];
        if (fresh && view) {
          event.preventDefault();
          latest.current.onNavigate(view);
          return;
        }
      }
      if (event.key === 'g') {
        chordAt.current = Date.now();
        return;
      }
      const shortcut = taskShortcutFor(event, false);
      if (!shortcut) return;
      if (shortcut === 'quickAdd' || shortcut === 'search') {
        event.preventDefault();
        if (shortcut === 'quickAdd') useQuickAddLauncher.getState().openQuickAdd();
        else focusSearch();
        return;
      }
      const row = focusedRow();
      if (shortcut === 'next' || shortcut === 'previous') {
        event.preventDefault();
        const key = shortcut === 'next' ? 'ArrowDown' : 'ArrowUp';
        // The row's own arrow handling moves focus (and scrolls the virtual list); with no task focused, start at the first.
        if (row && document.activeElement) document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        else document.querySelector<HTMLElement>('.tasks-columns .task-title[tabindex="0"]')?.focus();
        return;
      }
      const taskId = row?.dataset.taskId;
      const task = taskId ? store.getSnapshot().objects.task[taskId] : undefined;
      // A read-only row (TaskRow's readOnly) has nothing for these keys to change.
      if (!row || !task || row.dataset.readOnly !== undefined) return;
      event.preventDefault();
      if (shortcut === 'complete') latest.current.actions.toggleComplete(task);
      else if (shortcut === 'archive') latest.current.actions.archive(task);
      else {
        const { left, top, width, height } = row.getBoundingClientRect();
        setPicker({ kind: shortcut, taskId: task.id, rect: { left, top, width, height } });
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);

  if (!picker) return null;
  const close = () => setPicker(null);
  const label = intl.formatMessage({ id: pickerLabels[picker.kind] });
  // The anchor names the menu (Radix labels a menu by its trigger).
  const anchor = <span className="row-menu-anchor" aria-label={label} style={{ position: 'fixed', pointerEvents: 'none', ...picker.rect }} />;
  if (picker.kind === 'date') return <RowDatePicker key={picker.taskId} taskId={picker.taskId} label={label} now={now} anchor={anchor} onClose={close} />;
  return (
    <Menu open align="start" label={label} onOpenChange={(open) => { if (!open) close(); }}
      onCloseAutoFocus={(event) => { event.preventDefault(); focusRowTitle(picker.taskId); }} trigger={anchor}>
      <FieldMenuItems kind={picker.kind} ids={[picker.taskId]} lists={lists} tags={tags} now={now} moveToList={actions.moveToList} />
    </Menu>
  );
}
