import { WaitingLine, type Place } from './waiting-line';

/** How much of one kind of work an instance takes on at once, and how long the rest may wait for it. */
export interface GateLimits {
  /** Requests of this kind worked on at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is answered 503 at once. */
  queue: number;
  /** How long a request may wait for its turn (ms) before it is answered 503. */
  waitMs: number;
  /** What one request takes (ms) before any has been measured: the first estimate of a wait. */
  typicalMs: number;
  /**
   * Whether a request is turned away before its deadline when the pace says it would not make it. Worth it for
   * costly work (a 503 is far cheaper than a render or a hash); for cheap reads a 503 costs what the answer does,
   * and the pace measured while a burst's connections are still being accepted says far worse than the reads
   * then go, so they wait for their turn or their deadline.
   */
  shedEarly: boolean;
}

/** Why a request was turned away: the queue was full, its wait would pass the deadline, or it did. */
export type ShedReason = 'full' | 'estimate' | 'deadline';

export interface Shed {
  reason: ShedReason;
  /** When to ask again: about when the requests ahead will have been worked off, spread so the retries do not all come back at once. */
  retryAfterSeconds: number;
}

/** A request's place: `cancel()` when its caller is gone (a queued one leaves the queue, an admitted one frees its turn). */
export interface Ticket {
  cancel(): void;
}

interface Waiting {
  start: (release: () => void) => void;
  shed: (why: Shed) => void;
  since: number;
  timer: NodeJS.Timeout;
}

/** How much a new measurement moves the average time of a request (an exponentially weighted mean): a burst's pace shows within a few answers. */
const SMOOTHING = 0.2;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Admission for one kind of work: at most `concurrency` at once, then a first-come queue of at most `queue`
 * whose entries have a deadline. A request is turned away at once when the queue is full or when the queue
 * ahead of it, at the pace requests have been answered, would outlast the deadline; the last in line are
 * turned away as soon as an answer shows the pace too slow for them to be let in in time (in a burst the
 * queue fills before the first answer tells the pace); one still waiting at its deadline is turned away
 * then. Every request hears either `start` or `shed`, once.
 */
export class AdmissionGate {
  private active = 0;
  /** The first is the longest waiting; a cancelled or expired entry leaves from anywhere. */
  private readonly waiting = new WaitingLine<Waiting>();
  private averageMs: number;
  readonly shedCounts: Record<ShedReason, number> = { full: 0, estimate: 0, deadline: 0 };
  admitted = 0;

  constructor(
    readonly limits: GateLimits,
    private readonly now: () => number = () => performance.now(),
    private readonly random: () => number = Math.random,
  ) {
    this.averageMs = limits.typicalMs;
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.size;
  }

  enter(start: (release: () => void) => void, shed: (why: Shed) => void): Ticket {
    if (this.active < this.limits.concurrency && this.waiting.size === 0) return this.begin(start);
    if (this.waiting.size >= this.limits.queue) return this.turnAway(shed, 'full');
    if (this.limits.shedEarly && this.expectedWaitMs(this.waiting.size + 1) > this.limits.waitMs) return this.turnAway(shed, 'estimate');
    let admitted: Ticket | null = null;
    const entry: Waiting = {
      start: (release) => {
        admitted = { cancel: release };
        start(release);
      },
      shed,
      since: this.now(),
      timer: setTimeout(() => this.expire(place), this.limits.waitMs),
    };
    // A queued request must not keep a closing process alive.
    entry.timer.unref();
    const place = this.waiting.join(entry);
    return {
      cancel: () => {
        if (admitted) return admitted.cancel();
        if (this.waiting.leave(place)) clearTimeout(entry.timer);
      },
    };
  }

  /** How long the request at `position` in the queue would wait, at the pace the last requests took. */
  private expectedWaitMs(position: number): number {
    return (position * this.averageMs) / this.limits.concurrency;
  }

  private begin(start: (release: () => void) => void): Ticket {
    this.active += 1;
    this.admitted += 1;
    const began = this.now();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.averageMs += SMOOTHING * (this.now() - began - this.averageMs);
      this.next();
      this.dropHopeless();
    };
    start(release);
    return { cancel: release };
  }

  private next(): void {
    while (this.active < this.limits.concurrency) {
      const first = this.waiting.first;
      if (!first) return;
      const entry = first.value;
      this.waiting.leave(first);
      clearTimeout(entry.timer);
      // Its timer may not have run yet behind a busy event loop: the deadline holds all the same.
      if (this.now() - entry.since > this.limits.waitMs) this.turnAway(entry.shed, 'deadline');
      else this.begin(entry.start);
    }
  }

  /** Turns away, from the end of the line, those whom the pace just measured would let in only after their deadline. */
  private dropHopeless(): void {
    if (!this.limits.shedEarly) return;
    for (let last = this.waiting.last; last; last = this.waiting.last) {
      const left = this.limits.waitMs - (this.now() - last.value.since);
      if (this.expectedWaitMs(this.waiting.size) <= left) return;
      this.waiting.leave(last);
      clearTimeout(last.value.timer);
      this.turnAway(last.value.shed, 'estimate');
    }
  }

  private expire(place: Place<Waiting>): void {
    if (this.waiting.leave(place)) this.turnAway(place.value.shed, 'deadline');
  }

  private turnAway(shed: (why: Shed) => void, reason: ShedReason): Ticket {
    this.shedCounts[reason] += 1;
    shed({ reason, retryAfterSeconds: this.retryAfterSeconds() });
    return { cancel: () => {} };
  }

  /** Until the work in flight and queued would be done at the recent pace, stretched by up to twice at random so the retries spread out. */
  private retryAfterSeconds(): number {
    const drainMs = this.expectedWaitMs(this.active + this.waiting.size) * (1 + this.random());
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(drainMs / 1000)));
  }
}
