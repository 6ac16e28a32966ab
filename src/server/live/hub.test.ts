import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub, type LiveSink } from './hub';
import type { LiveEvent } from './events';

/** A stream that keeps what it was sent; `unread` bytes pile up when the client does not read. */
function sink(options: { reads?: boolean } = {}) {
  const frames: string[] = [];
  let unread = 0;
  let closed = false;
  const value: LiveSink & { frames: string[]; closed: () => boolean } = {
    frames,
    closed: () => closed,
    write(text) {
      frames.push(text);
      if (options.reads === false) unread += text.length;
      return true;
    },
    buffered: () => unread,
    close: () => {
      closed = true;
    },
  };
  return value;
}

const event = (id: number): LiveEvent => ({ t: 'booking', id, type: 1, date: '2031-06-03' });
const turn = () => new Promise((resolve) => setImmediate(resolve));
const ids = (frames: string[]) => frames.join('').match(/^id: .*$/gm) ?? [];

afterEach(() => vi.useRealTimers());

describe('the live hub', () => {
  it('replays what followed a known id, and resets a client further behind than the ring', async () => {
    const hub = new LiveHub({ ringSize: 3 });
    const first = sink();
    hub.open('10.0.0.1', undefined, first);
    hub.changed({ event: event(1) });
    await turn();
    const seen = ids(first.frames)[0]!.slice(4);
    for (const id of [2, 3, 4]) {
      hub.changed({ event: event(id) });
      await turn();
    }
    // Three events after `seen`: all still in the ring of three.
    const resumed = sink();
    hub.open('10.0.0.1', seen, resumed);
    expect(resumed.frames.join('')).toMatch(/"id":2[^]*"id":3[^]*"id":4/);
    expect(resumed.frames.join('')).not.toContain('event: reset');
    hub.changed({ event: event(5) });
    await turn();
    // Now the event right after `seen` has left the ring.
    const late = sink();
    hub.open('10.0.0.1', seen, late);
    expect(late.frames.join('')).toContain('event: reset');
    expect(late.frames.join('')).not.toContain('"id":');
    hub.close();
  });

  it('drops a client that does not read instead of buffering for it, and keeps sending to the others', async () => {
    const hub = new LiveHub({ maxBuffered: 200 });
    const slow = sink({ reads: false });
    const quick = sink();
    hub.open('10.0.0.1', undefined, slow);
    hub.open('10.0.0.2', undefined, quick);
    for (let id = 1; id <= 10; id += 1) {
      hub.changed({ event: event(id) });
      await turn();
    }
    expect(slow.closed()).toBe(true);
    expect(hub.dropped).toBe(1);
    expect(hub.streams).toBe(1);
    expect(ids(quick.frames)).toHaveLength(10);
    hub.close();
    expect(quick.closed()).toBe(true);
  });

  it('writes to many streams a slice per turn, each still getting every event in order', async () => {
    const hub = new LiveHub({ perAddress: 2000 });
    const streams = Array.from({ length: 1200 }, () => sink());
    for (const stream of streams) hub.open('10.0.0.1', undefined, stream);
    hub.changed({ event: event(1) });
    await turn();
    hub.changed({ event: event(2) });
    // Early on: the first slice has been written to, the last streams not yet.
    expect(ids(streams[0]!.frames)).toHaveLength(1);
    expect(ids(streams[1199]!.frames)).toHaveLength(0);
    for (let round = 0; round < 6; round += 1) await turn();
    for (const stream of streams) expect(stream.frames.join('').match(/"id":\d+/g)).toEqual(['"id":1', '"id":2']);
    hub.close();
  });

  it('refuses a stream past the per-address cap until one of them closes', () => {
    const hub = new LiveHub({ perAddress: 2 });
    const closes = [hub.open('10.0.0.1', undefined, sink()), hub.open('10.0.0.1', undefined, sink())];
    expect(hub.open('10.0.0.1', undefined, sink())).toBeNull();
    expect(hub.open('10.0.0.2', undefined, sink())).not.toBeNull();
    closes[0]!();
    expect(hub.open('10.0.0.1', undefined, sink())).not.toBeNull();
    hub.close();
  });

  it('sends a heartbeat comment to a quiet stream', () => {
    vi.useFakeTimers();
    const hub = new LiveHub({ heartbeatMs: 25_000 });
    const quiet = sink();
    hub.open('10.0.0.1', undefined, quiet);
    expect(quiet.frames.join('')).not.toContain('heartbeat');
    vi.advanceTimersByTime(25_000);
    expect(quiet.frames.join('')).toContain(': heartbeat\n\n');
    hub.close();
  });

  it("sends a hold's change again when its deadline passes, once for holds of one booking", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'Date'] });
    const start = Date.now();
    const hub = new LiveHub();
    const watcher = sink();
    hub.open('10.0.0.1', undefined, watcher);
    hub.changed({ event: event(7), lapsesAt: start + 60_000 });
    hub.changed({ event: event(7), lapsesAt: start + 60_000 });
    vi.advanceTimersByTime(1);
    expect(ids(watcher.frames)).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(ids(watcher.frames)).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(ids(watcher.frames)).toHaveLength(2);
    hub.close();
  });
});
