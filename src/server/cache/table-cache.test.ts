import { describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from './change-feed';
import { TableCache } from './table-cache';
import { SessionCache } from './session-cache';

const counter = () => {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    return `value ${calls}`;
  });
  return load;
};

describe('TableCache', () => {
  it('reads once until a table it came from changes', async () => {
    const feed = ChangeFeed.manual();
    const cache = new TableCache(feed);
    const load = counter();
    expect(await cache.get('club', ['clubs'], load)).toBe('value 1');
    expect(await cache.get('club', ['clubs'], load)).toBe('value 1');
    feed.emit({ table: 'prices' });
    expect(await cache.get('club', ['clubs'], load)).toBe('value 1');
    feed.emit({ table: 'clubs' });
    expect(await cache.get('club', ['clubs'], load)).toBe('value 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one read among concurrent callers', async () => {
    const cache = new TableCache(ChangeFeed.manual());
    const load = counter();
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', ['t'], load)));
    expect(new Set(values)).toEqual(new Set(['value 1']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a change overtook, nor a failed read', async () => {
    const feed = ChangeFeed.manual();
    const cache = new TableCache(feed);
    let finish!: (value: string) => void;
    const slow = cache.get('k', ['t'], () => new Promise<string>((resolve) => (finish = resolve)));
    feed.emit({ table: 't' });
    finish('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', ['t'], async () => 'new')).toBe('new');

    await expect(cache.get('bad', ['t'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', ['t'], async () => 'recovered')).toBe('recovered');
  });

  it('reads through while the feed is down, and forgets everything on a gap', async () => {
    const feed = ChangeFeed.manual();
    const cache = new TableCache(feed);
    const load = counter();
    await cache.get('k', ['t'], load);
    feed.gap(false);
    expect(await cache.get('k', ['t'], load)).toBe('value 2');
    expect(await cache.get('k', ['t'], load)).toBe('value 3');
    feed.gap(true);
    expect(await cache.get('k', ['t'], load)).toBe('value 4');
    expect(await cache.get('k', ['t'], load)).toBe('value 4');
  });

  it('keeps nothing without a feed', async () => {
    const cache = new TableCache(undefined);
    const load = counter();
    await cache.get('k', ['t'], load);
    await cache.get('k', ['t'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds a bounded number of entries', async () => {
    const cache = new TableCache(ChangeFeed.manual(), { maxEntries: 10 });
    for (let id = 0; id < 100; id += 1) await cache.get(`type:${id}`, ['t'], async () => id);
    expect(cache.size).toBe(10);
  });
});

describe('TableCache.getUntil', () => {
  const at = (ms: number) => new Date(ms);
  it('keeps a value until the instant it says, or until its table changes', async () => {
    const feed = ChangeFeed.manual();
    const cache = new TableCache(feed);
    let calls = 0;
    let now = 0;
    // Each computation is right for one second of the clock it ran at.
    const load = vi.fn(async () => ({ n: (calls += 1), validUntil: at(now + 1000) }));
    const read = async (ms: number) => {
      now = ms;
      return (await cache.getUntil('day', ['bookings'], at(ms), load)).n;
    };
    expect(await read(0)).toBe(1);
    expect(await read(999)).toBe(1);
    expect(await read(1000)).toBe(2);
    expect(await read(1500)).toBe(2);
    feed.emit({ table: 'bookings' });
    expect(await read(1500)).toBe(3);
    cache.changed('bookings');
    expect(await read(1500)).toBe(4);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('SessionCache', () => {
  it('keeps a token’s session version for a bounded time', async () => {
    vi.useFakeTimers();
    try {
      const sessions = new SessionCache(ChangeFeed.manual(), { ttlMs: 5000 });
      const read = vi.fn(async () => 3);
      expect(await sessions.version('t1', 7, read)).toBe(3);
      expect(await sessions.version('t1', 7, read)).toBe(3);
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5001);
      await sessions.version('t1', 7, read);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an actor’s tokens when its session changes, here or by notification', async () => {
    const feed = ChangeFeed.manual();
    const sessions = new SessionCache(feed);
    let version = 1;
    const read = async () => version;
    await sessions.version('a', 1, read);
    await sessions.version('b', 2, read);
    version = 2;
    sessions.forget(1);
    expect(await sessions.version('a', 1, read)).toBe(2);
    expect(await sessions.version('b', 2, read)).toBe(1);
    version = 3;
    feed.emit({ table: 'sessions', id: 2 });
    expect(await sessions.version('b', 2, read)).toBe(3);
  });
});
