import { z } from 'zod';

/** A comment on a task (API.md section 6). `authorName` is the author's current name; `mentions` are user ids. */
export interface Comment {
  id: string;
  taskId: string;
  authorId: string;
  authorName: string;
  text: string;
  mentions: string[];
  creationDate: number;
  editedDate: number | null;
  isDeleted: boolean;
}

/** The longest comment kept; a longer one is refused (400), not cut. */
export const maxCommentLength = 10_000;

/** POST /api/v1/tasks/{id}/comments and PATCH /api/v1/comments/{id}: the text, not blank once trimmed. */
export const commentInput = z.object({
  text: z.string().trim().min(1).max(maxCommentLength),
});

/** GET /api/v1/tasks/{id}/comments: a page of at most `limit` comments after the cursor of the previous page. */
export const commentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A page of a list that goes on (comments, activity): `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The people a comment's `@name` mentions, among the given members: a name counts when `@` and the whole name
 * (letter case aside) stand in the text with no letter or digit right after it, so "@Ann" mentions Ann but not Anna.
 * Longer names are tried first, so "@Ann Lee" mentions Ann Lee, not also Ann.
 */
export function mentionedIn(text: string, members: { id: string; name: string }[]): string[] {
  const lower = text.toLowerCase();
  const taken: [number, number][] = [];
  const found = new Set<string>();
  for (const member of [...members].sort((a, b) => b.name.length - a.name.length)) {
    const needle = `@${member.name.toLowerCase()}`;
    if (needle.length < 2) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (/[\p{L}\p{N}]/u.test(lower[end] ?? '')) continue;
      if (taken.some(([start, stop]) => at >= start && at < stop)) continue;
      taken.push([at, end]);
      found.add(member.id);
      break;
    }
  }
  return [...found];
}
