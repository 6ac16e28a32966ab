// What a live stream carries (issue 40): small change events that name what an open screen shows, never the data
// itself — the portal reloads that through the API. Pure: the hub (hub.ts) numbers and sends them.

/**
 * - `booking`: a booking was made, paid, cancelled, moved or lapsed: the grid of its club day (any type: courts serve
 *   several), the day's match list and the booking's own pages.
 * - `places`: a place of the booking was joined, left, held or given back, or its waitlist moved: its pages and its day's list.
 * - `opening`: the opening window of a type and day was drawn.
 */
export type LiveEvent = { t: 'booking' | 'places'; id: number; type: number; date: string } | { t: 'opening'; type: number; date: string };

/** A notified change (Change.live, migration 042) read: its events and, for a hold, when it lapses by time alone (ms). */
export interface LiveChange {
  event: LiveEvent;
  lapsesAt?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The change a notification names, or null for anything malformed (a notification is never trusted blindly). */
export function liveChangeOf(live: Record<string, unknown>): LiveChange | null {
  const { kind, id, type, date, until } = live;
  if (!isId(type) || typeof date !== 'string' || !DAY.test(date)) return null;
  if (kind === 'opening') return { event: { t: 'opening', type, date } };
  if ((kind !== 'booking' && kind !== 'places') || !isId(id)) return null;
  const lapsesAt = typeof until === 'number' && Number.isFinite(until) ? until * 1000 : undefined;
  return { event: { t: kind, id, type, date }, ...(lapsesAt === undefined ? {} : { lapsesAt }) };
}

/** A stream's position, `<hub>.<sequence>`: the id of the last event a client saw (EventSource's Last-Event-ID). */
export function parseEventId(text: string | undefined): { hub: string; seq: number } | null {
  const match = /^([a-z0-9]{1,16})\.(\d{1,15})$/.exec(text?.trim() ?? '');
  return match ? { hub: match[1]!, seq: Number(match[2]) } : null;
}
