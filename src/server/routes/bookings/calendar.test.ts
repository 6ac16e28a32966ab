import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { wallToInstant } from '../../../domain/club-time';

const TZ = 'Europe/Madrid';
// The day before the fall-back change: the booking is on 2026-10-25 (CET again, UTC+1) at 19:00.
const NOW = wallToInstant('2026-10-24', 10 * 60, TZ);
let server: TestApp;
let ana: Login;
let stranger: Login;
let bookingId: number;
let publicToken: string;

beforeAll(async () => {
  ({ server } = await startDemoServer());
  server.app.clock.pin(NOW);
  // Logged in on the pinned clock, so their tokens are valid at the time the test is set in.
  ana = await server.login('ana@demo.club', 'demo1234');
  stranger = await server.login('empty@demo.club', 'demo1234');
  const db = server.app.db;
  const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 2').executeTakeFirstOrThrow()).id;
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    headers: ana.headers,
    payload: {
      booking: { customerId: ana.customerId, bookingTypeId: padel, paymentType: 1, origin: 5 },
      blocks: [{ resourceId: court, startDate: '2026-10-25 19:00', duration: 90 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [ana.customerId],
    },
  });
  expect(made.json(), made.body).toMatchObject({ ok: true });
  bookingId = made.json().model.sales[0].bookingId;
  publicToken = (await db.selectFrom('bookings').select('public_token').where('id', '=', bookingId).executeTakeFirstOrThrow()).public_token;
});
afterAll(() => server?.close());
const { get } = requestsTo(() => server);

/** The one VEVENT of a calendar with this booking's UID, read with the VTIMEZONE the file carries. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const event = events.find((candidate) => candidate.uid.startsWith(`booking-${bookingId}@`));
  return { calendar, zones, event, events };
}

describe('add to calendar', () => {
  it('gives a participant the booking as .ics in club time, with the VTIMEZONE of Europe/Madrid', async () => {
    const response = await get(`/api/publicbookings/calendar/booking/${bookingId}/${ana.customerId}`, ana.headers);
    expectConformingAnswer('downloadBookingCalendar', response);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="booking-${bookingId}.ics"`);
    expect(response.body).toContain('DTSTART;TZID=Europe/Madrid:20261025T190000');
    expect(response.body).toContain('DTEND;TZID=Europe/Madrid:20261025T203000');
    expect(response.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    const { zones, event } = parse(response.body);
    expect(zones).toHaveLength(1);
    const zone = zones[0]!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const summer = zone.getFirstSubcomponent('daylight')!;
    const winter = zone.getFirstSubcomponent('standard')!;
    expect(String(summer.getFirstPropertyValue('tzoffsetto'))).toBe('+02:00');
    expect(String(winter.getFirstPropertyValue('tzoffsetto'))).toBe('+01:00');
    expect(String(summer.getFirstPropertyValue('rrule'))).toContain('BYDAY=-1SU');
    expect(String(winter.getFirstPropertyValue('rrule'))).toContain('BYMONTH=10');

    expect(event).toBeDefined();
    expect(event!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Madrid');
    expect(event!.startDate.zone.tzid).toBe('Europe/Madrid');
    // 19:00 CET after the fall-back is 18:00 UTC; the VTIMEZONE alone must say so.
    expect(event!.startDate.toJSDate().toISOString()).toBe(wallToInstant('2026-10-25', 19 * 60, TZ).toISOString());
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-10-25T18:00:00.000Z');
    expect(event!.duration.toSeconds()).toBe(90 * 60);
    expect(event!.summary).toBe('Padel court · Padel 2');
    // A paid booking still waiting for payment is a hold: tentative until paid.
    expect(event!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('answers the .ics by the public booking token, and hides the booking from anyone else', async () => {
    const byToken = await get(`/api/publicbookings/calendar/booking-by-token/${publicToken}`);
    expectConformingAnswer('downloadBookingCalendarByToken', byToken);
    expect(parse(byToken.body).event).toBeDefined();
    const unknown = await get('/api/publicbookings/calendar/booking-by-token/no-such-token');
    expectConformingAnswer('downloadBookingCalendarByToken', unknown);
    expect(unknown.statusCode).toBe(404);
    const notTheirs = await get(`/api/publicbookings/calendar/booking/${bookingId}/${stranger.customerId}`, stranger.headers);
    expectConformingAnswer('downloadBookingCalendar', notTheirs);
    expect(notTheirs.statusCode).toBe(404);
  });

  it('keeps a private feed that follows a cancellation, and a rotated URL makes the old one answer 404', async () => {
    const first = await get(`/api/publicbookings/calendar/feed-url/${ana.customerId}`, ana.headers);
    expectConformingAnswer('getCalendarFeedUrl', first);
    const { url, webcalUrl } = first.json().model as { url: string; webcalUrl: string };
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    // Asking again gives the same URL (a calendar app keeps subscribing to it).
    expect((await get(`/api/publicbookings/calendar/feed-url/${ana.customerId}`, ana.headers)).json().model.url).toBe(url);
    const path = new URL(url).pathname;

    const before = await get(path);
    expectConformingAnswer('getCalendarFeed', before);
    expect(before.headers['content-type']).toContain('text/calendar');
    const live = parse(before.body).event!;
    expect(live.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(live.sequence).toBe(0);

    const cancelled = await server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${ana.customerId}`, headers: ana.headers });
    expect(cancelled.json()).toMatchObject({ ok: true });
    const after = await get(path);
    const gone = parse(after.body).event!;
    expect(gone.uid).toBe(live.uid);
    expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(gone.sequence).toBeGreaterThan(live.sequence);

    const rotated = await server.app.inject({ method: 'POST', url: `/api/publicbookings/calendar/feed-url/${ana.customerId}`, headers: ana.headers });
    expectConformingAnswer('rotateCalendarFeedUrl', rotated);
    const newUrl = rotated.json().model.url as string;
    expect(newUrl).not.toBe(url);
    const old = await get(path);
    expectConformingAnswer('getCalendarFeed', old);
    expect(old.statusCode).toBe(404);
    expect(old.json().errorMsg).toBe('No calendar opens with this link (it may have been replaced by a new one)');
    expect((await get(new URL(newUrl).pathname)).statusCode).toBe(200);
  });

  it("keeps one customer out of another customer's feed URL", async () => {
    const response = await get(`/api/publicbookings/calendar/feed-url/${ana.customerId}`, stranger.headers);
    expect(response.statusCode).toBe(403);
  });
});
