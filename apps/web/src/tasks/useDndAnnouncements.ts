import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DragRow, DropTarget } from './drag.js';
import type { Task } from './views/types.js';

/** dnd-kit's screen reader text in the interface language, naming the task and where it would land. */
export function useDndAnnouncements(tasks: Record<string, Task>): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const intl = useIntl();
  return useMemo(() => {
    const titleOf = (data: unknown) => tasks[(data as DragRow | undefined)?.taskId ?? '']?.title ?? '';
    const targetOf = (data: unknown) => {
      const target = data as DropTarget | undefined;
      if (!target) return '';
      return 'listId' in target ? target.listName : titleOf(target);
    };
    return {
      screenReaderInstructions: { draggable: intl.formatMessage({ id: 'tasks.dnd.instructions' }) },
      announcements: {
        onDragStart: ({ active }) => intl.formatMessage({ id: 'tasks.dnd.start' }, { title: titleOf(active.data.current) }),
        onDragOver: ({ over }) => (over ? intl.formatMessage({ id: 'tasks.dnd.over' }, { target: targetOf(over.data.current) }) : undefined),
        onDragEnd: ({ active }) => intl.formatMessage({ id: 'tasks.dnd.end' }, { title: titleOf(active.data.current) }),
        onDragCancel: ({ active }) => intl.formatMessage({ id: 'tasks.dnd.cancel' }, { title: titleOf(active.data.current) }),
      },
    };
  }, [intl, tasks]);
}
