/** The first retry waits about this long; each failed attempt doubles it up to the cap. */
const firstRetryMs = 250;
const maxRetryMs = 10_000;

/**
 * "Equal jitter": between half and all of the doubled delay, so processes cut off together do not retry in step.
 * capMs lowers the longest delay (the pool's breaker must let requests through within seconds of a recovery).
 */
export function retryDelayMs(attempt: number, random = Math.random, capMs = maxRetryMs): number {
  const ceiling = Math.min(capMs, firstRetryMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
