import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../testing/pinned-padel';

// The hot reads pass the server's per-request hooks as plain callbacks and send kept bytes without waiting:
// what a caller sees must not change for it. A kept answer (main-settings, the booking page's day) carries the
// same headers as the answer computed for the first caller and as a server without caches sends; request ids
// stay unique; the metrics count each route's statuses apart; tokens and bad days are still refused.
let cached: TestApp;
let uncached: TestApp;
let padel: number;

beforeAll(async () => {
  cached = await createTestApp({ cache: true, now: PINNED_NOW });
  uncached = await createTestApp({ instanceOf: cached });
  padel = (await cached.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(async () => {
  await uncached?.close();
  await cached?.close();
});

/** The headers a caller can compare between two answers: all but those that name the request or the moment. */
function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  const { 'x-request-id': id, date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return rest;
}

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cache-control'];

describe('kept answers', () => {
  it('main-settings sends the same headers and bytes when kept as when computed, and as a server without caches', async () => {
    const ask = (server: TestApp) => server.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: { 'accept-language': 'fr-FR' } });
    const computed = await ask(cached);
    const kept = await ask(cached);
    const withoutCache = await ask(uncached);
    expect(computed.statusCode).toBe(200);
    expect(comparable(kept.headers)).toEqual(comparable(computed.headers));
    expect(comparable(withoutCache.headers)).toEqual(comparable(computed.headers));
    expect(kept.body).toBe(computed.body);
    for (const name of [...SECURITY_HEADERS, 'content-length', 'content-type']) expect(kept.headers[name], name).toBeDefined();
    expect(kept.headers['cache-control']).toBe('no-store');
    expect(kept.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('main-settings goes compressed to a browser the same when its kept bytes are compressed once as when computed', async () => {
    const ask = (server: TestApp) => server.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await cached.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' });
    const answers = [await ask(cached), await ask(cached), await ask(cached), await ask(uncached)];
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(comparable(answer.headers)).toEqual(comparable(answers[0]!.headers));
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('the booking page’s day sends the same headers kept as computed, compressed or not, and a 304 to a caller that has it', async () => {
    const ask = (server: TestApp, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'POST', url: '/api/publicbookings/list', headers, payload: { date: PINNED_SLOT_DAY, bookingTypeId: padel } });
    const codings: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br, gzip' }];
    for (const headers of codings) {
      const computed = await ask(cached, headers);
      const kept = await ask(cached, headers);
      const withoutCache = await ask(uncached, headers);
      expect(computed.statusCode).toBe(200);
      expect(comparable(kept.headers), JSON.stringify(headers)).toEqual(comparable(computed.headers));
      expect(comparable(withoutCache.headers), JSON.stringify(headers)).toEqual(comparable(computed.headers));
      expect(kept.rawPayload.equals(computed.rawPayload)).toBe(true);
      for (const name of [...SECURITY_HEADERS, 'etag', 'vary', 'content-length']) expect(kept.headers[name], name).toBeDefined();
      const again = await ask(cached, { ...headers, 'if-none-match': String(kept.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(kept.headers.etag);
      expect(again.headers['content-security-policy']).toBe(kept.headers['content-security-policy']);
    }
  });

  it('a day the calendar lacks is refused every time it is asked for, a real one read each time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await cached.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: '2031-02-30', bookingTypeId: padel } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMsg).toContain('body/date');
    }
    const day = await cached.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: `${PINNED_SLOT_DAY} 10:00`, bookingTypeId: padel } });
    expect(day.statusCode).toBe(200);
  });
});

describe('per-request work', () => {
  it('gives each request a fresh, UUID-shaped id, and keeps the proxy’s', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => String((await cached.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' })).headers['x-request-id'])),
    );
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const passed = await cached.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: { 'x-request-id': 'nginx-77' } });
    expect(passed.headers['x-request-id']).toBe('nginx-77');
  });

  it('counts each route’s answers by status class and its errors by status, however they alternate', async () => {
    const list = (date: string) => cached.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date, bookingTypeId: padel } });
    const before = await cached.app.inject({ method: 'GET', url: '/metrics' });
    const count = (text: string, line: string) =>
      Number(
        text
          .split('\n')
          .find((candidate) => candidate.startsWith(line))
          ?.split(' ')
          .at(-1) ?? 0,
      );
    const ok = 'club_http_requests_total{operation="listBookingAvailability",method="POST",status="2xx"}';
    const bad = 'club_http_requests_total{operation="listBookingAvailability",method="POST",status="4xx"}';
    const errors = 'club_http_errors_total{operation="listBookingAvailability",status="400"}';
    const latency = 'club_http_request_duration_seconds_count{operation="listBookingAvailability"}';
    await list(PINNED_SLOT_DAY);
    await list('not a day');
    await list(PINNED_SLOT_DAY);
    const after = (await cached.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(count(after, ok) - count(before.body, ok)).toBe(2);
    expect(count(after, bad) - count(before.body, bad)).toBe(1);
    expect(count(after, errors) - count(before.body, errors)).toBe(1);
    expect(count(after, latency) - count(before.body, latency)).toBe(3);
  });

  it('serves a public read to a caller whose token is forged, and refuses that token where a customer is needed', async () => {
    const forged = { authorization: 'Bearer not.a.token' };
    expect((await cached.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: forged })).statusCode).toBe(200);
    const ana = await cached.login('ana@demo.club', 'demo1234');
    const vouchers = `/api/publicvouchers/customer-vouchers/${ana.customerId}`;
    expect((await cached.app.inject({ method: 'GET', url: vouchers, headers: forged })).statusCode).toBe(401);
    expect((await cached.app.inject({ method: 'GET', url: vouchers })).statusCode).toBe(401);
    expect((await cached.app.inject({ method: 'GET', url: vouchers, headers: ana.headers })).statusCode).toBe(200);
  });
});
