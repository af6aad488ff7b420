import type { Logger } from 'pino';
import { retryDelayMs } from './backoff.js';

/**
 * The longest wait between two probes: short enough that a database which comes back is used within 5 s (the wait
 * plus one connect), long enough that an outage costs well under one attempt a second after the first few.
 */
const maxProbeDelayMs = 3000;

/** What a connection attempt was let through as: the breaker counts failures of probes, not of stragglers. */
export type Admission = 'closed' | 'probe';

/**
 * A circuit breaker on the pool's connections. Without it, every request during an outage makes its own connection
 * attempt, and a database that comes back under load meets a flood of them. After a failed connect the breaker opens:
 * requests are refused at once for a backoff (capped exponential with jitter, as the change listener's), then one
 * probe connection may go while every other request is still refused; its success closes the breaker at once, its
 * failure opens it for the next, longer backoff. Only connecting is judged: a slow query or a lock wait does not trip it.
 */
export class CircuitBreaker {
  private failures = 0;
  private retryAt = 0;
  private probing = false;

  constructor(private readonly log: Logger, private readonly now: () => number = Date.now, private readonly random = Math.random) {}

  /** Milliseconds until a connection may be tried again: 0 while closed or when a probe is due and none is under way. */
  refusedForMs(): number {
    if (this.failures === 0) return 0;
    if (this.probing) return Math.max(1, this.retryAt - this.now());
    return Math.max(0, this.retryAt - this.now());
  }

  /** Before a connection attempt: how it may go, or undefined when it must not. */
  admit(): Admission | undefined {
    if (this.failures === 0) return 'closed';
    if (this.probing || this.now() < this.retryAt) return undefined;
    this.probing = true;
    return 'probe';
  }

  succeeded(): void {
    if (this.failures > 0) this.log.info({ failedAttempts: this.failures }, 'database reachable again; requests go through');
    this.failures = 0;
    this.probing = false;
  }

  /** A connection attempt failed because the database could not be reached (not for a fault such as a bad password). */
  failed(admission: Admission): void {
    // Attempts that were already under way when the breaker opened fail together; they are one failure, not many.
    if (admission === 'closed' && this.failures > 0) return;
    if (this.failures === 0) this.log.warn('database unreachable; refusing requests while probing it with one connection at a time');
    this.probing = false;
    this.retryAt = this.now() + retryDelayMs(this.failures, this.random, maxProbeDelayMs);
    this.failures += 1;
  }

  /** The attempt ended for another reason: a probe under way no longer holds the others back. */
  released(admission: Admission): void {
    if (admission === 'probe') this.probing = false;
  }
}
