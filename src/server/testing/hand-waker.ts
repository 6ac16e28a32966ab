import type { Waker } from '../jobs/scheduler';

/**
 * The job scheduler's timer in tests: nothing fires by itself. It keeps the one arming the scheduler holds (the
 * wait it asked for), and the test moves app.clock by that wait and calls `tick()`, or reads the wait.
 */
export class HandWaker implements Waker {
  #armed: { handle: number; ms: number } | undefined;
  #count = 0;

  set(_wake: () => void, ms: number): number {
    this.#count += 1;
    this.#armed = { handle: this.#count, ms };
    return this.#count;
  }

  clear(handle: unknown): void {
    if (this.#armed?.handle === handle) this.#armed = undefined;
  }

  /** The wait the scheduler asked for last, or undefined when nothing is armed. */
  get waitMs(): number | undefined {
    return this.#armed?.ms;
  }
}
