import {
  closestCenter, closestCorners, type Announcements, type CollisionDetection, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection,
  useSensor, useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BoardDragData, BoardDropData } from './board-view-drag.js';

const typeOf = (data: unknown) => (data as BoardDropData | undefined)?.type;

/**
 * Where a drag is over: a card looks at cards and column bodies: the card under the pointer first; without a pointer
 * (the keyboard moves the card to a column's or card's corner) what the moved card overlaps most, since a column body
 * is tall and its far corners would lose to the card's own place; else the nearest by corners. A section looks only at
 * other sections.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (typeOf(args.active.data.current) === 'column') {
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => typeOf(c.data.current) === 'column') });
  }
  const containers = args.droppableContainers.filter((c) => typeOf(c.data.current) !== 'column');
  const under = pointerWithin({ ...args, droppableContainers: containers });
  if (under.length > 0) return [...under].sort((a, b) => Number(typeOf(b.data?.droppableContainer?.data.current) === 'card') - Number(typeOf(a.data?.droppableContainer?.data.current) === 'card'));
  const overlapping = rectIntersection({ ...args, droppableContainers: containers.filter((c) => c.id !== args.active.id) });
  if (overlapping.length > 0) return overlapping;
  return closestCorners({ ...args, droppableContainers: containers });
};

/**
 * The sensors' options, made once: dnd-kit keeps its sensors while their options are the same object, and a new
 * sensor list gives every card's drag hook a new context, so each render of the board drew every card again (a card
 * another member moved cost its page ~80 cards' hooks).
 */
const pointerOptions = { activationConstraint: { distance: 5 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } };

/** Pointer (after 5 px, so a click opens the card) and keyboard: Space picks up, arrows move, Space or Enter drops. */
export function useBoardSensors() {
  return useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
}

/** dnd-kit's screen reader text in the interface language, naming the card or section and the column it is over. */
export function useBoardAnnouncements(cardTitle: (taskId: string) => string, columnTitle: (columnKey: string) => string) {
  const intl = useIntl();
  return useMemo(() => {
    const nameOf = (data: unknown) => {
      const dragged = data as BoardDragData | undefined;
      if (!dragged) return '';
      return dragged.type === 'card' ? cardTitle(dragged.taskId) : columnTitle(dragged.columnKey);
    };
    const targetOf = (data: unknown) => {
      const over = data as BoardDropData | undefined;
      if (!over) return '';
      return over.type === 'card' ? `${cardTitle(over.taskId)} (${columnTitle(over.columnKey)})` : columnTitle(over.columnKey);
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => intl.formatMessage({ id: 'boards.dnd.start' }, { name: nameOf(active.data.current) }),
      onDragOver: ({ active, over }) => (over ? intl.formatMessage({ id: 'boards.dnd.over' }, { name: nameOf(active.data.current), target: targetOf(over.data.current) }) : undefined),
      onDragEnd: ({ active, over }) => intl.formatMessage({ id: 'boards.dnd.end' }, { name: nameOf(active.data.current), target: targetOf(over?.data.current) }),
      onDragCancel: ({ active }) => intl.formatMessage({ id: 'boards.dnd.cancel' }, { name: nameOf(active.data.current) }),
    };
    return { announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'boards.dnd.instructions' }) } };
  }, [intl, cardTitle, columnTitle]);
}

/** How long the columns keep their sortable order after a drop: past dnd-kit's drop transition and layout animation. */
const sortingSettleMs = 400;

/**
 * Whether a drag is under way on the board, or ended less than `sortingSettleMs` ago: the columns give their cards'
 * sortable hooks their order only then (BoardViewColumn's `sorting`).
 */
export function useSorting(): { on: boolean; start(): void; end(): void } {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    on,
    start: () => {
      clearTimeout(timer.current);
      setOn(true);
    },
    end: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOn(false), sortingSettleMs);
    },
  };
}
