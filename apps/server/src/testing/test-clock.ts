/**
 * The server's time for end-to-end tests (TEST_CLOCK, refused in production): the real time plus an offset that
 * only moves forward, so a test can make a reminder fall due without waiting for it.
 */
export class TestClock {
  private offsetMs = 0;

  /** `base` is the time the offset is added to: Date.now, or the API test harness's own clock. */
  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offsetMs;

  advance(ms: number): number {
    if (!(ms > 0)) throw new RangeError('the test clock only moves forward');
    this.offsetMs += ms;
    return this.now();
  }

  /** Moves to `at` and answers the new time; a moment already past answers undefined (time never goes back). */
  moveTo(at: number): number | undefined {
    const now = this.now();
    if (at < now) return undefined;
    this.offsetMs += at - now;
    return this.now();
  }
}
