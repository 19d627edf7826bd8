// Time, injectable so tests can expire codes and tokens without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/**
 * The system's time plus an offset that only moves forward: development's clock, which the
 * end-to-end tests move (`POST /api/dev/clock`) instead of waiting out a rate limit or a match
 * minute. Never used in production.
 */
export class MovableClock implements Clock {
  private offsetMs = 0;
  private readonly followers = new Set<() => Promise<unknown>>();
  /** `base`: the time before any move (the system's; a test's fixed instant). */
  constructor(private readonly base: () => number = Date.now) {}
  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }
  /** Moves the clock forward; a jump back would let a code or a token live again. */
  advance(seconds: number): Date {
    if (!(seconds > 0)) throw new RangeError('the clock only moves forward');
    this.offsetMs += seconds * 1000;
    return this.now();
  }
  /**
   * `catchUp` runs after each move, before the move answers (the engine plays the minutes moved
   * through): a test moves time, then reads what that time made. Returns the unfollow.
   */
  follow(catchUp: () => Promise<unknown>): () => void {
    this.followers.add(catchUp);
    return () => this.followers.delete(catchUp);
  }
  /** What follows the clock has caught up with its now. */
  async settle(): Promise<void> {
    await Promise.all([...this.followers].map((catchUp) => catchUp()));
  }
  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }
}
