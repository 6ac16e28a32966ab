import { describe, expect, it } from 'vitest';
import { checkBookingLimits, weekOf, winsAllowed, type BookingLimitRules, type CustomerBookingsOfType } from './booking-limits';

const TZ = 'Europe/Madrid';
const NONE: BookingLimitRules = { rebookCooldownMins: null, maxPerDay: null, maxPerWeek: null, lateCancelLockMins: null };
const t = (iso: string) => Date.parse(iso);
const slot = (iso: string, resourceIds = [1]) => ({ startMs: t(iso), endMs: t(iso) + 3_600_000, resourceIds });
const context = (iso: string) => ({ nowMs: t(iso), timeZone: TZ });
const empty: CustomerBookingsOfType = { live: [], cancelled: [] };

describe('anti-walking-down rules', () => {
  it('lets everything through when the type sets no rule', () => {
    const mine = { live: [{ startMs: t('2026-06-10T08:00:00Z') }], cancelled: [{ ...slot('2026-06-10T09:00:00Z'), cancelledAtMs: t('2026-06-01T09:59:00Z') }] };
    expect(checkBookingLimits(slot('2026-06-10T09:00:00Z'), mine, NONE, context('2026-06-01T10:00:00Z'))).toBeNull();
  });

  it('refuses the canceller any booking of the type until the cooldown has passed', () => {
    const mine = { live: [], cancelled: [{ ...slot('2026-06-10T09:00:00Z', [2]), cancelledAtMs: t('2026-06-01T10:00:00Z') }] };
    const rules = { ...NONE, rebookCooldownMins: 30 };
    expect(checkBookingLimits(slot('2026-06-11T18:00:00Z'), mine, rules, context('2026-06-01T10:29:00Z'))).toEqual({ rule: 'cooldown', until: new Date('2026-06-01T10:30:00Z') });
    expect(checkBookingLimits(slot('2026-06-11T18:00:00Z'), mine, rules, context('2026-06-01T10:30:00Z'))).toBeNull();
  });

  it('caps bookings per club day and per Monday-to-Sunday week', () => {
    const mine = { live: [{ startMs: t('2026-06-10T08:00:00Z') }, { startMs: t('2026-06-08T08:00:00Z') }], cancelled: [] };
    const now = context('2026-06-01T10:00:00Z');
    expect(checkBookingLimits(slot('2026-06-10T18:00:00Z'), mine, { ...NONE, maxPerDay: 1 }, now)).toEqual({ rule: 'perDay', max: 1 });
    expect(checkBookingLimits(slot('2026-06-11T18:00:00Z'), mine, { ...NONE, maxPerDay: 1 }, now)).toBeNull();
    expect(checkBookingLimits(slot('2026-06-14T18:00:00Z'), mine, { ...NONE, maxPerWeek: 2 }, now)).toEqual({ rule: 'perWeek', max: 2 });
    expect(checkBookingLimits(slot('2026-06-15T18:00:00Z'), mine, { ...NONE, maxPerWeek: 2 }, now)).toBeNull();
    // 23:30 UTC on a Sunday is Monday in Madrid: the club's day and week count.
    expect(weekOf('2026-06-15')).toBe('2026-06-15');
    expect(checkBookingLimits(slot('2026-06-14T22:30:00Z'), mine, { ...NONE, maxPerWeek: 2 }, now)).toBeNull();
  });

  it('does not give a cancelled slot back to its canceller for the lock minutes; others may book it', () => {
    const mine = { live: [], cancelled: [{ ...slot('2026-06-10T18:00:00Z', [3]), cancelledAtMs: t('2026-06-01T21:58:00Z') }] };
    const rules = { ...NONE, lateCancelLockMins: 60 };
    expect(checkBookingLimits(slot('2026-06-10T18:00:00Z', [3]), mine, rules, context('2026-06-01T22:30:00Z'))).toEqual({
      rule: 'lateCancelLock',
      until: new Date('2026-06-01T22:58:00Z'),
    });
    expect(checkBookingLimits(slot('2026-06-10T18:00:00Z', [4]), mine, rules, context('2026-06-01T22:30:00Z'))).toBeNull();
    expect(checkBookingLimits(slot('2026-06-10T18:00:00Z', [3]), mine, rules, context('2026-06-01T22:58:00Z'))).toBeNull();
    expect(checkBookingLimits(slot('2026-06-10T18:00:00Z', [3]), empty, rules, context('2026-06-01T22:30:00Z'))).toBeNull();
  });

  it('bounds the wins of a draw by the day and week caps', () => {
    const mine = { live: [{ startMs: t('2026-06-10T08:00:00Z') }], cancelled: [] };
    expect(winsAllowed('2026-06-10', mine, { ...NONE, maxPerDay: 2 }, 3, TZ)).toBe(1);
    expect(winsAllowed('2026-06-10', mine, { ...NONE, maxPerDay: 1 }, 3, TZ)).toBe(0);
    expect(winsAllowed('2026-06-11', mine, { ...NONE, maxPerWeek: 3 }, 3, TZ)).toBe(2);
    expect(winsAllowed('2026-06-11', empty, NONE, 1, TZ)).toBe(1);
  });
});
