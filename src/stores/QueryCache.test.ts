import { autorun, computed } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_FOR_MS, query, QueryCache } from './QueryCache';
import { dataSourceKey } from '../api/query-keys';
import { refetchOnFocusAndReconnect } from './query-entry';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks and microtasks run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('QueryCache', () => {
  it('shares one request between every caller of the same key, and serves the answer while fresh', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    const load = vi.fn(async () => ['a']);
    const list = query(['listMemberships'], load);
    const [first, second] = await Promise.all([cache.fetch(list), cache.fetch(query(['listMemberships'], load))]);
    expect(first).toEqual(['a']);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    now = FRESH_FOR_MS - 1;
    await cache.fetch(list);
    expect(load).toHaveBeenCalledTimes(1);
    now = FRESH_FOR_MS;
    await cache.fetch(list);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys by parameters too', async () => {
    const cache = new QueryCache();
    const load = vi.fn(async (_signal: AbortSignal, id: number) => id);
    expect(await cache.fetch(query(['getProduct', 1], (signal) => load(signal, 1)))).toBe(1);
    expect(await cache.fetch(query(['getProduct', 2], (signal) => load(signal, 2)))).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells a viewer loading, then ready; a failure, then a retry for the next viewer', async () => {
    const cache = new QueryCache();
    let answer = deferred<string>();
    const item = query(['getProduct'], () => answer.promise);
    const seen: string[] = [];
    const stop = cache.watch(item, () => seen.push(cache.read(item.key).status));
    expect(cache.read(item.key).status).toBe('loading');
    answer.reject(new Error('down'));
    await settle();
    expect(cache.read(item.key)).toMatchObject({ status: 'failed' });
    stop();
    answer = deferred<string>();
    cache.watch(item, () => undefined);
    expect(cache.read(item.key).status).toBe('loading');
    answer.resolve('back');
    await settle();
    expect(cache.read(item.key)).toEqual({ status: 'ready', data: 'back' });
    expect(seen).toEqual(['failed']);
  });

  it('cancels a load once its last viewer leaves, but not while a caller still waits for it', async () => {
    const cache = new QueryCache();
    const signals: AbortSignal[] = [];
    const item = query(['getProduct'], (signal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    const stop = cache.watch(item, () => undefined);
    stop();
    await settle();
    expect(signals[0]?.aborted).toBe(true);

    const other = query(['listPosts'], (signal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    void cache.fetch(other);
    cache.watch(other, () => undefined)();
    await settle();
    expect(signals[1]?.aborted).toBe(false);
  });

  it('keeps a load whose viewer only re-subscribes at once (a re-render)', async () => {
    const cache = new QueryCache();
    const answer = deferred<string>();
    const load = vi.fn((_signal: AbortSignal) => answer.promise);
    const item = query(['getProduct'], load);
    cache.watch(item, () => undefined)();
    cache.watch(item, () => undefined);
    answer.resolve('kept');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0].aborted).toBe(false);
    expect(cache.read(item.key)).toEqual({ status: 'ready', data: 'kept' });
  });

  it('loads again for a viewer who comes after its last one left and the load was cancelled, but before it ended', async () => {
    // A widget unmounted and mounted again a task later (its page re-suspending): the first load is cancelled
    // before its request went out; the new viewer must not wait on that cancelled load for ever.
    const cache = new QueryCache();
    const answers = [deferred<string>(), deferred<string>()];
    const load = vi.fn((_signal: AbortSignal) => answers[load.mock.calls.length - 1]!.promise);
    const item = query(['getCheckoutInfo'], load);
    cache.watch(item, () => undefined)();
    await settle();
    expect(load.mock.calls[0]?.[0].aborted).toBe(true);
    const seen: string[] = [];
    cache.watch(item, () => seen.push(cache.read(item.key).status));
    // The cancelled request ends only now (a fetch rejects a task after its abort), after the new viewer came.
    answers[0]!.reject(new DOMException('aborted', 'AbortError'));
    answers[1]?.resolve('info');
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.read(item.key)).toEqual({ status: 'ready', data: 'info' });
    expect(seen).toContain('ready');
  });

  it('after a write, reloads what is watched (keeping its data meanwhile) and drops the rest', async () => {
    const cache = new QueryCache();
    let version = 1;
    const watched = query(['getAcademyCustomer', 7], async () => `customer v${version}`);
    const unwatched = vi.fn(async () => `fees v${version}`);
    cache.watch(watched, () => undefined);
    await cache.fetch(query(['getCustomerFees', 7], unwatched));
    await settle();
    version = 2;
    cache.invalidate('getAcademyCustomer', 'getCustomerFees');
    expect(cache.read(watched.key)).toEqual({ status: 'ready', data: 'customer v1' });
    await settle();
    expect(cache.read(watched.key)).toEqual({ status: 'ready', data: 'customer v2' });
    expect(await cache.fetch(query(['getCustomerFees', 7], unwatched))).toBe('fees v2');
    expect(unwatched).toHaveBeenCalledTimes(2);
  });

  it('invalidates only the operations named, or every read of a contract tag', async () => {
    const cache = new QueryCache();
    const cards = vi.fn(async () => 'cards');
    const posts = vi.fn(async () => 'posts');
    const bookings = vi.fn(async () => 'bookings');
    const match = vi.fn(async () => 'match');
    await cache.fetch(query(['getCustomerCardTokens', 7], cards));
    await cache.fetch(query(['listTextBlocks'], posts));
    await cache.fetch(query(['getCustomerBookings', 7], bookings));
    await cache.fetch(query(['getBookingInfo', 41], match));
    cache.invalidate('getCustomerCardTokens');
    cache.invalidate({ tag: 'bookings' });
    await cache.fetch(query(['getCustomerCardTokens', 7], cards));
    await cache.fetch(query(['listTextBlocks'], posts));
    await cache.fetch(query(['getCustomerBookings', 7], bookings));
    await cache.fetch(query(['getBookingInfo', 41], match));
    expect(cards).toHaveBeenCalledTimes(2);
    expect(posts).toHaveBeenCalledTimes(1);
    expect([bookings.mock.calls.length, match.mock.calls.length]).toEqual([2, 2]);
  });

  it('keys a data node by the operation its source reads, so invalidating that operation reloads it', async () => {
    const cache = new QueryCache();
    const customer = vi.fn(async () => 'customer');
    const node = query(dataSourceKey('getAcademyCustomer', 'customer', { tab: 'data' }, 7), customer);
    await cache.fetch(node);
    cache.invalidate('getCustomerFees');
    await cache.fetch(node);
    expect(customer).toHaveBeenCalledTimes(1);
    cache.invalidate('getAcademyCustomer');
    await cache.fetch(node);
    expect(customer).toHaveBeenCalledTimes(2);
  });

  describe('refetching', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('loads a watched query again when its refetchAfter says, and stops once nobody watches it', async () => {
      vi.useFakeTimers();
      let version = 0;
      const code = query(['getAccessCode'], async () => `code ${(version += 1)}`, { refetchAfter: (data) => (data === 'code 3' ? null : 5000) });
      const queries = new QueryCache();
      const stop = queries.watch(code, () => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(queries.read(code.key)).toEqual({ status: 'ready', data: 'code 1' });
      await vi.advanceTimersByTimeAsync(4999);
      expect(version).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(queries.read(code.key)).toEqual({ status: 'ready', data: 'code 2' });
      await vi.advanceTimersByTimeAsync(5000);
      expect(queries.read(code.key)).toEqual({ status: 'ready', data: 'code 3' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(version).toBe(3);

      const polled = query(['getBookingOpening'], async () => (version += 1), { refetchAfter: () => 1000 });
      const stopPolled = queries.watch(polled, () => undefined);
      await vi.advanceTimersByTimeAsync(0);
      stopPolled();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(version).toBe(4);
      stop();
    });

    it('on focus or reconnect loads what is watched and older than fresh, and keeps it on screen if that fails', async () => {
      let now = 0;
      const listeners = new Map<string, () => void>();
      const window = { addEventListener: (event: string, listener: () => void) => listeners.set(event, listener), removeEventListener: vi.fn() };
      const queries = new QueryCache(() => now);
      const stopListening = refetchOnFocusAndReconnect(queries, window);
      const answers = ['first', new Error('offline'), 'second'];
      const item = query(['listMemberships'], async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      });
      queries.watch(item, () => undefined);
      await settle();
      listeners.get('focus')?.();
      await settle();
      expect(answers).toHaveLength(2);
      now = FRESH_FOR_MS;
      listeners.get('focus')?.();
      await settle();
      expect(queries.read(item.key)).toEqual({ status: 'ready', data: 'first' });
      listeners.get('online')?.();
      await settle();
      expect(queries.read(item.key)).toEqual({ status: 'ready', data: 'second' });
      stopListening();
      expect(window.removeEventListener).toHaveBeenCalledTimes(3);
    });
  });

  it("is observable by MobX: a store's getter over current() loads the query while observed and follows its answers", async () => {
    const queries = new QueryCache();
    let version = 1;
    const load = vi.fn(async () => `settings v${version}`);
    const settings = query(['getMainSettings'], load);
    const title = computed(() => {
      const state = queries.current(settings);
      return state.status === 'ready' ? state.data : 'loading';
    });
    expect(title.get()).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(title.get()));
    await settle();
    await settle();
    version = 2;
    queries.invalidate('getMainSettings');
    await settle();
    await settle();
    expect(seen).toEqual(['loading', 'settings v1', 'settings v2']);
    stop();
    await settle();
    await settle();
    queries.invalidate('getMainSettings');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
