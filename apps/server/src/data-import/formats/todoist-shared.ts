import type { ImportTask } from '../bundle.js';

/**
 * Todoist's priorities have two numberings: its CSV templates write what the user sees (PRIORITY 1 is p1, the
 * highest), its API and JSON write the inverse (4 is p1). Both go through `fromUserPriority`. Our product has
 * Normal, High and Low and Todoist has nothing below its default p4, so p1 and p2 are High and p3 and p4 Normal.
 */
export function fromUserPriority(p: 1 | 2 | 3 | 4): NonNullable<ImportTask['priority']> {
  return p <= 2 ? 'High' : 'Normal';
}

/** The user-facing p1-p4 of an API/JSON priority (4 → p1). */
export function userPriorityOfApi(apiPriority: 1 | 2 | 3 | 4): 1 | 2 | 3 | 4 {
  return (5 - apiPriority) as 1 | 2 | 3 | 4;
}

const labelPattern = /(^|\s)@([^\s@,]+)/g;

/** Todoist writes a task's labels into its text in CSV templates ("Buy milk @errands @home"): the title and the names. */
export function splitLabels(content: string): { title: string; labels: string[] } {
  const labels: string[] = [];
  const title = content.replace(labelPattern, (_whole, before: string, name: string) => {
    labels.push(name);
    return before;
  });
  return { title: title.replace(/[ \t]{2,}/g, ' ').trim(), labels };
}
