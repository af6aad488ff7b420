import type { IntlShape } from 'react-intl';
import type { TaskGroup } from './views/types.js';

/** A group's heading: the time group's word, or the list's or tag's name. */
export function groupTitle(intl: IntlShape, group: Pick<TaskGroup, 'kind' | 'id' | 'name'>): string {
  if (group.kind === 'time') return intl.formatMessage({ id: `tasks.group.${group.id as 'today'}` });
  if (group.id === null) return intl.formatMessage({ id: group.kind === 'list' ? 'tasks.group.noList' : 'tasks.group.noTag' });
  return group.name ?? '';
}
