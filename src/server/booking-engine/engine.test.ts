import { describe, expect, it } from 'vitest';
import { wallToInstant } from '../../domain/club-time';
import { wallPieces } from './wall-pieces';
import { checkSlot, durationsAt, freeSlots, slotGrid, type TimetableRow } from './slots';
import { compareSpecificity, priceBooking, type PriceRow } from './prices';
import { divideRounded, fromCents, toCents } from '../../domain/money';
import { allowedPayments, bookingShares, checkPaymentType, sharedOwnerTotal, sharePerPlayer } from './payment';

const TZ = 'Europe/Madrid';
const night = (weekday: number): TimetableRow => ({ weekday, opensAt: '00:00:00', closesAt: '06:00:00', slotStepMins: 30, durationsMins: [60] });

describe('slot grid across DST (Europe/Madrid)', () => {
  it('has no 02:30 (nor 02:00) on the spring-forward day 2027-03-28', () => {
    const grid = slotGrid('2027-03-28', [night(0)], TZ);
    const labels = grid.map((slot) => slot.sstart);
    expect(labels).not.toContain('02:30');
    expect(labels).not.toContain('02:00');
    expect(labels).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    // Every slot is 30 real minutes after the previous one.
    for (let i = 1; i < grid.length; i += 1) expect(grid[i]!.start.getTime() - grid[i - 1]!.start.getTime()).toBe(30 * 60_000);
  });

  it('loses and doubles no slot on the fall-back day 2026-10-25', () => {
    const grid = slotGrid('2026-10-25', [night(0)], TZ);
    const starts = grid.map((slot) => slot.start.getTime());
    expect(new Set(starts).size).toBe(starts.length);
    // 00:00–06:00 wall time lasts 7 real hours that day: 13 one-hour starts every 30 minutes.
    expect(grid).toHaveLength(13);
    for (let i = 1; i < grid.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBe(30 * 60_000);
    expect(grid.map((slot) => slot.sstart)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    expect(grid[0]!.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(grid[12]!.start.toISOString()).toBe('2026-10-25T04:00:00.000Z');
  });

  it('an ordinary evening keeps its wall times on both DST days', () => {
    const evening: TimetableRow = { weekday: 0, opensAt: '09:00:00', closesAt: '21:00:00', slotStepMins: 30, durationsMins: [60, 90] };
    for (const day of ['2027-03-28', '2026-10-25']) {
      const grid = slotGrid(day, [evening], TZ);
      expect(grid[0]!.sstart).toBe('09:00');
      expect(grid.at(-1)!.sstart).toBe('20:00');
      expect(grid).toHaveLength(23);
    }
  });

  it('joins split shifts and ends durations by closing time', () => {
    const grid = slotGrid(
      '2026-06-01',
      [
        { weekday: 1, opensAt: '08:00', closesAt: '10:00', slotStepMins: 30, durationsMins: [60, 90] },
        { weekday: 1, opensAt: '17:00', closesAt: '18:30', slotStepMins: 30, durationsMins: [60, 90] },
      ],
      TZ,
    );
    expect(grid.map((slot) => `${slot.sstart}:${slot.durations.join('/')}`)).toEqual(
      ['08:00:60/90', '08:30:60/90', '09:00:60', '17:00:60/90', '17:30:60', '18:00:'.slice(0, 0)].filter(Boolean),
    );
  });
});

describe('the durations offered at one start', () => {
  it('are those of the whole grid at that start, on DST days, split shifts, overlapping rows and past midnight', () => {
    const rows: TimetableRow[] = [
      night(0),
      { weekday: 0, opensAt: '09:00:00', closesAt: '21:00:00', slotStepMins: 30, durationsMins: [60, 90, 60] },
      { weekday: 0, opensAt: '20:00:00', closesAt: '23:45:00', slotStepMins: 45, durationsMins: [120, 45] },
      { weekday: 1, opensAt: '08:00', closesAt: '10:00', slotStepMins: 30, durationsMins: [60, 90] },
      { weekday: 1, opensAt: '17:00', closesAt: '18:30', slotStepMins: 30, durationsMins: [90, 60] },
    ];
    for (const day of ['2027-03-28', '2026-10-25', '2026-06-07', '2026-06-01']) {
      const grid = slotGrid(day, rows, TZ);
      const from = wallToInstant(day, 0, TZ).getTime() - 3_600_000;
      for (let start = from; start < from + 27 * 3_600_000; start += 15 * 60_000) {
        expect(durationsAt(start, day, rows, TZ), `${day} ${new Date(start).toISOString()}`).toEqual(grid.find((slot) => slot.start.getTime() === start)?.durations ?? null);
      }
    }
  });
});

describe('free slots and slot checks', () => {
  const row: TimetableRow = { weekday: 1, opensAt: '08:00', closesAt: '12:00', slotStepMins: 30, durationsMins: [60, 90] };
  const at = (time: string) => wallToInstant('2026-06-01', Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), TZ);
  const grid = slotGrid('2026-06-01', [row], TZ);
  const window = { now: at('08:45'), until: at('11:00') };

  it('drops past times, times beyond the window and taken durations; shows blocks not bookable online', () => {
    const busy = [
      { start: at('10:00'), end: at('10:30'), noOnline: false },
      { start: at('10:30'), end: at('11:00'), noOnline: true },
    ];
    const free = freeSlots(grid, busy, window);
    expect(free.map((slot) => [slot.sstart, slot.freeDurations, slot.noOnline.length])).toEqual([
      ['09:00', [60], 0],
      ['09:30', [], 1],
      ['10:00', [], 1],
      ['10:30', [], 1],
    ]);
  });

  it('names each problem of a requested slot', () => {
    const context = { timetable: [row], timeZone: TZ, busy: [{ start: at('10:00'), end: at('11:00'), noOnline: false }], ...window };
    expect(checkSlot({ start: at('08:30'), durationMins: 60 }, context)).toBe('past');
    expect(checkSlot({ start: at('11:00'), durationMins: 60 }, context)).toBe('outsideWindow');
    expect(checkSlot({ start: at('09:15'), durationMins: 60 }, context)).toBe('offGrid');
    expect(checkSlot({ start: at('09:00'), durationMins: 45 }, context)).toBe('durationNotOffered');
    expect(checkSlot({ start: at('09:30'), durationMins: 60 }, context)).toBe('taken');
    expect(checkSlot({ start: at('09:00'), durationMins: 60 }, context)).toBeNull();
  });
});

describe('prices', () => {
  const base = { resourceId: null, membershipProductId: null, weekday: null, validFrom: null, validTo: null, isSpecial: false };
  const rows: PriceRow[] = [
    { ...base, id: 1, durationMins: 90, bandFrom: 0, bandTo: 17 * 60, gross: 2800, net: 2314 },
    { ...base, id: 2, durationMins: 90, bandFrom: 17 * 60, bandTo: 23 * 60 + 59, gross: 3600, net: 2975 },
    { ...base, id: 3, durationMins: 90, resourceId: 4, bandFrom: 8 * 60, bandTo: 10 * 60, gross: 1800, net: 1488, isSpecial: true },
  ];
  const start = (time: string) => wallToInstant('2026-06-01', Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), TZ);

  it('prorates a booking crossing a band boundary', () => {
    // 16:30–18:00: 30 min off-peak (28.00) + 60 min peak (36.00) → 28×30/90 + 36×60/90 = 9.333… + 24 = 33.33
    expect(priceBooking(rows, { resourceId: 1, start: start('16:30'), durationMins: 90, timeZone: TZ })).toEqual({ gross: 3333, net: 2755, isSpecialPrice: false });
    expect(priceBooking(rows, { resourceId: 1, start: start('18:00'), durationMins: 90, timeZone: TZ })).toEqual({ gross: 3600, net: 2975, isSpecialPrice: false });
  });

  it('lets the most specific row win, and flags a special price', () => {
    expect(priceBooking(rows, { resourceId: 4, start: start('08:00'), durationMins: 90, timeZone: TZ })).toEqual({ gross: 1800, net: 1488, isSpecialPrice: true });
    // 09:00–10:30 on court 4: 60 min early bird, 30 min off-peak → 18×60/90 + 28×30/90 = 21.33, special.
    expect(priceBooking(rows, { resourceId: 4, start: start('09:00'), durationMins: 90, timeZone: TZ })).toEqual({ gross: 2133, net: 1763, isSpecialPrice: true });
    expect(priceBooking(rows, { resourceId: 1, start: start('09:00'), durationMins: 60, timeZone: TZ })).toBeNull();
  });

  it('prices a holder of a membership by its member rows, and everyone else (the generic price) by the others', () => {
    const member: PriceRow = { ...base, id: 9, membershipProductId: 50, durationMins: 90, bandFrom: null, bandTo: null, gross: 2700, net: 2231 };
    const withMembers = [...rows, member];
    const at = { resourceId: 1, start: start('18:00'), durationMins: 90, timeZone: TZ };
    expect(priceBooking(withMembers, at)).toEqual({ gross: 3600, net: 2975, isSpecialPrice: false });
    expect(priceBooking(withMembers, { ...at, memberships: new Set([51]) })).toEqual({ gross: 3600, net: 2975, isSpecialPrice: false });
    // The member row wins over the narrower peak band for everyone: a member price is the member's.
    expect(priceBooking(withMembers, { ...at, memberships: new Set([50]) })).toEqual({ gross: 2700, net: 2231, isSpecialPrice: false });
  });

  it('breaks ties deterministically: member row, resource, weekday, narrower band, validity, lower id', () => {
    const a: PriceRow = { ...base, id: 7, durationMins: 60, bandFrom: null, bandTo: null, gross: 1, net: 1 };
    expect(compareSpecificity({ ...a, membershipProductId: 5 }, { ...a, id: 1, resourceId: 1, weekday: 1, bandFrom: 0, bandTo: 60 })).toBeLessThan(0);
    expect(compareSpecificity({ ...a, resourceId: 1 }, { ...a, id: 1, weekday: 1, bandFrom: 0, bandTo: 60 })).toBeLessThan(0);
    expect(compareSpecificity({ ...a, weekday: 1 }, { ...a, id: 1, bandFrom: 0, bandTo: 60 })).toBeLessThan(0);
    expect(compareSpecificity({ ...a, bandFrom: 0, bandTo: 60 }, { ...a, id: 1, bandFrom: 0, bandTo: 120 })).toBeLessThan(0);
    expect(compareSpecificity({ ...a, validFrom: '2026-01-01', validTo: '2026-01-31' }, { ...a, id: 1, validFrom: '2026-01-01', validTo: '2026-12-31' })).toBeLessThan(0);
    expect(compareSpecificity({ ...a, id: 1 }, a)).toBeLessThan(0);
  });

  it('cuts a span at midnight and at DST changes', () => {
    const pieces = wallPieces(wallToInstant('2027-03-28', 90, TZ), 60, TZ);
    expect(pieces).toEqual([
      { date: '2027-03-28', weekday: 0, from: 90, minutes: 30 },
      { date: '2027-03-28', weekday: 0, from: 180, minutes: 30 },
    ]);
    expect(wallPieces(wallToInstant('2026-06-01', 23 * 60 + 30, TZ), 60, TZ).map((piece) => [piece.date, piece.from, piece.minutes])).toEqual([
      ['2026-06-01', 1410, 30],
      ['2026-06-02', 0, 30],
    ]);
  });
});

describe('money', () => {
  it('works in integer cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(33.33)).toBe(3333);
    expect(fromCents(3333)).toBe(33.33);
    expect(divideRounded(4600, 4)).toBe(1150);
    expect(divideRounded(1000, 3)).toBe(333);
    expect(divideRounded(5, 2)).toBe(3);
  });
});

describe('payment rules (spec §5, §9)', () => {
  const modes = { pendingPaymentAllowed: false, sharedPaymentAllowed: true, sharedPaymentWithRetention: false, fullPaymentAllowedWithSpecialPrices: false };
  it('bars full payment on a special price, shared for matches and one-player bookings', () => {
    expect(checkPaymentType(1, { modes, isSpecialPrice: true, isMatch: false, maxParticipants: 4 })).toBe('fullNotAllowedSpecial');
    expect(checkPaymentType(1, { modes, isSpecialPrice: false, isMatch: false, maxParticipants: 4 })).toBeNull();
    expect(checkPaymentType(2, { modes, isSpecialPrice: false, isMatch: true, maxParticipants: 4 })).toBe('sharedNotForMatch');
    expect(checkPaymentType(2, { modes, isSpecialPrice: false, isMatch: false, maxParticipants: 1 })).toBe('sharedNotForOnePlayer');
    expect(checkPaymentType(0, { modes, isSpecialPrice: false, isMatch: false, maxParticipants: 4 })).toBe('paymentTypeNotSet');
  });
  it('says so when no payment option is left', () => {
    const none = { ...modes, sharedPaymentAllowed: false };
    expect(allowedPayments({ modes: none, isSpecialPrice: true, isMatch: false, maxParticipants: 4 })).toEqual({ full: false, shared: false, pending: false });
    expect(checkPaymentType(1, { modes: none, isSpecialPrice: true, isMatch: false, maxParticipants: 4 })).toBe('noPaymentOptions');
  });
  it('computes the share and the retention total', () => {
    expect(sharePerPlayer(4600, 4)).toBe(1150);
    expect(sharedOwnerTotal({ genericTotal: 4600, ownerTotal: 4600, maxParticipants: 4, withRetention: true })).toBe(4600);
    expect(sharedOwnerTotal({ genericTotal: 4600, ownerTotal: 4000, maxParticipants: 4, withRetention: true })).toBe(3450 + 1000);
    expect(sharedOwnerTotal({ genericTotal: 4600, ownerTotal: 4600, maxParticipants: 4, withRetention: false })).toBe(1150);
    // 30.67 among 4: three shares of 7.66 and the owner's 7.69, which add up to 30.67 (not 4 × 7.67 = 30.68).
    expect(bookingShares(3067, 4)).toEqual({ owner: 769, other: 766 });
    expect(sharedOwnerTotal({ genericTotal: 3067, ownerTotal: 3067, maxParticipants: 4, withRetention: true })).toBe(3067);
    expect(sharedOwnerTotal({ genericTotal: 3067, ownerTotal: 3067, maxParticipants: 4, withRetention: false })).toBe(769);
  });
});
