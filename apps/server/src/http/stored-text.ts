/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (JSON lets `"\ud800"` through, but a
 * jsonb or text value refuses it). Matched on UTF-16 code units, so no `u` flag.
 */
const unstorable = new RegExp(String.raw`\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`);

/**
 * Whether any string (value or key) anywhere in a parsed JSON value is text the database refuses. Walked with a
 * stack of its own, not recursion: a body may nest arrays a hundred thousand deep.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (unstorable.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (unstorable.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
