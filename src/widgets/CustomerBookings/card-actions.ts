import type { components } from '../../generated/api';

type CustomerBooking = components['schemas']['CustomerBooking'];

export type CardAction = 'pay' | 'openFacility' | 'share' | 'addToCalendar' | 'cancel';

export interface CardContext {
  past: boolean;
  /** The public page of one booking by its token (/booking/{token}): no Share, no Cancel, no Pay (doc 2 §2). */
  publicView: boolean;
  /** The club's turnstiles are on (GET publicturnstiles/enabled). */
  turnstiles: boolean;
  /** An access code was shown already: Open Facility is offered once (doc 2 §2). */
  codeShown: boolean;
  /** Now, in ms: Open Facility is the next thing to do only shortly before the start. */
  now: number;
}

/** How long before the start the door becomes the next thing to do; earlier it waits in the menu. */
const OPEN_FACILITY_LEAD_MS = 3 * 60 * 60 * 1000;

/** The next thing to do, most urgent first: pay what is owed, open the door, invite the others. */
const NEXT_THING: CardAction[] = ['pay', 'openFacility', 'share'];
const MENU_ORDER: CardAction[] = ['openFacility', 'share', 'addToCalendar', 'cancel'];

/**
 * A booking card's actions: one primary (the next thing to do) and the rest in its overflow menu, Cancel last. A
 * past booking has none.
 */
export function cardActions(booking: CustomerBooking, context: CardContext): { primary: CardAction | null; more: CardAction[] } {
  if (context.past) return { primary: null, more: [] };
  const offered = new Set<CardAction>(['addToCalendar']);
  if (!context.publicView && booking.toPay) offered.add('pay');
  if (context.turnstiles && !context.codeShown) offered.add('openFacility');
  if (!context.publicView) offered.add('share');
  if (!context.publicView && booking.canCancel) offered.add('cancel');
  const soon = Date.parse(booking.start ?? '') - context.now <= OPEN_FACILITY_LEAD_MS;
  const primary = NEXT_THING.find((action) => offered.has(action) && (action !== 'openFacility' || soon)) ?? null;
  return { primary, more: MENU_ORDER.filter((action) => offered.has(action) && action !== primary) };
}

/** A match's sets as the card shows them ("6–3 4–6 6–2"), or null when no set has both scores. */
export function setsOf(results: CustomerBooking['results']): string | null {
  if (!results) return null;
  const team1 = results.team1 ?? [];
  const team2 = results.team2 ?? [];
  const sets = team1.flatMap((games, index) => (team2[index] === undefined ? [] : [`${games}–${team2[index]}`]));
  return sets.length > 0 ? sets.join(' ') : null;
}
