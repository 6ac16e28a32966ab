import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionGate, type GateLimits, type Shed } from './admission-gate';

/** A gate on the fake timers' clock; `random` 0 gives the drain time itself as Retry-After. */
function gate(limits: Partial<GateLimits> = {}, random = () => 0) {
  return new AdmissionGate({ concurrency: 2, queue: 3, waitMs: 5_000, typicalMs: 1_000, shedEarly: true, ...limits }, () => Date.now(), random);
}

/** One request's fate, as the gate tells it. */
function request(of: AdmissionGate) {
  const fate: { release?: () => void; shed?: Shed } = {};
  const ticket = of.enter(
    (release) => (fate.release = release),
    (why) => (fate.shed = why),
  );
  return Object.assign(fate, { ticket });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the admission of one kind of work', () => {
  it('works on as many as its concurrency at once, queues the next and turns away the rest at once with when to ask again', () => {
    const work = gate({ waitMs: 60_000 });
    const requests = Array.from({ length: 8 }, () => request(work));
    expect(requests.map((r) => (r.release ? 'started' : r.shed ? r.shed.reason : 'queued'))).toEqual(['started', 'started', 'queued', 'queued', 'queued', 'full', 'full', 'full']);
    expect(work.inFlight).toBe(2);
    expect(work.queued).toBe(3);
    // Five requests of about a second each, two at a time: the queue ahead is worked off in about 2.5 s.
    expect(requests[5]!.shed!.retryAfterSeconds).toBe(3);
  });

  it('lets the longest waiting in when a turn is free, in the order they came', () => {
    const work = gate();
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => request(work));
    first!.release!();
    expect(third!.release).toBeDefined();
    expect(fourth!.release).toBeUndefined();
    second!.release!();
    expect(fourth!.release).toBeDefined();
    expect(work.queued).toBe(0);
  });

  it('answers a request still waiting at its deadline, and one whose caller left never starts', () => {
    const work = gate();
    const [first] = [request(work), request(work)];
    const gone = request(work);
    const waiting = request(work);
    gone.ticket.cancel();
    expect(work.queued).toBe(1);
    vi.advanceTimersByTime(5_001);
    expect(waiting.shed?.reason).toBe('deadline');
    expect(waiting.shed!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    first!.release!();
    expect(gone.release).toBeUndefined();
    expect(gone.shed).toBeUndefined();
    expect(work.shedCounts).toEqual({ full: 0, estimate: 0, deadline: 1 });
  });

  it('holds the deadline even when the timer has not run yet behind a busy event loop', () => {
    const work = gate();
    const [first] = [request(work), request(work)];
    const waiting = request(work);
    // The clock moves past the deadline without the timers running (a long synchronous render).
    vi.setSystemTime(Date.now() + 6_000);
    first!.release!();
    expect(waiting.release).toBeUndefined();
    expect(waiting.shed?.reason).toBe('deadline');
  });

  it('turns a request away at once when the queue ahead, at the pace requests were answered, would outlast the deadline', () => {
    const work = gate({ queue: 100 });
    const [first, second] = [request(work), request(work)];
    // Requests now take 4 s each: the third in the queue would wait 6 s, past the 5 s deadline.
    vi.advanceTimersByTime(4_000);
    for (let i = 0; i < 10; i++) {
      first!.release!();
      second!.release!();
      Object.assign(first!, request(work));
      Object.assign(second!, request(work));
      vi.advanceTimersByTime(4_000);
    }
    const queued = [request(work), request(work), request(work)];
    expect(queued.map((r) => r.shed?.reason ?? 'queued')).toEqual(['queued', 'queued', 'estimate']);
  });

  it('tells the last in line at once when the first answer shows they cannot be let in before their deadline', () => {
    const work = gate({ concurrency: 1, queue: 10, typicalMs: 100 });
    const [first, ...line] = Array.from({ length: 11 }, () => request(work));
    expect(work.queued).toBe(10);
    // The first answer took 3 s, not the 0.1 s guessed: at that pace only the next two can start within the 2 s they have left.
    vi.advanceTimersByTime(3_000);
    first!.release!();
    expect(line[0]!.release).toBeDefined();
    expect(line.slice(1).map((r) => r.shed?.reason ?? 'queued')).toEqual(['queued', 'queued', ...Array(7).fill('estimate')]);
    expect(work.queued).toBe(2);
  });

  it('keeps cheap reads waiting for their turn or their deadline, however slow the pace looks', () => {
    const work = gate({ concurrency: 1, queue: 10, typicalMs: 100, shedEarly: false });
    const [first, ...line] = Array.from({ length: 11 }, () => request(work));
    vi.advanceTimersByTime(3_000);
    first!.release!();
    expect(line.map((r) => (r.release ? 'started' : (r.shed?.reason ?? 'queued')))).toEqual(['started', ...Array(9).fill('queued')]);
    vi.advanceTimersByTime(2_001);
    expect(line.slice(1).map((r) => r.shed?.reason)).toEqual(Array(9).fill('deadline'));
  });

  it('spreads Retry-After between the drain time and twice it, so the turned-away do not all come back at once', () => {
    const early = gate({ queue: 0 }, () => 0);
    const late = gate({ queue: 0 }, () => 0.99);
    for (const work of [early, late]) {
      request(work);
      request(work);
    }
    expect(request(early).shed!.retryAfterSeconds).toBe(1);
    expect(request(late).shed!.retryAfterSeconds).toBe(2);
  });

  it('frees a turn once, however often its release is called', () => {
    const work = gate();
    const [first, , third, fourth] = Array.from({ length: 4 }, () => request(work));
    first!.release!();
    first!.release!();
    first!.ticket.cancel();
    expect(third!.release).toBeDefined();
    expect(fourth!.release).toBeUndefined();
    expect(work.inFlight).toBe(2);
  });
});
