import { addDays, wallTime, weekdayOf } from '../../domain/club-time';

/**
 * Anti-walking-down rules of a booking type (issue 27 item 2), pure. "Walking down": holding a slot far from
 * the one wanted, then cancelling and re-booking it as each new slot opens, so nobody else sees it free.
 */
export interface BookingLimitRules {
  /** Minutes after a cancellation before the canceller books this type again. */
  rebookCooldownMins: number | null;
  /** Bookings of this type a customer holds per club day. */
  maxPerDay: number | null;
  /** Bookings of this type a customer holds per week (Monday to Sunday, club time). */
  maxPerWeek: number | null;
  /** A slot its holder cancelled is not theirs to book again for these minutes. */
  lateCancelLockMins: number | null;
}

export interface CustomerBookingsOfType {
  /** The customer's live bookings and holds of the type (not cancelled, not lapsed). */
  live: { startMs: number }[];
  /** The customer's cancellations of the type. */
  cancelled: { startMs: number; endMs: number; resourceIds: number[]; cancelledAtMs: number }[];
}

export type LimitProblem = { rule: 'cooldown'; until: Date } | { rule: 'perDay'; max: number } | { rule: 'perWeek'; max: number } | { rule: 'lateCancelLock'; until: Date };

/** Monday of the club week holding `date`. */
export const weekOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Why the customer may not book this slot of the type now, or null. */
export function checkBookingLimits(
  slot: { startMs: number; endMs: number; resourceIds: number[] },
  mine: CustomerBookingsOfType,
  rules: BookingLimitRules,
  context: { nowMs: number; timeZone: string },
): LimitProblem | null {
  const { nowMs, timeZone } = context;
  if (rules.lateCancelLockMins !== null) {
    const lock = rules.lateCancelLockMins * 60_000;
    const sameSlot = mine.cancelled.filter(
      (old) => old.startMs < slot.endMs && old.endMs > slot.startMs && old.resourceIds.some((id) => slot.resourceIds.includes(id)) && nowMs < old.cancelledAtMs + lock,
    );
    if (sameSlot.length > 0) return { rule: 'lateCancelLock', until: new Date(Math.max(...sameSlot.map((old) => old.cancelledAtMs)) + lock) };
  }
  if (rules.rebookCooldownMins !== null && mine.cancelled.length > 0) {
    const until = Math.max(...mine.cancelled.map((old) => old.cancelledAtMs)) + rules.rebookCooldownMins * 60_000;
    if (nowMs < until) return { rule: 'cooldown', until: new Date(until) };
  }
  const day = wallTime(slot.startMs, timeZone).date;
  if (rules.maxPerDay !== null) {
    const sameDay = mine.live.filter((booking) => wallTime(booking.startMs, timeZone).date === day).length;
    if (sameDay >= rules.maxPerDay) return { rule: 'perDay', max: rules.maxPerDay };
  }
  if (rules.maxPerWeek !== null) {
    const week = weekOf(day);
    const sameWeek = mine.live.filter((booking) => weekOf(wallTime(booking.startMs, timeZone).date) === week).length;
    if (sameWeek >= rules.maxPerWeek) return { rule: 'perWeek', max: rules.maxPerWeek };
  }
  return null;
}

/** How many slots of `day` a customer may still win in a draw: the type's wins, bounded by the day and week caps. */
export function winsAllowed(day: string, mine: CustomerBookingsOfType, rules: BookingLimitRules, maxWins: number, timeZone: string): number {
  let allowed = maxWins;
  if (rules.maxPerDay !== null) allowed = Math.min(allowed, rules.maxPerDay - mine.live.filter((booking) => wallTime(booking.startMs, timeZone).date === day).length);
  if (rules.maxPerWeek !== null) {
    const week = weekOf(day);
    allowed = Math.min(allowed, rules.maxPerWeek - mine.live.filter((booking) => weekOf(wallTime(booking.startMs, timeZone).date) === week).length);
  }
  return Math.max(0, allowed);
}
