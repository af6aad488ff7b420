import type { ReactNode } from 'react';
import type { RowFaceMeta } from '../tasks/row-face.js';
import { RowMetaLine } from '../tasks/TaskRowFace.js';

/**
 * A board card as it looks, over plain data: the title (three lines at most), the assignee slot beside it, and the task
 * row's meta line (due chip, tags, counts, markers). The board's cards (BoardViewCard.tsx's CardFace) and the board's
 * first-screen picture (shell/BoardFirstScreen.tsx) both draw it, so nothing moves when the real board takes over. No
 * Radix here: the picture loads with the sign-in page (the assignee's avatar is passed in).
 */
export function BoardCardFace({ title, meta, assignee }: { title: string; meta: RowFaceMeta; assignee?: ReactNode }) {
  return (
    <>
      <div className="board-card-top">
        <span className="board-card-title">{title}</span>
        {assignee}
      </div>
      <RowMetaLine meta={meta} />
    </>
  );
}
