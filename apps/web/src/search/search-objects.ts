import type { Board, SyncObject } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';

type Task = SyncObject<'task'>;
type Category = SyncObject<'category'>;

export interface SearchResults {
  tasks: Task[];
  lists: Category[];
  boards: Board[];
}

/** How many results of each group are shown; typing more narrows them. */
export const searchLimit = 50;

const fold = (text: string) => text.toLocaleLowerCase();

/**
 * Search over the objects on this device: tasks whose title or note contains the query, and lists whose name does,
 * ignoring case, and boards whose name does (SPEC.md section 2: tasks, lists, boards). Deleted and archived objects are
 * left out (the archive drawer holds archived tasks). Only what this device holds is searched: the user's own objects
 * and those of the lists and boards they are a member of, so another person's private board never shows.
 */
export function searchObjects(objects: SyncSnapshot['objects'], query: string, boards: Record<string, Board> = {}): SearchResults {
  const wanted = fold(query.trim());
  if (wanted === '') return { tasks: [], lists: [], boards: [] };
  const tasks = Object.values(objects.task)
    .filter((task) => (task.status === 'UNCHECKED' || task.status === 'CHECKED')
      && (fold(task.title).includes(wanted) || fold(task.note).includes(wanted)))
    // Title matches first, then open before completed, then newest.
    .sort((a, b) => Number(!fold(a.title).includes(wanted)) - Number(!fold(b.title).includes(wanted))
      || Number(a.status === 'CHECKED') - Number(b.status === 'CHECKED')
      || b.creationDate - a.creationDate)
    .slice(0, searchLimit);
  const lists = Object.values(objects.category)
    .filter((category) => !category.isDeleted && !category.isArchived && fold(category.name).includes(wanted))
    .sort((a, b) => (a.position < b.position ? -1 : 1))
    .slice(0, searchLimit);
  const foundBoards = Object.values(boards)
    .filter((board) => !board.isArchived && board.role !== null && fold(board.name).includes(wanted))
    .sort((a, b) => (a.position < b.position ? -1 : 1))
    .slice(0, searchLimit);
  return { tasks, lists, boards: foundBoards };
}
