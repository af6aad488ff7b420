/** Position order (plain string comparison, see packages/domain position.ts), then id so equal positions stay stable. */
export function byPosition(a: { position: string; id: string }, b: { position: string; id: string }): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
