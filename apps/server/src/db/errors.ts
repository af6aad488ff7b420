/** PostgreSQL's unique_violation (23505), whether the driver raised it directly or drizzle wrapped it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
