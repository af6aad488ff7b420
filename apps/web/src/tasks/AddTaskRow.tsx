import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type QuickAddTarget, useQuickAddLauncher } from '../quick-add/launcher.js';
import type { TaskGroup } from './views/types.js';
import '../quick-add/quick-add.css';

/** What a group's "Add task" row asks the quick add for: a list group its list, a tag group its tag, only a time group its date. */
export function groupTarget(group: TaskGroup, name: string): QuickAddTarget {
  const target: QuickAddTarget = { name };
  if (group.defaults.categoryId) target.listId = group.defaults.categoryId;
  const tagId = group.defaults.labels?.[0];
  if (tagId) target.tagId = tagId;
  if (group.kind === 'time' && typeof group.defaults.dueDate === 'number') target.dueDate = group.defaults.dueDate;
  return target;
}

/** A group's "Add task" row: opens the one quick add with the group as its target. */
export function AddTaskRow({ group, groupName }: { group: TaskGroup; groupName: string }) {
  const intl = useIntl();
  const openQuickAdd = useQuickAddLauncher((s) => s.openQuickAdd);
  return (
    <button type="button" className="task-add-row" onClick={() => openQuickAdd(groupTarget(group, groupName))}
      aria-label={intl.formatMessage({ id: 'quickAdd.addToGroup' }, { group: groupName })}>
      <Plus className="icon" aria-hidden="true" />
      <span><FormattedMessage id="quickAdd.addTask" /></span>
    </button>
  );
}
