import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { ObjectStore } from '@taskhub/sync-client';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DragRow, DropTarget } from './drag.js';

/**
 * dnd-kit's screen reader text in the interface language, naming the task and where it would land. The titles are read
 * from the store when announced, so the texts stay the same object from change to change (a new one would draw the
 * screen's drag context, and all it holds, again).
 */
export function useDndAnnouncements(store: Pick<ObjectStore, 'getSnapshot'>): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const intl = useIntl();
  return useMemo(() => {
    const titleOf = (data: unknown) => store.getSnapshot().objects.task[(data as DragRow | undefined)?.taskId ?? '']?.title ?? '';
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
  }, [intl, store]);
}
