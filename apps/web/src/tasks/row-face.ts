/**
 * What one task row shows, as plain data with every text already formatted: the task screens build it from the store
 * (`rowFaceOf`, row-meta.ts) and draw it with `TaskRowFace`; the first-screen snapshot keeps it as it is, so the
 * preview painted at start draws the same row from the same data (store/first-screen-snapshot.ts). No DOM or React
 * here: the main bundle reads it.
 */

export type DueTone = 'overdue' | 'today' | 'tomorrow' | 'later';

export interface RowFaceDue {
  text: string;
  tone: DueTone;
  /** The due moment as an ISO string (the chip's `<time dateTime>`). */
  dateTime: string;
}

export interface RowFaceTag {
  id: string;
  name: string;
  color: string;
}

export interface RowFaceCount {
  done: number;
  total: number;
}

/** The meta line under the title: due chip with repeat and reminder icons, tags, counts, markers, list name. */
export interface RowFaceMeta {
  due: RowFaceDue | null;
  repeats: boolean;
  reminder: boolean;
  tags: RowFaceTag[];
  /** Null when the task has no subtasks (or no checklist items). */
  subtasks: RowFaceCount | null;
  checklist: RowFaceCount | null;
  note: boolean;
  attachments: number;
  /** A board card's comments (absent in a first-screen picture saved before cards had them). */
  comments?: number;
  /** The task's list, shown in views that mix lists; null in a list's own view. */
  listName: string | null;
}

export interface RowFace {
  /** The title as shown (an empty one already replaced by "Untitled"). */
  title: string;
  completed: boolean;
  priority: 'high' | 'normal' | 'low';
  meta: RowFaceMeta;
}

/** Has the meta line anything to show (the row is then taller: `has-meta`). */
export function rowFaceHasMeta(meta: RowFaceMeta): boolean {
  return meta.due !== null || meta.repeats || meta.reminder || meta.tags.length > 0 || meta.subtasks !== null || meta.checklist !== null
    || meta.note || meta.attachments > 0 || (meta.comments ?? 0) > 0 || meta.listName !== null;
}
