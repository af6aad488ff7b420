/**
 * Sortable positions (API.md section 4: `position` is a sortable string). Base-62 digits in ASCII order, read as a
 * fraction, so a plain string comparison orders them. A position never ends in the lowest digit, which guarantees
 * there is always another between two: moving one object never rewrites its neighbours, and two offline devices can
 * insert without renumbering.
 */
const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const zero = digits[0]!;

function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    let shared = 0;
    while ((low[shared] ?? zero) === high[shared]) shared += 1;
    if (shared > 0) return high.slice(0, shared) + midpoint(low.slice(shared), high.slice(shared));
  }
  const lowDigit = low ? digits.indexOf(low[0]!) : 0;
  const highDigit = high !== null ? digits.indexOf(high[0]!) : digits.length;
  if (highDigit - lowDigit > 1) return digits[Math.round((lowDigit + highDigit) / 2)]!;
  if (high !== null && high.length > 1) return high.slice(0, 1);
  return digits[lowDigit]! + midpoint(low.slice(1), null);
}

/** Whether a string is a position this module can place others around: base-62 digits, not ending in `0`. */
export const isPosition = (value: string) => /^[0-9A-Za-z]{0,255}[1-9A-Za-z]$/.test(value);

/** A position strictly between `before` and `after` (either may be missing: the start or the end of the list). */
export function positionBetween(before?: string | null, after?: string | null): string {
  const low = before ?? '';
  const high = after ?? null;
  if ((low && !isPosition(low)) || (high !== null && !isPosition(high))) throw new RangeError(`not a position: ${low} / ${high}`);
  if (high !== null && low >= high) throw new RangeError(`no position between ${low} and ${high}`);
  return midpoint(low, high);
}

/** `count` increasing positions after `after` (for appending many objects at once). */
export function positionsAfter(after: string | null | undefined, count: number): string[] {
  const out: string[] = [];
  let last = after ?? null;
  for (let i = 0; i < count; i += 1) {
    last = positionBetween(last, null);
    out.push(last);
  }
  return out;
}
