import type { SyncObject } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';

type Task = SyncObject<'task'>;
type Category = SyncObject<'category'>;

export interface SearchResults {
  tasks: Task[];
  lists: Category[];
}

/** How many results of each group are shown; typing more narrows them. */
export const searchLimit = 50;

const fold = (text: string) => text.toLocaleLowerCase();

/**
 * Search over the objects on this device: tasks whose title or note contains the query, and lists whose name does,
 * ignoring case. Deleted and archived objects are left out (the archive drawer holds archived tasks). Boards join
 * as a third group once they sync.
 */
export function searchObjects(objects: SyncSnapshot['objects'], query: string): SearchResults {
  const wanted = fold(query.trim());
  if (wanted === '') return { tasks: [], lists: [] };
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
  return { tasks, lists };
}
