import { isAllDay, presetOfAlert, ruleFromTask, type TaskPriority } from '@taskhub/domain';
import { Bell, CalendarDays, Columns3, Flag, Folder, Repeat, Tag } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { TagPicker } from '../labels/TagPicker.js';
import { activeLabels } from '../labels/tag-rules.js';
import { DateTimePopover, dueChipText } from '../scheduling/DateTimePicker.js';
import { dueParts, quickDay } from '../scheduling/due-parts.js';
import { RecurrenceEditor } from '../scheduling/RecurrenceEditor.js';
import { ReminderPicker, describeReminder } from '../scheduling/ReminderPicker.js';
import { type RepeatScope, dueDateChanges, isRepeating } from '../scheduling/repeat-edit.js';
import { RepeatScopeQuestion } from '../scheduling/RepeatScopeQuestion.js';
import { describeRepeat, triggerOf } from '../scheduling/repeat-trigger.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { Menu, MenuCheckboxItem, Popover } from '../ui/index.js';
import type { ScheduleSettings } from '../scheduling/schedule-settings.js';
import { AssigneeChip } from '../assignment/AssigneeChip.js';
import { liveSections } from '../boards/board-view-model.js';
import { ChipButton } from './ChipButton.js';
import { useDetailReadOnly } from './read-only.js';
import { SearchableList } from './SearchableList.js';
import { openCategories, type Task } from './task-queries.js';

export type ShownPriority = 'High' | 'Normal' | 'Low';
/** What the chips read from the user: the scheduling settings and whether premium unlocks tag colours. */
export type ChipSettings = ScheduleSettings & { isPremium: boolean };
const shownPriorities: ShownPriority[] = ['High', 'Normal', 'Low'];
export const priorityMessage: Record<TaskPriority, MessageId> = {
  Dummy: 'detail.priority.Normal', Low: 'detail.priority.Low', Normal: 'detail.priority.Normal', High: 'detail.priority.High',
};
/** 'Dummy' is a wire value third-party clients may send; the screen shows it as Normal. */
export const shownPriority = (priority: TaskPriority): ShownPriority => (priority === 'Dummy' ? 'Normal' : priority);

/** The day tone of a due chip (DESIGN.md "Due chips"): overdue red, today green, tomorrow orange, later neutral. */
function dueTone(dueDate: number, settings: ChipSettings, now: number): string {
  const zone = settings.timezone;
  const key = ({ year, month, day }: { year: number; month: number; day: number }) => year * 10000 + month * 100 + day;
  const due = key(dueParts(dueDate, zone).day);
  const today = key(quickDay('today', now, zone, settings.firstDayOfWeek));
  const allDay = isAllDay(dueDate, zone);
  if (due < today || (!allDay && dueDate < now)) return 'overdue';
  if (due === today) return 'today';
  if (due === key(quickDay('tomorrow', now, zone, settings.firstDayOfWeek))) return 'tomorrow';
  return 'later';
}

/** The date chip and its picker; a new date on a repeating task first asks which occurrences move (SPEC.md section 4). */
function DateChip({ task, settings, now, onAsk }: { task: Task; settings: ChipSettings; now: () => number; onAsk(dueDate: number): void }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const zone = settings.timezone;
  function change(dueDate: number | null) {
    if (dueDate === task.dueDate) return;
    // Clearing the date needs no question: without a due date there is no occurrence to keep.
    if (dueDate !== null && isRepeating(task, zone)) {
      setOpen(false);
      return onAsk(dueDate);
    }
    store.edit('task', task.id, dueDateChanges(task, dueDate, 'single', zone));
  }
  return (
    <DateTimePopover
      open={open}
      onOpenChange={setOpen}
      value={task.dueDate}
      onChange={change}
      settings={settings}
      now={now}
      trigger={
        <ChipButton icon={<CalendarDays className="icon" />} label={intl.formatMessage({ id: 'detail.dueDate' })}
          value={dueChipText(task.dueDate, settings, intl.locale, now())} tone={task.dueDate === null ? undefined : dueTone(task.dueDate, settings, now())} />
      }
    />
  );
}

function RepeatChip({ task, settings }: { task: Task; settings: ChipSettings }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'scheduling.repeat' });
  const { server } = useSyncSnapshot();
  const rule = ruleFromTask(task, settings.timezone);
  return (
    <Popover label={label} className="detail-picker"
      trigger={<ChipButton icon={<Repeat className="icon" />} label={label} value={rule ? describeRepeat(intl, rule, triggerOf(task), server.section, settings) : null} />}>
      <RecurrenceEditor task={task} settings={settings} />
    </Popover>
  );
}

function ReminderChip({ task, settings }: { task: Task; settings: ChipSettings }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'scheduling.reminder' });
  const context = { dueDate: task.dueDate, timeZone: settings.timezone, allDay: task.dueDate !== null && isAllDay(task.dueDate, settings.timezone) };
  const choice = presetOfAlert(task.alert, context);
  return (
    <Popover label={label} className="detail-picker"
      trigger={<ChipButton icon={<Bell className="icon" />} label={label} value={choice.kind === 'none' ? null : describeReminder(intl, choice, settings)} />}>
      <ReminderPicker task={task} settings={settings} />
    </Popover>
  );
}

/** Priority in a small menu that names each level beside its colour (never colour alone). */
function PriorityChip({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'detail.priority' });
  const current = shownPriority(task.priority);
  const readOnly = useDetailReadOnly();
  const chip = (
    <ChipButton icon={<Flag className={`icon detail-priority-${current.toLowerCase()}`} />} label={label}
      value={current === 'Normal' ? null : intl.formatMessage({ id: priorityMessage[current] })} />
  );
  // A menu's trigger opens on pointer down, which a disabled button may still get: a read-only panel shows the chip alone.
  if (readOnly) return chip;
  return (
    <Menu align="start" label={label} trigger={chip}>
      {shownPriorities.map((priority) => (
        <MenuCheckboxItem key={priority} checked={priority === current} onCheckedChange={() => store.edit('task', task.id, { priority })}>
          <span className="detail-priority-option">
            <Flag className={`icon detail-priority-${priority.toLowerCase()}`} aria-hidden="true" />
            {intl.formatMessage({ id: priorityMessage[priority] })}
          </span>
        </MenuCheckboxItem>
      ))}
    </Menu>
  );
}

/** The list picker: a searchable list of the user's lists; picking one moves the task and closes it. */
export function ListPicker({ selectedId, onPick }: { selectedId: string | null; onPick(listId: string): void }) {
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  return (
    <SearchableList
      searchLabel={intl.formatMessage({ id: 'picker.list.search' })}
      emptyText={intl.formatMessage({ id: 'picker.list.empty' })}
      options={openCategories(objects).map((list) => ({ id: list.id, name: list.name, selected: list.id === selectedId, marker: <Folder className="icon" /> }))}
      onPick={onPick}
    />
  );
}

/** Which list the task is in; a task in no list (or a list since deleted) shows 'No list' until moved. */
function ListChip({ task }: { task: Task }) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'detail.list' });
  const list = openCategories(objects).find((category) => category.id === task.categoryId);
  return (
    <Popover label={label} className="detail-picker" open={open} onOpenChange={setOpen}
      trigger={<ChipButton icon={<Folder className="icon" />} label={label} value={list?.name ?? intl.formatMessage({ id: 'detail.list.none' })} />}>
      <ListPicker selectedId={list?.id ?? null} onPick={(categoryId) => { store.edit('task', task.id, { categoryId }); setOpen(false); }} />
    </Popover>
  );
}

/**
 * A board's card is in a section, not a list: its board and section, and a picker of the board's live sections that
 * moves it there (its position stays: it takes its place among that section's cards by position).
 */
function SectionChip({ task, boardId }: { task: Task; boardId: string }) {
  const store = useObjectStore();
  const { server } = useSyncSnapshot();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'detail.section' });
  const sections = liveSections(server.section, boardId);
  const current = task.sectionId ? server.section[task.sectionId] : undefined;
  const value = [server.board[boardId]?.name, current?.name].filter(Boolean).join(' › ');
  return (
    <Popover label={label} className="detail-picker" open={open} onOpenChange={setOpen}
      trigger={<ChipButton icon={<Columns3 className="icon" />} label={label} value={value || label} />}>
      <SearchableList
        searchLabel={intl.formatMessage({ id: 'picker.section.search' })}
        emptyText={intl.formatMessage({ id: 'picker.section.empty' })}
        options={sections.map((section) => ({ id: section.id, name: section.name, selected: section.id === task.sectionId, marker: <Columns3 className="icon" /> }))}
        onPick={(sectionId) => { store.edit('task', task.id, { sectionId }); setOpen(false); }}
      />
    </Popover>
  );
}

/** The tags as coloured chips inside one chip button that opens the tag picker. */
function TagsChip({ task, premium }: { task: Task; premium: boolean }) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'labels.tags' });
  const tags = activeLabels(objects).filter((tag) => task.labels.includes(tag.id));
  return (
    <Popover label={label} className="detail-picker"
      trigger={
        <ChipButton icon={<Tag className="icon" />} label={label} value={tags.length === 0 ? null : tags.map((tag) => tag.name).join(', ')}
          className={tags.length > 0 ? 'has-tags' : undefined} />
      }>
      <TagPicker selected={task.labels} premium={premium} boardId={task.boardId ?? null} onChange={(labels) => store.edit('task', task.id, { labels })} />
    </Popover>
  );
}

/**
 * The one row of chips under the title (issue 11): date, repeat, reminder, priority, list, tags and, in a shared list,
 * the assignee (issue 13), each showing its value and opening its picker in a popover. A date change on a repeating task asks its question under the row.
 */
export function DetailChips({ task, settings, now = Date.now }: { task: Task; settings: ChipSettings; now?: () => number }) {
  const store = useObjectStore();
  const [pending, setPending] = useState<number | null>(null);
  function answer(scope: RepeatScope | null) {
    if (scope && pending !== null) store.edit('task', task.id, dueDateChanges(task, pending, scope, settings.timezone));
    setPending(null);
  }
  return (
    <>
      <div className="detail-chips">
        <DateChip task={task} settings={settings} now={now} onAsk={setPending} />
        <RepeatChip task={task} settings={settings} />
        <ReminderChip task={task} settings={settings} />
        <PriorityChip task={task} />
        {task.boardId ? <SectionChip task={task} boardId={task.boardId} /> : <ListChip task={task} />}
        <TagsChip task={task} premium={settings.isPremium} />
        <AssigneeChip task={task} />
      </div>
      {pending !== null && <RepeatScopeQuestion onAnswer={answer} />}
    </>
  );
}
