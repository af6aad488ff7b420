import { useSortable } from '@dnd-kit/sortable';
import { type KeyboardEvent, memo } from 'react';
import { useIntl } from 'react-intl';
import { type RowFaceContext, rowFaceOf, type RowMetaIndex } from '../tasks/row-meta.js';
import type { Task } from '../tasks/views/types.js';
import { Avatar, cx } from '../ui/index.js';
import type { BoardPerson } from './board-view-model.js';
import { BoardCardFace } from './BoardCardFace.js';

/** What every card of a board reads besides its task, made once per change of the view (not per card). */
export interface CardContext extends Omit<RowFaceContext, 'counts' | 'listName' | 'comments'> {
  /** Subtask and attachment counts by the task's global id (row-meta.ts's index). */
  counts: RowMetaIndex['counts'];
  /** Comment counts by task id (GET /api/v1/boards/{id}/comment-counts); cards without comments are absent. */
  comments: Readonly<Record<string, number>>;
  people: ReadonlyMap<string, BoardPerson>;
  assigneeOf(task: Task): string | null;
  onOpen(taskId: string): void;
  /** Viewers and archived boards: cards open but do not move. */
  readOnly: boolean;
}

export interface BoardViewCardProps {
  task: Task;
  columnKey: string;
  context: CardContext;
}

/**
 * What a card shows: title, then the task row's meta line (due chip, tags, subtask and checklist counts, markers) and
 * the assignee's avatar. Drawn again only when its task or the board's card context changes: dnd-kit draws every
 * sortable card again whenever a card is added, moved or removed anywhere on the board (its contexts change), and the
 * face (dates formatted for the due chip) was most of that cost (bench/board-browser.ts, a move seen by another member).
 */
export const CardFace = memo(function CardFace({ task, context }: { task: Task; context: CardContext }) {
  const intl = useIntl();
  const face = rowFaceOf(task, { ...context, counts: context.counts.get(task.globalTaskId), comments: context.comments[task.id] });
  const assigneeId = context.assigneeOf(task);
  const assignee = assigneeId ? context.people.get(assigneeId) : undefined;
  return (
    <BoardCardFace title={face.title} meta={face.meta} assignee={assignee ? (
      <span className="board-card-assignee" role="img" aria-label={intl.formatMessage({ id: 'boards.view.assignedTo' }, { name: assignee.name })}>
        <Avatar id={assignee.userId} name={assignee.name} src={assignee.picture} size="sm" />
      </span>
    ) : null} />
  );
});

/**
 * A card: its face (CardFace) in the drag source. The whole card is the drag source (Space picks it up from the
 * keyboard); a click or Enter opens the task panel. A read-only card (context.readOnly) only opens.
 */
export const BoardViewCard = memo(function BoardViewCard({ task, columnKey, context }: BoardViewCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `card:${task.id}`, data: { type: 'card', taskId: task.id, columnKey }, disabled: context.readOnly,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter opens; so does Space on a card that cannot be picked up (a button's keys).
    const opens = event.key === 'Enter' || (context.readOnly && event.key === ' ');
    if (opens && !isDragging && event.target === event.currentTarget) {
      event.preventDefault();
      context.onOpen(task.id);
      return;
    }
    if (!context.readOnly) listeners?.onKeyDown?.(event);
  };
  // A card that cannot move (a viewer's, an archived board's) is a plain button that opens: dnd-kit's attributes would
  // call it a disabled sortable (aria-disabled) though it opens, and tell how to pick it up.
  const dragProps = context.readOnly ? { role: 'button', tabIndex: 0 } : { ...attributes, ...listeners };
  return (
    <div ref={setNodeRef} {...dragProps} onKeyDown={onKeyDown} data-task-id={task.id}
      className={cx('board-card', isDragging && 'is-dragging', task.status === 'CHECKED' && 'is-completed')}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      onClick={() => context.onOpen(task.id)}>
      <CardFace task={task} context={context} />
    </div>
  );
});
