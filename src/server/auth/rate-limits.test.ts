import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectConformingAnswer } from '../testing/conformance';
import { signedInCustomers } from '../testing/signed-in-customers';
import { RateLimiter } from './rate-limits';

const PROXY = '10.9.9.9';

// Every limit at 3 attempts a minute; each test uses its own addresses and accounts, so they do not meet.
let server: TestApp;
beforeAll(async () => {
  const limits = [
    'LOGIN_ACCOUNT',
    'LOGIN_ADDRESS',
    'REGISTER',
    'RESET_ACCOUNT',
    'RESET_ADDRESS',
    'INFO_REQUEST',
    'CUSTOMER_SEARCH',
    'PASSWORD_CHECK',
    'HOLD_CUSTOMER',
    'HOLD_ADDRESS',
    'BOOKING_CONTACTS',
    'PROMO_CUSTOMER',
    'PROMO_ADDRESS',
  ];
  // Not startDemoServer(): this test needs small rate limits and a trusted proxy, and counts its own logins.
  server = await createTestApp({ env: { ...Object.fromEntries(limits.map((name) => [`RATE_LIMIT_${name}`, '3/60'])), TRUST_PROXY: PROXY } });
});
afterAll(() => server?.close());

const call = (app: FastifyInstance, url: string, payload: object, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress: '192.0.2.1', ...options });
const login = (email: string, remoteAddress: string, app = server.app) => call(app, 'publiccustomers/cauth', { email, password: 'not-the-password' }, { remoteAddress });

/** Status codes of the attempts, in order. */
async function statuses(attempts: Array<() => Promise<{ statusCode: number }>>): Promise<number[]> {
  const codes: number[] = [];
  for (const attempt of attempts) codes.push((await attempt()).statusCode);
  return codes;
}

describe('login', () => {
  it('limits one account across addresses, answering 429 with Retry-After', async () => {
    const codes = await statuses(['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => () => login('ana@demo.club', address)));
    expect(codes).toEqual([200, 200, 200]);
    const blocked = await login('ANA@demo.club ', '198.51.100.4');
    expect(blocked.statusCode).toBe(429);
    expectConformingAnswer('loginCustomer', blocked);
    expect(blocked.json()).toEqual({ ok: false, errorMsg: `Too many attempts: please try again in ${blocked.headers['retry-after']} seconds` });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('limits one address across accounts: a password spray of 1,000 e-mails meets a 429', async () => {
    let first429 = 0;
    for (let i = 1; i <= 1000 && first429 === 0; i++) {
      if ((await login(`sprayed${i}@example.com`, '198.51.100.20')).statusCode === 429) first429 = i;
    }
    expect(first429).toBe(4);
    // Another address is not blocked by it.
    expect((await login('sprayed1@example.com', '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts the same attempts on two server instances sharing the database', async () => {
    const second = await buildApp({ config: server.config, db: server.app.db, clock: server.app.clock });
    try {
      await second.ready();
      const codes = await statuses([server.app, second, server.app, second].map((app) => () => login('two-instances@example.com', '198.51.100.30', app)));
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('the counted address behind TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the configured proxy', async () => {
    // Through the proxy: each client is counted under its own forwarded address.
    const forwarded = (email: string, client: string) =>
      call(server.app, 'publiccustomers/cauth', { email, password: 'x' }, { remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });
    const clients = ['203.0.113.1', '203.0.113.2'];
    const codes = await statuses(clients.flatMap((client) => [1, 2, 3].map((n) => () => forwarded(`proxied-${n}-${client}@example.com`, client))));
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await forwarded('proxied-4@example.com', '203.0.113.1')).statusCode).toBe(429);

    // Not the proxy: a forged X-Forwarded-For changes nothing, the peer's address is counted.
    const forged = (n: number) => () =>
      call(
        server.app,
        'publiccustomers/cauth',
        { email: `forged-${n}@example.com`, password: 'x' },
        { remoteAddress: '198.51.100.40', headers: { 'x-forwarded-for': `203.0.113.${100 + n}` } },
      );
    expect(await statuses([1, 2, 3, 4].map(forged))).toEqual([200, 200, 200, 429]);
  });
});

describe('other limited operations', () => {
  it('limits registrations per address', async () => {
    const register = (n: number) => () =>
      call(
        server.app,
        'publiccustomers/register',
        { name: 'R', surname: 'L', email: `limited-${n}@example.com`, password: 'Cancha-Norte-5', acceptConditions: true },
        { remoteAddress: '198.51.100.50' },
      );
    expect(await statuses([1, 2, 3, 4].map(register))).toEqual([200, 200, 200, 429]);
  });

  it('limits reset requests per account and per address', async () => {
    const reset = (email: string, remoteAddress: string) => () => call(server.app, 'publiccustomers/reset-password-request-cz', { email }, { remoteAddress });
    const perAccount = ['198.51.100.60', '198.51.100.61', '198.51.100.62', '198.51.100.63'].map((address) => reset('mia@demo.club', address));
    expect(await statuses(perAccount)).toEqual([200, 200, 200, 429]);
    const perAddress = [1, 2, 3, 4].map((n) => reset(`nobody-${n}@example.com`, '198.51.100.64'));
    expect(await statuses(perAddress)).toEqual([200, 200, 200, 429]);
  });

  it('limits info requests per address', async () => {
    const ask = () => call(server.app, 'publiccomms/info-request', { email: 'curious@example.com', question: 'Open on Sunday?' }, { remoteAddress: '198.51.100.70' });
    expect(await statuses([ask, ask, ask, ask])).toEqual([200, 200, 200, 429]);
  });

  it('limits customer look-ups and current-password checks per signed-in customer', async () => {
    const leo = await server.login('leo@demo.club', 'demo1234');
    const search = (address: string) => () => call(server.app, 'publiccustomers/list', { search: 'García' }, { headers: leo.headers, remoteAddress: address });
    expect(await statuses(['198.51.100.80', '198.51.100.81', '198.51.100.82', '198.51.100.83'].map(search))).toEqual([200, 200, 200, 429]);
    const guess = () =>
      call(
        server.app,
        'publiccustomers/reset-password-by-old-json',
        { customerId: leo.customerId, plainOldPass: 'guess', plainNewPass: 'Otra-Clave-77' },
        { headers: leo.headers },
      );
    expect(await statuses([guess, guess, guess, guess])).toEqual([200, 200, 200, 429]);
  });
});

/** New active customers with a bearer header each (tokens issued directly: logins here are limited too). */
const signedIn = (prefix: string, count: number) => signedInCustomers(server, count, prefix);

describe('holding places, reading contacts, guessing promo codes, checking out as a visitor (issue 21)', () => {
  // Well-formed calls the handlers refuse (unknown type, booking or map): the attempts count all the same.
  const prebook = (who: { id: number; headers: object }, url: string, remoteAddress: string) =>
    call(
      server.app,
      url,
      {
        booking: { customerId: who.id, bookingTypeId: 999_999, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: 1, startDate: '2031-06-03 10:00', duration: 60 }],
        customerIds: [who.id],
      },
      { headers: who.headers as Record<string, string>, remoteAddress },
    );
  const join = (who: { id: number; headers: object }, remoteAddress: string) =>
    call(server.app, `publicbookings/byplace-prebook-place/${who.id}/999999/5`, {}, { headers: who.headers as Record<string, string>, remoteAddress });

  it('limits pre-books, match creations and joins together, per customer and per address', async () => {
    const [greedy] = await signedIn('holds', 1);
    const mixed = [
      () => prebook(greedy!, 'publicbookings/prebook', '198.51.100.90'),
      () => prebook(greedy!, 'publicbookings/byplace-prebook', '198.51.100.91'),
      () => join(greedy!, '198.51.100.92'),
      () => prebook(greedy!, 'publicbookings/prebook', '198.51.100.93'),
    ];
    const codes = await statuses(mixed);
    expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    const crowd = await signedIn('crowd', 4);
    const fromOneAddress = await statuses(crowd.map((who) => () => prebook(who, 'publicbookings/prebook', '198.51.100.94')));
    expect(fromOneAddress.map((code) => code === 429)).toEqual([false, false, false, true]);
    const blocked = await prebook(crowd[0]!, 'publicbookings/prebook', '198.51.100.94');
    expectConformingAnswer('prebookBooking', blocked);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits floor-map reads (the players’ contacts) per customer', async () => {
    const [harvester] = await signedIn('contacts', 1);
    const read = (n: number) => () =>
      server.app.inject({ method: 'GET', url: `/api/publicbookings/booking-template-info/999999/${n}`, headers: harvester!.headers, remoteAddress: `198.51.100.${100 + n}` });
    const codes = await statuses([1, 2, 3, 4].map(read));
    expect(codes).toEqual([404, 404, 404, 429]);
    expectConformingAnswer('getBookingTemplateInfo', await read(5)());
  });

  it('limits promo-code checks per address and per signed-in customer', async () => {
    const guess = (code: string, remoteAddress: string, who?: { id: number; headers: Record<string, string> }) => () =>
      call(server.app, 'promos/validate', { code, customerId: who?.id ?? 0, saleItems: [] }, { remoteAddress, ...(who ? { headers: who.headers } : {}) });
    expect(await statuses(['AAAA', 'AAAB', 'AAAC', 'AAAD'].map((code) => guess(code, '198.51.100.110')))).toEqual([200, 200, 200, 429]);
    expectConformingAnswer('validatePromoCode', await guess('AAAE', '198.51.100.110')());
    const [guesser] = await signedIn('promo', 1);
    const addresses = ['198.51.100.111', '198.51.100.112', '198.51.100.113', '198.51.100.114'];
    expect(await statuses(addresses.map((address, n) => guess(`BBB${n}`, address, guesser)))).toEqual([200, 200, 200, 429]);
  });

  it("counts a visitor's checkout, which registers the visitor, with the registrations of the address", async () => {
    const checkout = (n: number) => () =>
      call(
        server.app,
        'shop/checkout',
        {
          // A product not on sale: refused, and counted all the same.
          saleItems: [{ productId: 999_999, units: 1 }],
          customer: {
            name: 'Vera',
            surname: 'Visitor',
            addressLine1: 'Calle Mayor 1',
            city: 'Madrid',
            town: 'Madrid',
            country: 'Spain',
            postalCode: '28001',
            email: `visitor-${n}@limits.test`,
            phone: '600000000',
            password: 'Corto-Largo-77',
            acceptConditions: true,
          },
        },
        { remoteAddress: '198.51.100.120' },
      );
    const register = () =>
      call(
        server.app,
        'publiccustomers/register',
        { name: 'R', surname: 'L', email: 'after-checkouts@limits.test', password: 'Cancha-Norte-5', acceptConditions: true },
        { remoteAddress: '198.51.100.120' },
      );
    expect(await statuses([checkout(1), checkout(2), register, checkout(3)])).toEqual([200, 200, 200, 429]);
    const blocked = await checkout(4)();
    expectConformingAnswer('checkout', blocked);
    expect(blocked.statusCode).toBe(429);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('counting', () => {
  it('counts a request in all its buckets at once, losing no count among concurrent requests sharing one (issue 26)', async () => {
    const now = new Date('2030-02-01T10:00:00Z');
    const limits = { ...server.config.rateLimits, holdCustomer: { max: 1, windowMs: 60_000 }, holdAddress: { max: 30, windowMs: 600_000 } };
    const limiter = new RateLimiter(server.app.db, limits, () => now);
    const attempt = (n: number) =>
      limiter.hit([
        { limit: 'holdCustomer', key: `count-test:customer:${n}` },
        { limit: 'holdAddress', key: 'count-test:address' },
      ]);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, n) => attempt(n)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    // The 31st attempt from the address is over its limit; its wait is the address window's (10 minutes).
    await expect(attempt(31)).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '600' } });
    // A customer's second attempt is over the customer's limit, whose window is a minute.
    await expect(limiter.hit([{ limit: 'holdCustomer', key: 'count-test:customer:0' }])).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '60' } });
  });
});

describe('windows', () => {
  it("reopens a login window once the server's clock has moved past it, and not a second before", async () => {
    const start = server.app.clock.now();
    const attempt = () => login('window-clock@example.com', '198.51.100.200');
    try {
      expect(await statuses([attempt, attempt, attempt, attempt])).toEqual([200, 200, 200, 429]);
      server.app.clock.advance(59_000);
      const still = await attempt();
      expect(still.statusCode).toBe(429);
      expect(still.headers['retry-after']).toBe('1');
      server.app.clock.advance(1000);
      expect((await attempt()).statusCode).toBe(200);
    } finally {
      server.app.clock.pin(start);
    }
  });

  it('opens a new window once the last one is over', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const limiter = new RateLimiter(server.app.db, { ...server.config.rateLimits, loginAccount: { max: 2, windowMs: 60_000 } }, () => now);
    const hit = () => limiter.hit([{ limit: 'loginAccount', key: 'window-test' }]);
    await hit();
    await hit();
    await expect(hit()).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '60' } });
    now = new Date('2030-01-01T10:00:45Z');
    await expect(hit()).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '15' } });
    now = new Date('2030-01-01T10:01:00Z');
    await expect(hit()).resolves.toBeUndefined();
  });
});
