/**
 * The server's notion of "now". Booking windows, holds and cancel limits read it, so a test can pin
 * a moment (a DST day, a hold's deadline) and move it forward without sleeping.
 */
export class Clock {
  private pinned: number | null = null;

  now(): Date {
    return new Date(this.pinned ?? Date.now());
  }

  /** Stops the clock at `instant` (tests only). */
  pin(instant: Date): void {
    this.pinned = instant.getTime();
  }

  /** Moves a pinned clock forward (tests only). */
  advance(ms: number): void {
    if (this.pinned === null) throw new Error('advance() needs a pinned clock');
    this.pinned += ms;
  }

  /** Back to real time. */
  unpin(): void {
    this.pinned = null;
  }
}
