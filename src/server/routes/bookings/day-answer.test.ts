import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { wallToInstant } from '../../../domain/club-time';
import { NOTIFY_WAIT_MS } from '../../testing/notify-wait';

// The booking page's day as publicbookings/list sends it from the kept bytes: the same bytes as the day computed
// afresh, compressed as the caller accepts, 304 to a caller who has them, and dropped on every instance when a
// booking changes. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (two pools hearing each other).
let kept: TestApp;
let other: TestApp;
let fresh: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TZ = 'Europe/Madrid';
const NOW = wallToInstant('2031-06-02', 10 * 60, TZ);
const DAY = '2031-06-03';
let padel: number;

const seen = async (check: () => Promise<void>) => (onPostgres ? vi.waitFor(check, { timeout: NOTIFY_WAIT_MS, interval: 5 }) : check());

beforeAll(async () => {
  kept = await createTestApp({ cache: true });
  other = await createTestApp({ cache: true, instanceOf: kept });
  // No change feed: every day computed and serialized again.
  fresh = await createTestApp({ instanceOf: kept });
  for (const server of [kept, other, fresh]) server.app.clock.pin(NOW);
  padel = (await kept.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
}, 240_000);
afterAll(async () => {
  await fresh?.close();
  await other?.close();
  await kept?.close();
});

const list = (server: TestApp, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: DAY, bookingTypeId: padel }, headers: { 'accept-language': 'es-ES', ...headers } });

describe('publicbookings/list from the kept day', () => {
  it('sends the same bytes as the day computed afresh, in every coding the caller accepts', async () => {
    const uncached = await list(fresh);
    await list(kept);
    const plain = await list(kept);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(uncached.rawPayload)).toBe(true);
    expect(plain.json().model.list.length).toBeGreaterThan(0);

    const br = await list(kept, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).equals(uncached.rawPayload)).toBe(true);

    const gzip = await list(kept, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(uncached.rawPayload)).toBe(true);
    // Each coding is its own byte sequence, so its own strong validator.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('answers 304 without a body to a caller whose If-None-Match names the day it has', async () => {
    const first = await list(kept, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await list(kept, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A tag of another day (or an older one) gets the whole answer.
    const stale = await list(kept, { 'if-none-match': '"not-this-day"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().ok).toBe(true);
  });

  it('a booking written through one instance changes the bytes, and the ETag, both instances send', async () => {
    const before = await Promise.all([list(kept), list(other)]);
    expect(before[1].rawPayload.equals(before[0].rawPayload)).toBe(true);
    const court = before[0].json().model.list[0] as { id: number; timeTable: Array<{ sstart: string }> };
    const slot = court.timeTable[0]!;
    const db = other.app.db;
    const player = await db
      .insertInto('customers')
      .values({ name: 'Etag', surname: 'Day', email: 'etag-day@day-answer.test', status: 'Active' })
      .returning(['id', 'session_version'])
      .executeTakeFirstOrThrow();
    const { token } = await other.app.tokens.issue({ customerId: player.id, actorId: player.id, sessionVersion: player.session_version });
    const booked = await other.app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        booking: { customerId: player.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: court.id, startDate: `${DAY} ${slot.sstart}`, duration: 60 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [player.id],
      },
    });
    expect(booked.json()).toMatchObject({ ok: true });
    for (const server of [kept, other]) {
      await seen(async () => {
        const after = await list(server, { 'if-none-match': String(before[0].headers.etag) });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before[0].headers.etag);
        const first = after.json().model.list.find((resource: { id: number }) => resource.id === court.id) as { timeTable: Array<{ sstart: string }> };
        expect(first.timeTable.map((free) => free.sstart)).not.toContain(slot.sstart);
      });
    }
  });
});
