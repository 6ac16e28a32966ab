import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Clock } from '../clock';
import { HandWaker } from '../testing/hand-waker';
import { JobScheduler, STALE_INTERVALS, type Job } from './scheduler';

// The scheduler keeps its jobs' times on the app's clock: these tests pin it, move it and tick, never waiting.

const START = new Date('2031-03-01T09:00:00Z');

function setUp(...jobs: Job[]) {
  const clock = new Clock();
  clock.pin(START);
  const waker = new HandWaker();
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const scheduler = new JobScheduler({ now: () => clock.now(), log, waker });
  for (const job of jobs) scheduler.add(job);
  scheduler.start();
  /** Moves the clock by what the scheduler asked to wait, and runs what is due then. */
  const wake = async () => {
    clock.advance(waker.waitMs!);
    await scheduler.tick();
  };
  return { clock, waker, log, scheduler, wake };
}

const counting = (name: Job['name'], everyMs: number, extra: Partial<Job> = {}) => {
  const job = { name, everyMs, limitMs: 5 * everyMs, runs: 0, run: async (): Promise<number | void> => void (job.runs += 1), ...extra };
  return job;
};

describe('JobScheduler', () => {
  it('runs a job when its interval has passed on the clock, not before, and again an interval after the run', async () => {
    const job = counting('lapsed_orders', 60_000);
    const { clock, waker, scheduler, wake } = setUp(job);
    expect(waker.waitMs).toBe(60_000);
    clock.advance(59_999);
    await scheduler.tick();
    expect(job.runs).toBe(0);
    clock.advance(1);
    await scheduler.tick();
    expect(job.runs).toBe(1);
    expect(waker.waitMs).toBe(60_000);
    await wake();
    expect(job.runs).toBe(2);
  });

  it('wakes sooner when a run says its next work is due sooner, never later than its interval', async () => {
    const waits = [2_000, 10 * 60_000];
    const job = counting('waitlist_sweep', 60_000, { run: async () => waits.shift() });
    const { waker, wake } = setUp(job);
    await wake();
    expect(waker.waitMs).toBe(2_000);
    await wake();
    expect(waker.waitMs).toBe(60_000);
  });

  it('one timer for all: it wakes for the job due first', async () => {
    const often = counting('opening_sweep', 30_000);
    const seldom = counting('refund_retries', 60_000, { firstAfterMs: 0 });
    const { waker, wake } = setUp(often, seldom);
    expect(waker.waitMs).toBe(0);
    await wake();
    expect([often.runs, seldom.runs]).toEqual([0, 1]);
    expect(waker.waitMs).toBe(30_000);
    await wake();
    await wake();
    expect([often.runs, seldom.runs]).toEqual([2, 2]);
  });

  it('logs a run that throws and tries the job again after its interval', async () => {
    let fail = true;
    const job = counting('held_reviews', 60_000, {
      run: async () => {
        if (fail) throw new Error('provider away');
      },
    });
    const { waker, log, wake } = setUp(job);
    await wake();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'held_reviews' }), 'background job held_reviews failed');
    expect(waker.waitMs).toBe(60_000);
    fail = false;
    await wake();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('runs one pass of a job at a time, while the other jobs keep their times', async () => {
    let finish!: () => void;
    const slow = counting('mail_outbox', 30_000, { run: () => new Promise<void>((resolve) => (finish = resolve)) });
    const other = counting('lapsed_orders', 60_000);
    const { clock, scheduler, waker } = setUp(slow, other);
    clock.advance(30_000);
    const first = scheduler.tick();
    // Only the other job is waited for while the slow one runs.
    expect(waker.waitMs).toBe(30_000);
    clock.advance(30_000);
    await scheduler.tick();
    expect(other.runs).toBe(1);
    finish();
    await first;
    expect(waker.waitMs).toBe(30_000);
  });

  it('reports a run longer than its limit, and a job that has not run for several intervals, as stuck', async () => {
    let finish!: () => void;
    const hanging = counting('retention_capture', 60_000, { firstAfterMs: 0, limitMs: 120_000, run: () => new Promise<void>((resolve) => (finish = resolve)) });
    const forgotten = counting('refund_retries', 60_000);
    const { clock, scheduler } = setUp(hanging, forgotten);
    const running = scheduler.tick();
    expect(scheduler.stuck()).toEqual([]);
    clock.advance(60_000);
    await scheduler.tick();
    clock.advance(60_001);
    expect(scheduler.stuck()).toEqual([{ job: 'retention_capture', detail: 'retention_capture has been running for 120 s (limit 120 s)' }]);
    finish();
    await running;
    expect(scheduler.stuck()).toEqual([]);
    // The other job last ran at 60 s and nothing woke it since (its timer lost): STALE_INTERVALS intervals later it is stuck.
    clock.advance(STALE_INTERVALS * 60_000 - 60_000);
    expect(scheduler.stuck()).toEqual([{ job: 'refund_retries', detail: `refund_retries has not run for ${STALE_INTERVALS * 60} s (every 60 s)` }]);
  });

  it('stops: no run starts any more, the timer is cleared and each job ends what it must', async () => {
    const stop = vi.fn(async () => undefined);
    const job = counting('mail_outbox', 30_000, { stop });
    const { clock, scheduler, waker } = setUp(job);
    await scheduler.stop();
    expect(waker.waitMs).toBeUndefined();
    expect(stop).toHaveBeenCalledOnce();
    clock.advance(60_000);
    await scheduler.tick();
    expect(job.runs).toBe(0);
    expect(scheduler.stuck()).toEqual([]);
  });
});
