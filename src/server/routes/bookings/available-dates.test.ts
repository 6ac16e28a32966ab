import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { addDays, wallToInstant } from '../../../domain/club-time';

const TZ = 'Europe/Madrid';
// Monday 2031-06-02 10:00 club time; pickleball opens 7 days ahead.
const NOW = wallToInstant('2031-06-02', 10 * 60, TZ);
let server: TestApp;
let pickleball: number;

beforeAll(async () => {
  ({ server } = await startDemoServer());
  server.app.clock.pin(NOW);
  const db = server.app.db;
  pickleball = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Pickleball court').executeTakeFirstOrThrow()).id;
  const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Pickleball 1').executeTakeFirstOrThrow()).id;
  // The only pickleball court is taken all of Wednesday 2031-06-04.
  const booking = await db
    .insertInto('bookings')
    .values({
      booking_type_id: pickleball,
      concept: 'Booking',
      starts_at: wallToInstant('2031-06-04', 0, TZ),
      ends_at: wallToInstant('2031-06-05', 0, TZ),
      max_participants: 4,
      status: 'Confirmed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_blocks')
    .values({
      booking_id: booking.id,
      resource_id: court,
      during: sql<string>`tstzrange(${wallToInstant('2031-06-04', 0, TZ)}, ${wallToInstant('2031-06-05', 0, TZ)})`,
      booking_status: 'Confirmed',
    })
    .execute();
});
afterAll(() => server?.close());

describe('publicbookings/available-dates', () => {
  it('answers the days of a range with a free slot: not past days, not a fully booked day, not beyond the anticipation window', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/publicbookings/available-dates', payload: { bookingTypeId: pickleball, date: '2031-06-01', days: 14 } });
    expectConformingAnswer('listAvailableDates', response);
    const dates = response.json().model.dates as string[];
    expect(dates).not.toContain('2031-06-01');
    expect(dates).toContain('2031-06-02');
    expect(dates).toContain('2031-06-03');
    expect(dates).not.toContain('2031-06-04');
    expect(dates).toContain('2031-06-05');
    // The window ends 2031-06-09 10:00: nothing after that day.
    expect(dates.every((date) => date <= '2031-06-09')).toBe(true);
    expect(dates).toEqual([...dates].sort());
    // Each date listed has free slots in the timetable of that day, and the booked day has none.
    for (const date of ['2031-06-03', '2031-06-04']) {
      const list = await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { bookingTypeId: pickleball, date } });
      const free = list.json().model.list.some((resource: { timeTable: Array<{ durations: number[] }> }) => resource.timeTable.some((slot) => slot.durations.length > 0));
      expect(free, date).toBe(dates.includes(date));
    }
  });

  it('looks at 14 days by default, refuses more than 62, and names an unknown type', async () => {
    const byDefault = await server.app.inject({ method: 'POST', url: '/api/publicbookings/available-dates', payload: { bookingTypeId: pickleball, date: '2031-06-02' } });
    expect(byDefault.json().model.dates.every((date: string) => date < addDays('2031-06-02', 14))).toBe(true);
    const tooMany = await server.app.inject({ method: 'POST', url: '/api/publicbookings/available-dates', payload: { bookingTypeId: pickleball, date: '2031-06-02', days: 63 } });
    expectConformingAnswer('listAvailableDates', tooMany);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMsg).toContain('days');
    const unknown = await server.app.inject({ method: 'POST', url: '/api/publicbookings/available-dates', payload: { bookingTypeId: 999999, date: '2031-06-02' } });
    expectConformingAnswer('listAvailableDates', unknown);
    expect(unknown.statusCode).toBe(404);
  });
});
