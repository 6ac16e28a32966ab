import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { PINNED_NOW } from '../../testing/pinned-padel';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  // Entry windows and code lifetimes are read on the server's clock, stopped at a fixed moment.
  server.app.clock.pin(PINNED_NOW);
});
afterAll(() => server?.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const minutes = (n: number) => n * 60_000;

async function setClub(values: { access_control?: boolean; turnstiles_enabled?: boolean }) {
  await server.app.db.updateTable('clubs').set(values).execute();
}

const pinnedNow = () => server.app.clock.now();

/** A booking owned by the customer, starting `startsIn` from the pinned now. */
async function bookingFor(customerId: number, startsIn: number, durationMins = 90) {
  const type = await server.app.db.selectFrom('booking_types').select('id').where('concept', '=', 'Booking').executeTakeFirstOrThrow();
  const start = new Date(pinnedNow().getTime() + startsIn);
  return server.app.db
    .insertInto('bookings')
    .values({
      booking_type_id: type.id,
      concept: 'Booking',
      owner_customer_id: customerId,
      starts_at: start,
      ends_at: new Date(start.getTime() + minutes(durationMins)),
      max_participants: 4,
      status: 'Confirmed',
    })
    .returning(['id', 'public_token'])
    .executeTakeFirstOrThrow();
}

function expectQrImage(model: { content: string; contentType: string; encoding: string; validUntil: string }) {
  expect(model.contentType).toBe('image');
  expect(model.encoding).toBe('base64');
  expect(Buffer.from(model.content, 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const validFor = Date.parse(model.validUntil) - pinnedNow().getTime();
  expect(validFor).toBeGreaterThan(minutes(1));
  expect(validFor).toBeLessThanOrEqual(minutes(5));
}

describe('getAccessCode', () => {
  it('answers a fresh QR access code valid for a few minutes, and stores it', async () => {
    await setClub({ access_control: true });
    const first = await server.app.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr', headers: empty.headers });
    expectConformingAnswer('getAccessCode', first);
    expect(first.json().ok).toBe(true);
    expectQrImage(first.json().model);
    const second = await server.app.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr', headers: empty.headers });
    expect(second.json().model.content).not.toBe(first.json().model.content);
    const stored = await server.app.db.selectFrom('access_codes').selectAll().where('customer_id', '=', empty.customerId).execute();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ content_type: 'image', booking_id: null });
  });

  it('refuses when the club has no access control, and without a login', async () => {
    await setClub({ access_control: false });
    const off = await server.app.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr', headers: empty.headers });
    expectConformingAnswer('getAccessCode', off);
    expect(off.json()).toMatchObject({ ok: false, errorMsg: expect.any(String) });
    await setClub({ access_control: true });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr' });
    expectConformingAnswer('getAccessCode', anonymous);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('getTurnstilesEnabled', () => {
  it("answers the club's setting as a bare boolean", async () => {
    for (const enabled of [true, false]) {
      await setClub({ turnstiles_enabled: enabled });
      const response = await server.app.inject({ method: 'GET', url: '/api/publicturnstiles/enabled' });
      expectConformingAnswer('getTurnstilesEnabled', response);
      expect(response.json()).toBe(enabled);
    }
    await setClub({ turnstiles_enabled: true });
  });
});

describe('openTurnstile', () => {
  const open = (bookingId: number | string, who?: Login) => server.app.inject({ method: 'GET', url: `/api/publicturnstiles/open/${bookingId}`, headers: who?.headers ?? {} });

  it('opens for my booking from shortly before it starts until it ends, recording the opening', async () => {
    await setClub({ turnstiles_enabled: true });
    const booking = await bookingFor(ana.customerId, minutes(10));
    const response = await open(booking.id, ana);
    expectConformingAnswer('openTurnstile', response);
    expect(response.json().ok).toBe(true);
    expectQrImage(response.json().model);
    const opening = await server.app.db.selectFrom('turnstile_openings').selectAll().where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(opening).toMatchObject({ granted: true, customer_id: ana.customerId, access_code_id: expect.any(Number) });
  });

  it('refuses with a reason too early, after the end, when cancelled and when turnstiles are off', async () => {
    const early = await bookingFor(ana.customerId, minutes(24 * 60));
    const over = await bookingFor(ana.customerId, -minutes(120), 60);
    const cancelled = await bookingFor(ana.customerId, 0);
    await server.app.db.updateTable('bookings').set({ status: 'Cancelled', cancelled_at: pinnedNow() }).where('id', '=', cancelled.id).execute();
    for (const booking of [early, over, cancelled]) {
      const response = await open(booking.id, ana);
      expectConformingAnswer('openTurnstile', response);
      expect(response.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/.+/) });
    }
    const now = await bookingFor(ana.customerId, 0);
    await setClub({ turnstiles_enabled: false });
    expect((await open(now.id, ana)).json()).toMatchObject({ ok: false, reason: expect.stringMatching(/not enabled/) });
    await setClub({ turnstiles_enabled: true });
    const refusals = await server.app.db.selectFrom('turnstile_openings').select('granted').where('booking_id', 'in', [early.id, over.id, cancelled.id, now.id]).execute();
    expect(refusals).toHaveLength(4);
    expect(refusals.every((row) => !row.granted)).toBe(true);
  });

  it("answers 404 for someone else's booking and for an unknown one, 401 without login, 400 for a malformed id", async () => {
    const booking = await bookingFor(ana.customerId, 0);
    const other = await open(booking.id, empty);
    expectConformingAnswer('openTurnstile', other);
    expect(other.statusCode).toBe(404);
    expect((await open(999999, ana)).statusCode).toBe(404);
    expect((await open(booking.id)).statusCode).toBe(401);
    expect((await open('abc', ana)).statusCode).toBe(400);
    const codes = await server.app.db.selectFrom('access_codes').select('id').where('booking_id', '=', booking.id).execute();
    expect(codes).toEqual([]);
  });
});

describe('openTurnstileByToken', () => {
  const open = (bookingId: number, token: string) => server.app.inject({ method: 'GET', url: `/api/publicturnstiles/open/${bookingId}/${token}` });

  it("opens with the booking's public token, for its owner", async () => {
    const booking = await bookingFor(ana.customerId, minutes(5));
    const response = await open(booking.id, booking.public_token);
    expectConformingAnswer('openTurnstileByToken', response);
    expect(response.json().ok).toBe(true);
    expectQrImage(response.json().model);
    const code = await server.app.db.selectFrom('access_codes').select('customer_id').where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(code.customer_id).toBe(ana.customerId);
  });

  it('refuses a token of another booking, and an unknown booking', async () => {
    const booking = await bookingFor(ana.customerId, 0);
    const another = await bookingFor(ana.customerId, 0);
    const wrong = await open(booking.id, another.public_token);
    expectConformingAnswer('openTurnstileByToken', wrong);
    expect(wrong.statusCode).toBe(403);
    const unknown = await open(999999, booking.public_token);
    expectConformingAnswer('openTurnstileByToken', unknown);
    expect(unknown.statusCode).toBe(404);
  });
});
