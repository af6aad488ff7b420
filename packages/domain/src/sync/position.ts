/**
 * Sortable positions (API.md section 4: `position` is a sortable string), as fractional-indexing keys: a head letter
 * giving the length of an integer part (`a0`, `a1` … `az`, `b00` …), then an optional base-62 fraction that never
 * ends in `0`. Plain string comparison orders them; there is always a key between two others, so moving one object
 * never rewrites its neighbours and offline devices insert without renumbering; appending grows a key only
 * logarithmically (10,000 appends stay under five characters).
 */
const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const zero = digits[0]!;
const last = digits[digits.length - 1]!;
const smallestInteger = `A${zero.repeat(26)}`;

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

function integerLength(head: string): number | null {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2;
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;
  return null;
}

/** The key split into its integer part and fraction, or null when it is not a valid key. */
function split(key: string): { integer: string; fraction: string } | null {
  if (!/^[0-9A-Za-z]{1,256}$/.test(key) || key === smallestInteger) return null;
  const length = integerLength(key[0]!);
  if (length === null || length > key.length) return null;
  const fraction = key.slice(length);
  if (fraction.endsWith(zero)) return null;
  return { integer: key.slice(0, length), fraction };
}

function incrementInteger(integer: string): string | null {
  const [head, ...rest] = integer;
  let carry = true;
  for (let i = rest.length - 1; carry && i >= 0; i -= 1) {
    const next = digits.indexOf(rest[i]!) + 1;
    if (next === digits.length) rest[i] = zero;
    else { rest[i] = digits[next]!; carry = false; }
  }
  if (!carry) return head + rest.join('');
  if (head === 'Z') return `a${zero}`;
  if (head === 'z') return null;
  const nextHead = String.fromCharCode(head!.charCodeAt(0) + 1);
  if (nextHead > 'a') rest.push(zero);
  else rest.pop();
  return nextHead + rest.join('');
}

function decrementInteger(integer: string): string | null {
  const [head, ...rest] = integer;
  let borrow = true;
  for (let i = rest.length - 1; borrow && i >= 0; i -= 1) {
    const next = digits.indexOf(rest[i]!) - 1;
    if (next === -1) rest[i] = last;
    else { rest[i] = digits[next]!; borrow = false; }
  }
  if (!borrow) return head + rest.join('');
  if (head === 'a') return `Z${last}`;
  if (head === 'A') return null;
  const nextHead = String.fromCharCode(head!.charCodeAt(0) - 1);
  if (nextHead < 'Z') rest.push(last);
  else rest.pop();
  return nextHead + rest.join('');
}

/** Whether a string is a position this module can place others around. */
export const isPosition = (value: string) => split(value) !== null;

/** A position strictly between `before` and `after` (either may be missing: the start or the end of the list). */
export function positionBetween(before?: string | null, after?: string | null): string {
  const low = before ? split(before) : null;
  const high = after ? split(after) : null;
  if ((before && !low) || (after && !high)) throw new RangeError(`not a position: ${before} / ${after}`);
  if (before && after && before >= after) throw new RangeError(`no position between ${before} and ${after}`);
  if (!low) {
    if (!high) return `a${zero}`;
    if (high.integer === smallestInteger) return high.integer + midpoint('', high.fraction);
    if (high.fraction) return high.integer;
    const lower = decrementInteger(high.integer);
    if (lower === null) throw new RangeError('no position before the smallest');
    return lower;
  }
  if (!high) return incrementInteger(low.integer) ?? low.integer + midpoint(low.fraction, null);
  if (low.integer === high.integer) return low.integer + midpoint(low.fraction, high.fraction);
  const next = incrementInteger(low.integer);
  if (next !== null && next < after!) return next;
  return low.integer + midpoint(low.fraction, null);
}

/** `count` increasing positions after `after` (for appending many objects at once). */
export function positionsAfter(after: string | null | undefined, count: number): string[] {
  const out: string[] = [];
  let previous = after ?? null;
  for (let i = 0; i < count; i += 1) {
    previous = positionBetween(previous, null);
    out.push(previous);
  }
  return out;
}
