import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubLocalTime } from '../../../domain/club-time';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
/** The server's clock, stopped at the file's start: the dates the tests make agree with the server's "now". */
let now: () => Date;
let zone: string;
beforeAll(async () => {
  ({ server } = await startDemoServer());
  now = freezeClock(server);
  ({ time_zone: zone } = await server.app.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow());
});
afterAll(() => server?.close());

/** The club's date now, as the portal sends it: after midnight in the club, UTC's date is still the day before. */
const today = () => clubLocalTime(now(), zone).date;
const list = (payload: object) => server.app.inject({ method: 'POST', url: '/api/publicbookings/byplace-list', payload });
type Listed = { id: number; title: string | null; concept: string; gender: string | null; minLevel: number | null; maxLevel: number | null; date: string };
const listed = async (payload: object) => {
  const response = await list(payload);
  expect(response.statusCode).toBe(200);
  expectConformingAnswer('listByPlaceBookings', response);
  return response.json().data as Listed[];
};
const titles = (bookings: Listed[]) => bookings.map((booking) => booking.title).sort();

describe('joinable bookings by place', () => {
  it('lists the week of upcoming bookings open to joining, soonest first, with their free places', async () => {
    const response = await list({ date: today(), bookingTypeId: null, customerId: 0 });
    expectConformingAnswer('listByPlaceBookings', response);
    const { ok, data } = response.json() as {
      ok: boolean;
      data: Array<{ id: number; dtStart: string; allowJoin: boolean; players: Array<{ isPlaceholder: boolean }>; maxParticipants: number }>;
    };
    expect(ok).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    const starts = data.map((booking) => Date.parse(booking.dtStart));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((start) => start > now().getTime() && start < now().getTime() + 8 * 24 * 3600 * 1000)).toBe(true);
    for (const booking of data) expect(booking.players).toHaveLength(booking.maxParticipants);
  });

  it('keeps to the chosen booking type', async () => {
    const all = (await list({ date: today() })).json().data as Array<{ bookingTypeId: number }>;
    const typeId = all[0]!.bookingTypeId;
    const only = (await list({ date: today(), bookingTypeId: typeId })).json().data as Array<{ bookingTypeId: number }>;
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((booking) => booking.bookingTypeId === typeId)).toBe(true);
  });

  it('answers an empty list for a date years ahead and a 400 naming the date when it is not one', async () => {
    expect((await list({ date: '2099-01-01' })).json()).toEqual({ ok: true, data: [] });
    for (const date of ['tomorrow!', '2026-02-30', '2026-13-01']) {
      const bad = await list({ date });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMsg).toContain('body/date');
    }
  });

  it('treats bookingTypeId 0 as every type (the ALL button)', async () => {
    expect(titles(await listed({ date: today(), bookingTypeId: 0 }))).toEqual(titles(await listed({ date: today() })));
  });
});

describe('the filters of the by-place page: level, gender and concept', () => {
  it('keeps the bookings whose level range holds the level; a booking without a range holds every level', async () => {
    const all = await listed({ date: today() });
    const at = await listed({ date: today(), level: 5.5 });
    expect(at.length).toBeGreaterThan(0);
    expect(at.length).toBeLessThan(all.length);
    expect(at.every((booking) => (booking.minLevel ?? 0) <= 5.5 && (booking.maxLevel ?? 99) >= 5.5)).toBe(true);
    // The seeded matches at 5.5: only the advanced one (4.5 to 6); the school classes have no range and stay.
    expect(titles(at.filter((booking) => booking.concept === 'Match'))).toEqual(['Advanced match · Padel 2']);
    expect(at.filter((booking) => booking.concept === 'School')).toEqual(all.filter((booking) => booking.concept === 'School'));
    // The bounds belong to the range.
    expect(titles(await listed({ date: today(), level: 6, concepts: ['Match'] }))).toEqual(['Advanced match · Padel 2']);
    expect(titles(await listed({ date: today(), level: 1, concepts: ['Match'] }))).toEqual(['Beginners match · Padel 2']);
  });

  it('keeps the bookings of the chosen gender', async () => {
    expect(titles(await listed({ date: today(), gender: 'Male' }))).toEqual(["Men's match · Padel 3"]);
    const mixed = await listed({ date: today(), gender: 'Mixed' });
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.every((booking) => booking.gender === 'Mixed')).toBe(true);
    expect(await listed({ date: today(), gender: 'Female' })).toEqual([]);
  });

  it('keeps the bookings of the chosen concepts; none or an empty list means every concept', async () => {
    const all = await listed({ date: today() });
    expect(new Set(all.map((booking) => booking.concept))).toEqual(new Set(['Match', 'School']));
    const school = await listed({ date: today(), concepts: ['School'] });
    expect(school.length).toBeGreaterThan(0);
    expect(school).toEqual(all.filter((booking) => booking.concept === 'School'));
    expect(await listed({ date: today(), concepts: [] })).toEqual(all);
    // The Friday Americano (an event) is seeded on the first Friday 8 to 14 days ahead: the week from day 8 holds it
    // (from day 7 it does not on a Friday, when it is 14 days ahead).
    const later = await listed({ date: addDays(today(), 8), concepts: ['School', 'Event'] });
    expect(later.some((booking) => booking.title === 'Friday Americano')).toBe(true);
    expect(later.every((booking) => booking.concept === 'School' || booking.concept === 'Event')).toBe(true);
  });

  it('combines the filters with the type and the date', async () => {
    const all = (await list({ date: today() })).json().data as Array<Listed & { bookingTypeId: number }>;
    const typeId = all.find((booking) => booking.concept === 'Match')!.bookingTypeId;
    const combined = await listed({ date: today(), bookingTypeId: typeId, level: 3, gender: 'Open', concepts: ['Match'] });
    const expected = all.filter(
      (booking) => booking.bookingTypeId === typeId && booking.concept === 'Match' && booking.gender === 'Open' && (booking.minLevel ?? 0) <= 3 && (booking.maxLevel ?? 99) >= 3,
    );
    expect(titles(combined)).toEqual(titles(expected));
    expect(titles(combined)).toEqual(expect.arrayContaining(['Friendly match · Padel 4', 'Open match · Padel 1']));
    expect(titles(combined)).not.toContain("Men's match · Padel 3");
  });

  it('answers 400 naming a filter that is not one', async () => {
    for (const [payload, field] of [
      [{ gender: 'Robot' }, 'gender'],
      [{ level: -1 }, 'level'],
      [{ concepts: ['Party'] }, 'concepts'],
    ] as const) {
      const bad = await list({ date: today(), ...payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMsg).toContain(`body/${field}`);
    }
  });
});
