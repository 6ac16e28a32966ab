import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveEvents, type EventSourceLike } from './live-events';
import { query, QueryCache, type QueryKey } from './QueryCache';

/** A stream the test drives: what the server would send. */
class FakeSource implements EventSourceLike {
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  readyState = 1;
  readonly resets: Array<(event: { lastEventId: string }) => void> = [];
  constructor(readonly url: string) {}
  addEventListener(_type: 'reset', listener: (event: { lastEventId: string }) => void) {
    this.resets.push(listener);
  }
  close() {
    this.readyState = 2;
  }
  send(id: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data), lastEventId: id });
  }
}

function setUp() {
  const queries = new QueryCache();
  const sources: FakeSource[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  const listeners = new Set<() => void>();
  const page = {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  const live = new LiveEvents(queries, { url: '/live/events', page, open: (url) => sources[sources.push(new FakeSource(url)) - 1]! });
  const loads = new Map<string, number>();
  /** A query on screen (watched) that counts its loads. */
  const onScreen = async (key: QueryKey) => {
    const text = JSON.stringify(key);
    loads.set(text, 0);
    const watched = query(key, async () => {
      loads.set(text, loads.get(text)! + 1);
      return { loaded: loads.get(text) };
    });
    queries.watch(watched, () => undefined);
    await queries.fetch(watched);
  };
  const loadsOf = (key: QueryKey) => loads.get(JSON.stringify(key));
  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    listeners.forEach((listener) => listener());
  };
  return { queries, live, sources, onScreen, loadsOf, show };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('live events', () => {
  it("a booking on the day shown reloads that day's grid and dates; another day's booking reloads nothing", async () => {
    const { live, sources, onScreen, loadsOf } = setUp();
    await onScreen(['listBookingAvailability', 1, '2031-06-03', 7]);
    await onScreen(['listAvailableDates', 1, '2031-06-01', 14]);
    live.start();
    sources[0]!.send('a.1', { t: 'booking', id: 50, type: 2, date: '2031-06-20' });
    await settle();
    expect(loadsOf(['listBookingAvailability', 1, '2031-06-03', 7])).toBe(1);
    expect(loadsOf(['listAvailableDates', 1, '2031-06-01', 14])).toBe(1);
    // A booking of another type on the day shown: its court may serve this type too.
    sources[0]!.send('a.2', { t: 'booking', id: 51, type: 2, date: '2031-06-03' });
    await settle();
    expect(loadsOf(['listBookingAvailability', 1, '2031-06-03', 7])).toBe(2);
    expect(loadsOf(['listAvailableDates', 1, '2031-06-01', 14])).toBe(2);
  });

  it("a place joined reloads that match's page and its day's list, not the grid; an opening drawn reloads its window", async () => {
    const { live, sources, onScreen, loadsOf } = setUp();
    await onScreen(['getBookingInfo', 50, 7, null]);
    await onScreen(['listByPlaceBookings', null, '2031-06-02', 7, null, null, '']);
    await onScreen(['listBookingAvailability', 1, '2031-06-03', 7]);
    await onScreen(['getBookingOpening', 1, '2031-06-18', 7]);
    live.start();
    sources[0]!.send('a.1', { t: 'places', id: 50, type: 1, date: '2031-06-03' });
    await settle();
    expect(loadsOf(['getBookingInfo', 50, 7, null])).toBe(2);
    // The list of the matches from the day before on shows it too.
    expect(loadsOf(['listByPlaceBookings', null, '2031-06-02', 7, null, null, ''])).toBe(2);
    expect(loadsOf(['listBookingAvailability', 1, '2031-06-03', 7])).toBe(1);
    sources[0]!.send('a.2', { t: 'opening', type: 1, date: '2031-06-18' });
    await settle();
    expect(loadsOf(['getBookingOpening', 1, '2031-06-18', 7])).toBe(2);
  });

  it("an event that comes while the window's read is under way reads it again: the answer under way may predate the change", async () => {
    const { queries, live, sources } = setUp();
    const key = ['getBookingOpening', 1, '2031-06-18', 7] as const;
    // The server answers the first read as it was before the draw (read before the draw committed), the next after.
    const answers: Array<(state: string) => void> = [];
    const window = query(key, () => new Promise<string>((resolve) => answers.push(resolve)));
    queries.watch(window, () => undefined);
    live.start();
    expect(answers).toHaveLength(1);
    sources[0]!.send('a.1', { t: 'opening', type: 1, date: '2031-06-18' });
    answers[0]!('requesting');
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]!('open');
    await settle();
    expect(queries.read(key)).toEqual({ status: 'ready', data: 'open' });
  });

  it("another match's change does not reload the match on screen, nor a list of the matches from a later day", async () => {
    const { live, sources, onScreen, loadsOf } = setUp();
    await onScreen(['getBookingInfo', 51, 7, null]);
    await onScreen(['listByPlaceBookings', null, '2031-06-04', 7, null, null, '']);
    live.start();
    sources[0]!.send('a.1', { t: 'places', id: 50, type: 1, date: '2031-06-03' });
    await settle();
    expect(loadsOf(['getBookingInfo', 51, 7, null])).toBe(1);
    expect(loadsOf(['listByPlaceBookings', null, '2031-06-04', 7, null, null, ''])).toBe(1);
  });

  it('a reset reloads every live answer; a malformed event reloads nothing', async () => {
    const { live, sources, onScreen, loadsOf } = setUp();
    await onScreen(['listBookingAvailability', 1, '2031-06-03', 7]);
    await onScreen(['getBookingInfo', 50, 7, null]);
    live.start();
    sources[0]!.onmessage?.({ data: 'not json', lastEventId: 'a.1' });
    sources[0]!.send('a.2', { t: 'booking', id: 'x', type: 1, date: '2031-06-03' });
    await settle();
    expect(loadsOf(['listBookingAvailability', 1, '2031-06-03', 7])).toBe(1);
    sources[0]!.resets.forEach((listener) => listener({ lastEventId: 'a.3' }));
    await settle();
    expect(loadsOf(['listBookingAvailability', 1, '2031-06-03', 7])).toBe(2);
    expect(loadsOf(['getBookingInfo', 50, 7, null])).toBe(2);
  });

  it('a page the server rendered opens its stream after the position the server read it at', () => {
    const { live, sources } = setUp();
    live.resumeAfter('a.41');
    live.resumeAfter('b.3');
    live.start();
    expect(sources[0]!.url).toBe('/live/events?lastEventId=a.41');
  });

  it('opens no stream while the server HTML hydrates, then resumes after the position it was read at', async () => {
    const { live, sources } = setUp();
    let hydrated: () => void = () => undefined;
    live.resumeAfter('a.41');
    live.holdUntil(new Promise<void>((resolve) => (hydrated = resolve)));
    live.start();
    await settle();
    expect(sources).toHaveLength(0);
    hydrated();
    await settle();
    expect(sources.map((source) => source.url)).toEqual(['/live/events?lastEventId=a.41']);
  });

  it('a tab hidden for a minute lets its stream go and, shown again, resumes after the last event it had', () => {
    vi.useFakeTimers();
    const { live, sources, show } = setUp();
    live.start();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/live/events');
    sources[0]!.send('a.7', { t: 'booking', id: 50, type: 1, date: '2031-06-03' });
    show('hidden');
    vi.advanceTimersByTime(59_000);
    expect(live.connected).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(live.connected).toBe(false);
    show('visible');
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe('/live/events?lastEventId=a.7');
    live.stop();
    expect(live.connected).toBe(false);
  });
});
