import { describe, expect, it } from 'vitest';
import {
  PAY,
  bookingTypeLink,
  cartLinesOf,
  conceptsOfQuery,
  decodePayload,
  distinctDurations,
  encodePayload,
  filterBookingTypes,
  genderChoices,
  keepUnchanged,
  levelRangeOf,
  moveInGrid,
  payModeOptions,
  payNowTotal,
  playerShares,
  sharePerPlayer,
  showDurationFilter,
  splitByType,
  timetableGrid,
  windowDays,
  type BookingType,
  type Resource,
} from './booking-rules';

const slot = (start: string, durations: number[]) => ({ id: start, start, sstart: null, durations, priceByDuration: null, noOnlineBlocks: [] });
const court = (id: number, slots: ReturnType<typeof slot>[], type = 'Padel court'): Resource => ({
  id,
  name: `Padel ${id}`,
  type,
  image: null,
  showNameOnline: true,
  timeTable: slots,
});

describe('booking types list', () => {
  const types: BookingType[] = [
    { id: 1, concept: 'Booking', category: 'Padel' },
    { id: 4, concept: 'Match', category: 'Padel', byPlace: true, allowCreateBookByPlace: true },
    { id: 5, concept: 'School', category: 'Tennis', bookingByPlace: true },
  ];
  it('restricts by the concept query keys and the category', () => {
    expect(filterBookingTypes(types, conceptsOfQuery(new URLSearchParams('school=true')), null).map((type) => type.id)).toEqual([5]);
    expect(filterBookingTypes(types, conceptsOfQuery(new URLSearchParams('bookings=true&matches=true')), null).map((type) => type.id)).toEqual([1, 4]);
    expect(filterBookingTypes(types, new Set(), 'Padel').map((type) => type.id)).toEqual([1, 4]);
  });
  it('links by-place types to their joinable bookings', () => {
    expect(types.map(bookingTypeLink)).toEqual(['/bookings/1', '/bookings-byplace/4', '/bookings-byplace/5']);
  });
});

describe('date window and durations', () => {
  it('rounds the anticipation up to whole days, 366 without one', () => {
    expect(windowDays(20160)).toBe(14);
    expect(windowDays(180)).toBe(1);
    expect(windowDays(1441)).toBe(2);
    expect(windowDays(null)).toBe(366);
  });
  it('hides the duration filter when only one duration exists', () => {
    expect(distinctDurations([court(1, [slot('2026-11-23T07:00:00Z', [90, 60])]), court(2, [slot('2026-11-23T07:00:00Z', [120, 60])])])).toEqual([60, 90, 120]);
    expect(showDurationFilter([60])).toBe(false);
    expect(showDurationFilter([60, 90])).toBe(true);
  });
});

describe('timetable grid', () => {
  const zone = 'Europe/Madrid';
  const resources = [court(1, [slot('2026-11-23T17:00:00Z', [60, 90]), slot('2026-11-23T17:30:00Z', [60])]), court(2, [slot('2026-11-23T18:00:00Z', [90])])];
  it('maps resources to rows and start times (club clock) to columns', () => {
    const grid = timetableGrid(resources, null, zone);
    expect(grid.columns.map((column) => column.label)).toEqual(['18:00', '18:30', '19:00']);
    expect(grid.rows.map((row) => row.cells.map((cell) => (cell ? 'x' : '.')).join(''))).toEqual(['xx.', '..x']);
  });
  it('leaves out slots lacking the chosen duration', () => {
    const grid = timetableGrid(resources, 90, zone);
    expect(grid.columns.map((column) => column.label)).toEqual(['18:00', '19:00']);
    expect(grid.rows[0]!.cells.map(Boolean)).toEqual([true, false]);
  });
  it('keeps both repeated half hours of the fall-back day', () => {
    const grid = timetableGrid([court(1, [slot('2026-10-25T00:30:00Z', [60]), slot('2026-10-25T01:30:00Z', [60])])], null, zone);
    expect(grid.columns.map((column) => column.label)).toEqual(['02:30', '02:30']);
  });
  it('keeps the rows and columns a new duration leaves as they were, so their rows need not re-render', () => {
    const all = timetableGrid(resources, null, zone);
    const sixty = keepUnchanged(all, timetableGrid(resources, 60, zone));
    // 60 drops the 19:00 column: every row's cells move, so nothing is kept.
    expect(sixty.columns.map((column) => column.label)).toEqual(['18:00', '18:30']);
    expect(sixty.rows[0]).not.toBe(all.rows[0]);
    const again = keepUnchanged(all, timetableGrid(resources, null, zone));
    expect(again).toBe(all);
    // A slot at a new time (19:30) is a new column: every row's cells are placed anew.
    const more = [court(1, [slot('2026-11-23T17:00:00Z', [60, 90]), slot('2026-11-23T17:30:00Z', [60]), slot('2026-11-23T18:30:00Z', [90])]), resources[1]!];
    const grown = keepUnchanged(all, timetableGrid(more, null, zone));
    expect(grown.columns.map((column) => column.label)).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(grown.rows[1]).not.toBe(all.rows[1]);
    // A slot at a time another court already offers (19:00): only court 1's row is new.
    const sameColumns = [court(1, [slot('2026-11-23T17:00:00Z', [60, 90]), slot('2026-11-23T17:30:00Z', [60]), slot('2026-11-23T18:00:00Z', [60])]), resources[1]!];
    const changed = keepUnchanged(all, timetableGrid(sameColumns, null, zone));
    expect(changed.columns).toBe(all.columns);
    expect(changed.rows[0]!.cells.map(Boolean)).toEqual([true, true, true]);
    expect(changed.rows[1]).toBe(all.rows[1]);
  });
  it('moves like a WAI-ARIA grid, clamped at the edges', () => {
    expect(moveInGrid('ArrowRight', 0, 2, 2, 3)).toEqual([0, 2]);
    expect(moveInGrid('ArrowDown', 0, 1, 2, 3)).toEqual([1, 1]);
    expect(moveInGrid('Home', 1, 2, 2, 3, true)).toEqual([0, 0]);
    expect(moveInGrid('Enter', 0, 0, 2, 3)).toBeNull();
  });
  it('offers resources of another type as options', () => {
    const { main, extras } = splitByType([court(5, []), court(8, [], 'Ball machine'), court(6, [])]);
    expect(main.map((resource) => resource.id)).toEqual([5, 6]);
    expect([...extras.keys()]).toEqual(['Ball machine']);
  });
});

describe('create match', () => {
  it('offers the customer gender plus Mixed and Open, all four when unknown', () => {
    expect(genderChoices(0)).toEqual(['Male', 'Mixed', 'Open']);
    expect(genderChoices(1)).toEqual(['Female', 'Mixed', 'Open']);
    expect(genderChoices(null)).toEqual(['Male', 'Female', 'Mixed', 'Open']);
  });
  it('defaults the level range to 0 to 7', () => {
    expect(levelRangeOf(null)).toEqual({ min: 0, max: 7 });
    expect(levelRangeOf({ matchRange: { item1: 2.5, item2: 4 } })).toEqual({ min: 2.5, max: 4 });
  });
});

describe('pay mode', () => {
  const modes = { pendingPaymentAllowed: false, sharedPaymentAllowed: true, sharedPaymentWithRetention: false, fullPaymentAllowedWithSpecialPrices: false };
  it('offers shared only for non-matches with more than one player, full not with a special price', () => {
    expect(payModeOptions({ modes, isSpecialPrice: false, isMatch: false, maxParticipants: 4 })).toEqual({ full: true, shared: true, none: false });
    expect(payModeOptions({ modes, isSpecialPrice: false, isMatch: true, maxParticipants: 4 })).toEqual({ full: true, shared: false, none: false });
    expect(payModeOptions({ modes, isSpecialPrice: true, isMatch: false, maxParticipants: 1 })).toEqual({ full: false, shared: false, none: true });
    // Pending payment allowed changes nothing: the panel still has no option to offer.
    expect(payModeOptions({ modes: { ...modes, pendingPaymentAllowed: true }, isSpecialPrice: true, isMatch: true, maxParticipants: 4 })).toEqual({
      full: false,
      shared: false,
      none: true,
    });
  });
  it('computes shares and totals exactly', () => {
    expect(sharePerPlayer(28, 4)).toBe(7);
    expect(sharePerPlayer(10, 3)).toBe(3.33);
    // The shares add up to the price: the owner's takes the remainder (30.67 among 4: 7.69 + 3 × 7.66).
    expect(playerShares(30.67, 4)).toEqual({ owner: 7.69, other: 7.66 });
    expect(payNowTotal({ paymentType: PAY.Shared, price: 30.67, maxParticipants: 4, withRetention: false })).toBe(7.69);
    expect(payNowTotal({ paymentType: PAY.Shared, price: 30.67, maxParticipants: 4, withRetention: true })).toBe(30.67);
    expect(payNowTotal({ paymentType: PAY.Full, price: 28, maxParticipants: 4, withRetention: false })).toBe(28);
    expect(payNowTotal({ paymentType: PAY.Shared, price: 28, maxParticipants: 4, withRetention: false })).toBe(7);
    expect(payNowTotal({ paymentType: PAY.Shared, price: 0.3, genericPrice: 0.3, maxParticipants: 3, withRetention: true })).toBe(0.3);
  });

  it("totals a shared booking with retention as generic per-player price × (maxParticipants − 1) + owner's share (doc 2 §9)", () => {
    // A member owner (21.00) with a generic price of 28.00: 3 × 7.00 + 5.25, not 4 × 5.25.
    expect(payNowTotal({ paymentType: PAY.Shared, price: 21, genericPrice: 28, maxParticipants: 4, withRetention: true })).toBe(26.25);
    expect(payNowTotal({ paymentType: PAY.Shared, price: 21, genericPrice: 28, maxParticipants: 4, withRetention: false })).toBe(5.25);
    expect(payNowTotal({ paymentType: PAY.Full, price: 21, genericPrice: 28, maxParticipants: 4, withRetention: true })).toBe(21);
    // A player added at the generic price changes nothing; a member added pays their own share (§4).
    expect(payNowTotal({ paymentType: PAY.Shared, price: 21, genericPrice: 28, otherPrices: [28], maxParticipants: 4, withRetention: true })).toBe(26.25);
    expect(payNowTotal({ paymentType: PAY.Shared, price: 21, genericPrice: 28, otherPrices: [21, 28], maxParticipants: 4, withRetention: true })).toBe(24.5);
  });
  it('keeps only the owner lines when shared without retention', () => {
    const sales = [
      { id: 1, customerId: 7, bookingId: 9, description: 'Padel 1, 2026-11-23 19:00 (90 min)', total: 7 },
      { id: 2, customerId: 8, bookingId: 9, total: 7 },
    ];
    expect(cartLinesOf(sales, { paymentType: PAY.Shared, withRetention: false, ownerId: 7 })).toEqual([
      expect.objectContaining({ id: 1, title: 'Padel 1, 2026-11-23 19:00 (90 min)', paymentType: 2, withRetention: false, cancelUrl: 'publicbookings/cancel/9/7' }),
    ]);
    expect(cartLinesOf(sales, { paymentType: PAY.Shared, withRetention: true, ownerId: 7 })).toHaveLength(2);
  });
});

describe('checkout payload', () => {
  it('round-trips and refuses what is missing or broken', () => {
    const payload = {
      booking: { customerId: 7, bookingTypeId: 1, bookingTypeName: 'Pádel' },
      blocks: [{ resourceId: 1, startDate: '2026-11-23T18:00:00Z', duration: 90 }],
      isMatch: false,
    };
    expect(decodePayload(encodePayload(payload))).toEqual(payload);
    expect(decodePayload(null)).toBeNull();
    expect(decodePayload('%%%')).toBeNull();
    expect(decodePayload(btoa('{"booking":1}'))).toBeNull();
    expect(decodePayload(btoa('not json'))).toBeNull();
  });
});
