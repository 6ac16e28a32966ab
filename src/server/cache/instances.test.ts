import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { wallToInstant } from '../../domain/club-time';
import { NOTIFY_WAIT_MS } from '../testing/notify-wait';

// Two server instances with their caches on one database: on PostgreSQL (TEST_DATABASE_URL) two
// connection pools hearing each other through LISTEN/NOTIFY; on PGlite two apps on the one in-process
// database, where a notification arrives before the committing query returns.
let first: TestApp;
let second: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TZ = 'Europe/Madrid';
const NOW = wallToInstant('2031-06-02', 10 * 60, TZ);
const SLOT_DAY = '2031-06-03';

/** On PGlite the change is there at once; on PostgreSQL the notification travels to the other pool's listener (milliseconds): poll for what the caller sees. */
const seen = async (check: () => Promise<void>) => (onPostgres ? vi.waitFor(check, { timeout: NOTIFY_WAIT_MS, interval: 5 }) : check());

beforeAll(async () => {
  // Not startDemoServer(): two instances with the in-memory cache on one database, as two `npm start` processes.
  first = await createTestApp({ cache: true });
  second = await createTestApp({ cache: true, instanceOf: first });
  first.app.clock.pin(NOW);
  second.app.clock.pin(NOW);
}, 240_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const settingsOf = async (server: TestApp) => (await server.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' })).json().data;

describe('caches on several instances', () => {
  it('a settings change is seen at once by both instances', async () => {
    expect((await settingsOf(first)).Title).toBe((await settingsOf(second)).Title);
    await first.app.db.updateTable('clubs').set({ name: 'Renamed Club', buttons_color: '#123456' }).execute();
    await seen(async () => expect(await settingsOf(first)).toMatchObject({ Title: 'Renamed Club', ButtonsColor: '#123456' }));
    await seen(async () => expect(await settingsOf(second)).toMatchObject({ Title: 'Renamed Club', ButtonsColor: '#123456' }));
    // Written through the second instance's own pool: the first hears it too.
    await second.app.db.updateTable('clubs').set({ name: 'Club Again' }).execute();
    await seen(async () => expect((await settingsOf(first)).Title).toBe('Club Again'));
  });

  it('main-settings, kept as the bytes sent, still answers as JSON with the API headers and follows a gallery change', async () => {
    const ask = () => second.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: { 'accept-language': 'fr-FR' } });
    const kept = await ask();
    const again = await ask();
    for (const response of [kept, again]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-storage-version']).toMatch(/^\d+$/);
    }
    expect(again.body).toBe(kept.body);
    expect(kept.json().data.Gallery.length).toBeGreaterThan(0);
    await first.app.db.deleteFrom('file_uploads').where('category', '=', 'CzGallery').execute();
    await seen(async () => expect((await ask()).json().data.Gallery).toEqual([]));
  });

  it('a price or timetable change reaches the booking page of the other instance', async () => {
    const db = first.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 1').executeTakeFirstOrThrow()).id;
    const price = async (server: TestApp) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/publicbookings/loadprice',
          payload: { startDate: `${SLOT_DAY} 12:00`, bookingTypeId: padel, duration: 90, customerId: -1, resourceId: court },
        })
      ).json();
    const day = async (server: TestApp) =>
      (await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: SLOT_DAY, bookingTypeId: padel } }))
        .json()
        .model.list.find((r: { id: number }) => r.id === court).timeTable as Array<{ sstart: string }>;
    const before = (await price(second)).price.price as number;
    expect((await day(second)).length).toBeGreaterThan(0);

    await db
      .updateTable('prices')
      .set((eb) => ({ gross_price: eb('gross_price', '*', 2), net_price: eb('net_price', '*', 2) }))
      .where('booking_type_id', '=', padel)
      .execute();
    await seen(async () => expect((await price(second)).price.price).toBeCloseTo(before * 2, 2));

    await db.deleteFrom('resource_timetables').where('resource_id', '=', court).execute();
    await seen(async () => expect(await day(second)).toEqual([]));
  });

  it('the booking page’s day, kept as the bytes sent, answers each language in its own words', async () => {
    const db = first.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    // The day before the pinned now: every slot has passed, so the answer says nothing was found.
    const ask = (language: string) =>
      second.app.inject({ method: 'POST', url: '/api/publicbookings/list', headers: { 'accept-language': language }, payload: { date: '2031-06-01', bookingTypeId: padel } });
    const english = await ask('en-US');
    expect(english.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await ask('en-US')).body).toBe(english.body);
    expect(english.json().model.errorMsg).toBe('Sorry nothing found Try with other filters');
    expect((await ask('fr-FR')).json().model.errorMsg).toBe("Désolé, aucun résultat. Essayez avec d'autres filtres");
  });

  it('a product’s price change reaches the shop page of both instances', async () => {
    const page = async (server: TestApp) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/shop/list?startRow=0&endRow=30' });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.json() as { data: Array<{ id: number; grossPrice: number }>; totalCount: number };
    };
    const before = await page(first);
    expect((await page(second)).data).toEqual(before.data);
    const product = before.data[0]!;
    await first.app.db
      .updateTable('products')
      .set({ gross_price: product.grossPrice + 7 })
      .where('id', '=', product.id)
      .execute();
    for (const server of [first, second]) await seen(async () => expect((await page(server)).data.find((p) => p.id === product.id)?.grossPrice).toBe(product.grossPrice + 7));

    // Unpublished through the other instance's pool (as the back office would): gone from both pages.
    await second.app.db.updateTable('products').set({ published: false }).where('id', '=', product.id).execute();
    for (const server of [first, second]) await seen(async () => expect((await page(server)).totalCount).toBe(before.totalCount - 1));
  });

  it('a voucher’s use reaches the customer’s vouchers on both instances', async () => {
    const ana = await first.login('ana@demo.club', 'demo1234');
    // Valid on the pinned day (the server's clock judges expiry on both instances).
    await first.app.db
      .updateTable('vouchers')
      .set({ expires_at: new Date(NOW.getTime() + 30 * 86_400_000) })
      .where('customer_id', '=', ana.customerId)
      .execute();
    const vouchers = async (server: TestApp) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/publicvouchers/customer-vouchers/${ana.customerId}`, headers: ana.headers });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.json().model as Array<{ id: number; balance: number; movements: unknown[] }>;
    };
    const before = await vouchers(first);
    expect(await vouchers(second)).toEqual(before);
    const voucher = before[0]!;
    // A use as the checkout writes it: the balance goes down and a movement says by how much.
    await first.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('vouchers')
        .set({ balance: voucher.balance - 5 })
        .where('id', '=', voucher.id)
        .execute();
      await trx
        .insertInto('voucher_movements')
        .values({ voucher_id: voucher.id, amount: -5, previous_amount: voucher.balance, created_at: NOW, description: 'Cache test' })
        .execute();
    });
    for (const server of [first, second]) {
      await seen(async () => {
        const after = (await vouchers(server)).find((v) => v.id === voucher.id)!;
        expect(after.balance).toBeCloseTo(voucher.balance - 5, 2);
        expect(after.movements).toHaveLength(voucher.movements.length + 1);
      });
    }
    // An expired voucher leaves both lists, though nothing else changed.
    await second.app.db
      .updateTable('vouchers')
      .set({ expires_at: new Date(NOW.getTime() - 60_000) })
      .where('id', '=', voucher.id)
      .execute();
    for (const server of [first, second]) await seen(async () => expect((await vouchers(server)).map((v) => v.id)).not.toContain(voucher.id));
  });

  it('a password change ends the old token on both instances at once', async () => {
    const ana = await first.login('ana@demo.club', 'demo1234');
    const vouchers = (server: TestApp, headers: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: `/api/publicvouchers/customer-vouchers/${ana.customerId}`, headers });
    expect((await vouchers(first, ana.headers)).statusCode).toBe(200);
    expect((await vouchers(second, ana.headers)).statusCode).toBe(200);
    const changed = await first.app.inject({
      method: 'POST',
      url: '/api/publiccustomers/reset-password-by-old-json',
      headers: ana.headers,
      payload: { customerId: ana.customerId, plainOldPass: 'demo1234', plainNewPass: 'Another-Pass-2031' },
    });
    expect(changed.json()).toMatchObject({ ok: true });
    // The instance that revoked it refuses the old token on the very next call.
    expect((await vouchers(first, ana.headers)).statusCode).toBe(401);
    await seen(async () => expect((await vouchers(second, ana.headers)).statusCode).toBe(401));
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await vouchers(second, fresh)).statusCode).toBe(200);
  });

  it('a booking race across the two instances leaves one winner and clear refusals', async () => {
    const db = first.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 2').executeTakeFirstOrThrow()).id;
    const racers = await db
      .insertInto('customers')
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Racer ${i}`, surname: 'Test', email: `racer${i}@instances.test`, status: 'Active' as const })))
      .returning(['id', 'session_version'])
      .execute();
    const attempts = await Promise.all(
      racers.map(async (racer, index) => {
        const server = index % 2 === 0 ? first : second;
        const { token } = await server.app.tokens.issue({ customerId: racer.id, actorId: racer.id, sessionVersion: racer.session_version });
        return server.app.inject({
          method: 'POST',
          url: '/api/publicbookings/prebook',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            booking: { customerId: racer.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
            blocks: [{ resourceId: court, startDate: `${SLOT_DAY} 19:00`, duration: 90 }],
            customerIsParticipant: true,
            isMultiple: false,
            customerIds: [racer.id],
          },
        });
      }),
    );
    expect(attempts.map((attempt) => attempt.statusCode).filter((status) => status >= 500)).toEqual([]);
    const bodies = attempts.map((attempt) => attempt.json() as { ok: boolean; errorMsg?: string });
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    const refusals = bodies.filter((body) => !body.ok);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) expect(refusal.errorMsg).toMatch(/\S/);
    // Both instances now show the slot taken.
    for (const server of [first, second]) {
      const list = (await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: SLOT_DAY, bookingTypeId: padel } })).json().model.list;
      const slots = list.find((r: { id: number }) => r.id === court).timeTable as Array<{ sstart: string }>;
      expect(slots.map((slot) => slot.sstart)).not.toContain('19:00');
    }
  });

  it('the booking page’s cached day is dropped by a booking on either instance, and moves on with time', async () => {
    const db = first.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 3').executeTakeFirstOrThrow()).id;
    const starts = async (server: TestApp) => {
      const list = (await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: SLOT_DAY, bookingTypeId: padel } })).json().model.list;
      return (list.find((r: { id: number }) => r.id === court).timeTable as Array<{ sstart: string }>).map((slot) => slot.sstart);
    };
    // Both instances have computed (and kept) the day.
    expect(await starts(first)).toContain('12:00');
    expect(await starts(second)).toContain('12:00');

    const player = await db
      .insertInto('customers')
      .values({ name: 'Day', surname: 'Cache', email: 'day-cache@instances.test', status: 'Active' })
      .returning(['id', 'session_version'])
      .executeTakeFirstOrThrow();
    const { token } = await first.app.tokens.issue({ customerId: player.id, actorId: player.id, sessionVersion: player.session_version });
    const booked = await first.app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        booking: { customerId: player.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: court, startDate: `${SLOT_DAY} 12:00`, duration: 90 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [player.id],
      },
    });
    expect(booked.json()).toMatchObject({ ok: true });
    // The instance that booked shows the slot taken on its very next answer; the other once notified.
    expect(await starts(first)).not.toContain('12:00');
    await seen(async () => expect(await starts(second)).not.toContain('12:00'));

    // A write from elsewhere (here the second instance's pool, as the back office would) frees it on both.
    await second.app.db.updateTable('bookings').set({ status: 'Cancelled', cancelled_at: NOW }).where('owner_customer_id', '=', player.id).execute();
    await seen(async () => expect(await starts(first)).toContain('12:00'));
    await seen(async () => expect(await starts(second)).toContain('12:00'));

    // With no write at all, a kept day still drops the slots that time has passed.
    first.app.clock.pin(wallToInstant(SLOT_DAY, 11 * 60 + 30, TZ));
    try {
      const later = await starts(first);
      expect(later).not.toContain('11:00');
      expect(later).toContain('12:00');
    } finally {
      first.app.clock.pin(NOW);
    }
  });
});
