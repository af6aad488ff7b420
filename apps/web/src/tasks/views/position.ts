import { positionBetween, positionsAfter } from '@taskhub/domain';

/** New positions that move `ordered[from]` to index `to`; usually one edit, several only when positions tie. */
export function positionsForMove(ordered: { id: string; position: string }[], from: number, to: number): { id: string; position: string }[] {
  if (from === to || from < 0 || from >= ordered.length) return [];
  const rest = ordered.filter((_, i) => i !== from);
  const target = Math.max(0, Math.min(to, rest.length));
  const before = rest[target - 1]?.position ?? null;
  const after = rest[target]?.position ?? null;
  const moved = ordered[from]!;
  if (before === null || after === null || before < after) {
    try {
      return [{ id: moved.id, position: positionBetween(before, after) }];
    } catch {
      // A malformed position from another client: renumber below.
    }
  }
  // Equal neighbours (e.g. tasks made with the default position) leave no room: number the whole group afresh.
  const next = [...rest.slice(0, target), moved, ...rest.slice(target)];
  const fresh = positionsAfter(null, next.length);
  return next.map((task, i) => ({ id: task.id, position: fresh[i]! })).filter((edit, i) => edit.position !== next[i]!.position);
}

/** The position after the last of `tasks` (a quick-added task goes to the end of its group). */
export function positionAfterLast(tasks: { position: string }[]): string {
  let last: string | null = null;
  for (const task of tasks) if (last === null || task.position > last) last = task.position;
  try {
    return positionBetween(last, null);
  } catch {
    return positionBetween(null, null);
  }
}
