import type { FastifyBaseLogger } from 'fastify';
import { runJob, type JobName } from '../observability/jobs';

/** One background job: what it does, how often, and how long a run may take before it counts as stuck. */
export interface Job {
  name: JobName;
  /** The longest wait between two runs (the end of one and the start of the next). */
  everyMs: number;
  /** A run still going after this long is stuck (the readiness check says so). */
  limitMs: number;
  /** The wait before the first run after the start (default `everyMs`). */
  firstAfterMs?: number;
  /** One run; it may answer a shorter wait until the next one (an offer that runs out sooner). */
  run(): Promise<number | void>;
  /** The run counts itself on /metrics: its work also starts outside the schedule (the outbox, when a mail is written). */
  meteredInside?: true;
  /** Called when the server stops, after the schedule is cleared (a drain under way hands back what it claimed). */
  stop?(): Promise<void>;
}

/** How the scheduler waits for the next due job: Node's timers in production, a hand-driven one in tests. */
export interface Waker {
  set(wake: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Node's timers; they do not keep the process alive. */
const NODE_WAKER: Waker = {
  set: (wake, ms) => setTimeout(wake, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A job that has not run for this many of its intervals is stuck (its timer was lost, or it never ends). */
export const STALE_INTERVALS = 3;

interface JobState {
  job: Job;
  /** When the next run is due, on the scheduler's clock (ms). */
  dueAt: number;
  /** When the run under way started, or null. */
  runningSince: number | null;
  /** When the last run ended (or the schedule started, before the first run). */
  lastEnded: number;
}

/**
 * The one scheduler of a server's background jobs. It keeps each job's next due time on the app's clock and wakes
 * for the earliest (one timer for all), so a test that pins the clock and moves it runs the jobs with `tick()`
 * and no real waiting. One run of a job at a time; a run that throws is counted, logged, and tried again after
 * its interval. Every instance runs every job: each job's own claim (row locks, SKIP LOCKED) keeps two instances
 * from doing one piece of work twice.
 */
export class JobScheduler {
  readonly #states = new Map<JobName, JobState>();
  #started = false;
  #closed = false;
  #handle: unknown;
  readonly #waker: Waker;

  constructor(private readonly options: { now: () => Date; log: FastifyBaseLogger; waker?: Waker }) {
    this.#waker = options.waker ?? NODE_WAKER;
  }

  #now(): number {
    return this.options.now().getTime();
  }

  /** Adds a job to the schedule (before `start`). */
  add(job: Job): void {
    if (this.#states.has(job.name)) throw new Error(`job ${job.name} is scheduled twice`);
    this.#states.set(job.name, { job, dueAt: Infinity, runningSince: null, lastEnded: Infinity });
  }

  /** The jobs on the schedule, by name. */
  names(): JobName[] {
    return [...this.#states.keys()];
  }

  /** Starts the schedule: each job first runs `firstAfterMs` (else `everyMs`) from now. */
  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    const now = this.#now();
    for (const state of this.#states.values()) {
      state.dueAt = now + (state.job.firstAfterMs ?? state.job.everyMs);
      state.lastEnded = now;
    }
    this.#arm();
  }

  /** Runs every job due on the clock now (not those already running) and waits for those runs to end. */
  async tick(): Promise<void> {
    if (!this.#started || this.#closed) return;
    const now = this.#now();
    const due = [...this.#states.values()].filter((state) => state.runningSince === null && state.dueAt <= now);
    const runs = due.map((state) => this.#run(state));
    this.#arm();
    await Promise.all(runs);
  }

  #run(state: JobState): Promise<void> {
    const { job } = state;
    state.runningSince = this.#now();
    const work = (async () => (job.meteredInside ? job.run() : runJob(job.name, () => job.run())))();
    return work
      .then(
        (wait) => (typeof wait === 'number' ? Math.min(job.everyMs, Math.max(0, wait)) : job.everyMs),
        (error: unknown) => {
          this.options.log.error({ err: error, job: job.name }, `background job ${job.name} failed`);
          return job.everyMs;
        },
      )
      .then((wait) => {
        const ended = this.#now();
        state.runningSince = null;
        state.lastEnded = ended;
        state.dueAt = ended + wait;
        this.#arm();
      });
  }

  /** Sets the one timer for the earliest due job that is not running. */
  #arm(): void {
    if (this.#handle !== undefined) this.#waker.clear(this.#handle);
    this.#handle = undefined;
    if (!this.#started || this.#closed) return;
    const waiting = [...this.#states.values()].filter((state) => state.runningSince === null).map((state) => state.dueAt);
    if (waiting.length === 0) return;
    const wait = Math.max(0, Math.min(...waiting) - this.#now());
    this.#handle = this.#waker.set(() => void this.tick(), wait);
  }

  /**
   * The jobs that are stuck, with why: a run going on longer than its limit, or no run for `STALE_INTERVALS`
   * intervals. Empty before the start and when every job keeps its pace.
   */
  stuck(): Array<{ job: JobName; detail: string }> {
    if (!this.#started || this.#closed) return [];
    const now = this.#now();
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    const stuck: Array<{ job: JobName; detail: string }> = [];
    for (const { job, runningSince, lastEnded } of this.#states.values()) {
      if (runningSince !== null && now - runningSince > job.limitMs) {
        stuck.push({ job: job.name, detail: `${job.name} has been running for ${seconds(now - runningSince)} (limit ${seconds(job.limitMs)})` });
      } else if (runningSince === null && now - lastEnded > STALE_INTERVALS * job.everyMs) {
        stuck.push({ job: job.name, detail: `${job.name} has not run for ${seconds(now - lastEnded)} (every ${seconds(job.everyMs)})` });
      }
    }
    return stuck;
  }

  /** Stops the schedule (no run starts any more) and lets each job end what it must. */
  async stop(): Promise<void> {
    this.#closed = true;
    this.#arm();
    await Promise.all([...this.#states.values()].map((state) => state.job.stop?.()));
  }
}
