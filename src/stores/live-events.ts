// Live availability on the portal (issue 40): one event stream per visit whose change events become invalidations,
// so the data still comes through the one QueryCache. Without the stream the portal loads as it always has.
import { addDays } from '../domain/club-time';
import type { OperationId } from '../generated/operations';
import type { QueryCache, QueryKey } from './QueryCache';

/** The server's events (src/server/live/events.ts): a booking's day and pages, a match's places, an opening drawn. */
type LiveEvent = { t: 'booking' | 'places'; id: number; type: number; date: string } | { t: 'opening'; type: number; date: string };

/** What the portal needs of a browser's EventSource (tests pass a fake). */
export interface EventSourceLike {
  onmessage: ((event: { data: string; lastEventId: string }) => void) | null;
  onerror: (() => void) | null;
  addEventListener(type: 'reset', listener: (event: { lastEventId: string }) => void): void;
  close(): void;
  readonly readyState: number;
}

export interface LiveEventsOptions {
  /** The stream's address (the club server's origin + /live/events). */
  url: string;
  /** Opens a stream; by default the browser's EventSource. */
  open?: (url: string) => EventSourceLike;
  /** The page, for its visibility: a tab hidden this long lets its stream go, and resumes it when shown. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  hiddenStopMs?: number;
}

const CLOSED = 2;
/** A tab hidden this long closes its stream (a phone in a pocket keeps no connection open); shown again, it resumes. */
const HIDDEN_STOP_MS = 60_000;

/** Which answers an event makes stale: the operation and whether a loaded key of it is about the change. */
type Reach = readonly [OperationId, (key: QueryKey) => boolean];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const within = (date: string, from: unknown, days: unknown) => typeof from === 'string' && typeof days === 'number' && date >= from && date < addDays(from, days);

function reachOf(event: LiveEvent): Reach[] {
  const { date } = event;
  // The match list shows the matches from its day on.
  const dayList: Reach = ['listByPlaceBookings', (key) => [key[1], key[2]].some((from) => typeof from === 'string' && DAY.test(from) && from <= date)];
  const grid: Reach[] = [
    ['listBookingAvailability', (key) => key[2] === date],
    ['listAvailableDates', (key) => within(date, key[2], key[3])],
  ];
  if (event.t === 'opening') return [['getBookingOpening', (key) => key[1] === event.type && key[2] === date], ...grid];
  const { id } = event;
  const pages: Reach[] = [dayList, ['getBookingInfo', (key) => key[1] === id], ['getBookingTemplateInfo', (key) => key[2] === id], ['getWaitlistPlace', (key) => key[2] === id]];
  return event.t === 'booking' ? [...grid, ...pages] : pages;
}

/** Everything an event can reach: what a reset (changes may have been missed) reloads. */
const LIVE_READS: readonly OperationId[] = [
  'listBookingAvailability',
  'listAvailableDates',
  'listByPlaceBookings',
  'getBookingInfo',
  'getBookingTemplateInfo',
  'getWaitlistPlace',
  'getBookingOpening',
];

function parse(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as Partial<Record<string, unknown>>;
    if (typeof event.date !== 'string' || !DAY.test(event.date) || typeof event.type !== 'number') return null;
    if (event.t === 'opening') return event as LiveEvent;
    return (event.t === 'booking' || event.t === 'places') && typeof event.id === 'number' ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The visit's one stream. An event invalidates an operation only when one of its loaded (or loading) keys names the
 * event's day, booking or opening, so another day's change costs nothing.
 */
export class LiveEvents {
  #source: EventSourceLike | null = null;
  #lastId = '';
  #hold: Promise<void> | null = null;
  #hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  #started = false;
  readonly #options: LiveEventsOptions;

  constructor(
    private readonly queries: QueryCache,
    options: LiveEventsOptions,
  ) {
    this.#options = options;
  }

  /** Whether a stream is open (or opening) now. */
  get connected(): boolean {
    return this.#source !== null && this.#source.readyState !== CLOSED;
  }

  /** Before the first connection: the stream starts after `eventId` (the position a server-rendered page was read at). */
  resumeAfter(eventId: string): void {
    if (!this.#lastId) this.#lastId = eventId;
  }

  /**
   * Opens no stream before `until` settles (the server's HTML still hydrating: an answer reloaded meanwhile would make
   * a part hydrate with other content, and React would redraw it). Resuming after the seed's position, nothing is missed.
   */
  holdUntil(until: Promise<unknown>): void {
    const hold = until.then(
      () => undefined,
      () => undefined,
    );
    this.#hold = hold;
    void hold.then(() => {
      if (this.#hold !== hold) return;
      this.#hold = null;
      if (this.#started && this.#options.page?.visibilityState !== 'hidden') this.#connect();
    });
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#options.page?.addEventListener('visibilitychange', this.#onVisibility);
    this.#connect();
  }

  stop(): void {
    this.#started = false;
    this.#options.page?.removeEventListener('visibilitychange', this.#onVisibility);
    clearTimeout(this.#hiddenTimer);
    this.#disconnect();
  }

  #connect(): void {
    if (this.connected || this.#hold) return;
    const url = this.#lastId ? `${this.#options.url}?lastEventId=${encodeURIComponent(this.#lastId)}` : this.#options.url;
    let source: EventSourceLike;
    try {
      source = (this.#options.open ?? ((address) => new EventSource(address) as unknown as EventSourceLike))(url);
    } catch {
      return;
    }
    this.#source = source;
    source.onmessage = (message) => {
      if (message.lastEventId) this.#lastId = message.lastEventId;
      const event = parse(message.data);
      if (event) this.#apply(reachOf(event));
    };
    source.addEventListener('reset', (message) => {
      if (message.lastEventId) this.#lastId = message.lastEventId;
      this.queries.invalidate(...(LIVE_READS as [OperationId, ...OperationId[]]));
    });
    // The browser reconnects by itself (sending the last id) after a drop; a refusal (429, a server without the
    // stream) closes it for good, and the portal goes on without events.
    source.onerror = () => undefined;
  }

  #disconnect(): void {
    this.#source?.close();
    this.#source = null;
  }

  #apply(reach: readonly Reach[]): void {
    // Answers under way count too: one read before the change committed would otherwise keep the old state on screen.
    const loaded = this.queries.keys();
    const stale = reach.filter(([operation, about]) => loaded.some((key) => key[0] === operation && about(key))).map(([operation]) => operation);
    if (stale.length > 0) this.queries.invalidate(...(stale as [OperationId, ...OperationId[]]));
  }

  readonly #onVisibility = () => {
    clearTimeout(this.#hiddenTimer);
    if (this.#options.page?.visibilityState === 'hidden') {
      this.#hiddenTimer = setTimeout(() => this.#disconnect(), this.#options.hiddenStopMs ?? HIDDEN_STOP_MS);
    } else if (this.#started) {
      this.#connect();
    }
  };
}
