import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { fromCents, toCents } from '../../domain/money';
import { inTransaction, type Database } from '../db/database';
import type { DB } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { claimOpeningDraw } from './booking-opening';
import { claimCheckout, findCheckoutResult } from './checkout';
import { closeRetention } from './provider-retentions';
import { claimNotice, recordMatchPlaces } from './push';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the two instances' claims really overlap.
let database: TestDatabase;
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  other = await database.openAnother();
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

/** The same claim made by two instances at once, each on its own connection: what each was answered, false first. */
async function fromBoth(claim: (db: Kysely<DB>) => Promise<boolean>): Promise<boolean[]> {
  return (await Promise.all([claim(database.db), claim(other.db)])).sort();
}

describe('claims: two instances try one piece of work, one does it', () => {
  it('a push notice claimed by both at once goes out from one of them', async () => {
    const { db } = database;
    const customer = await db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    for (const subject of ['booking:claims-1', 'booking:claims-2', 'booking:claims-3']) {
      expect(await fromBoth((either) => claimNotice(either, { customerId: customer.id, kind: 'bookingReminder', subject }, now))).toEqual([false, true]);
    }
    const claimed = await db.selectFrom('push_notices').select('subject').where('customer_id', '=', customer.id).where('subject', 'like', 'booking:claims-%').execute();
    expect(claimed).toHaveLength(3);
  });

  it("a match's free places seen alike by both are recorded once, and a count read before that change moves nothing", async () => {
    const { db } = database;
    const match = await db.selectFrom('bookings').select('id').where('allow_join', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    expect(await fromBoth((either) => recordMatchPlaces(either, { bookingId: match.id, known: null, free: 2 }, now))).toEqual([false, true]);
    expect(await fromBoth((either) => recordMatchPlaces(either, { bookingId: match.id, known: 2, free: 0 }, now))).toEqual([false, true]);
    expect(await recordMatchPlaces(db, { bookingId: match.id, known: 2, free: 1 }, now)).toBe(false);
    expect(await db.selectFrom('push_match_places').select('free').where('booking_id', '=', match.id).executeTakeFirstOrThrow()).toEqual({ free: 0 });
  });

  it('a retention two sweeps capture at once is closed by one: its sale is paid the capture once', async () => {
    const { db } = database;
    const sale = await db.selectFrom('sales').select(['id', 'paid', 'pending']).where('status', '=', 'Pending').where('pending', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const method = await db.selectFrom('payment_methods').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('payments')
      .values({ sale_id: sale.id, payment_method_id: method.id, amount: sale.pending, status: 'Authorized', provider_reference: 'claims-retention' })
      .execute();
    const now = new Date();
    const capture = (either: Kysely<DB>) =>
      inTransaction(either, (trx) => closeRetention(trx, method.id, 'claims-retention', [{ saleId: sale.id, captured: toCents(sale.pending) }], now));
    expect(await fromBoth(capture)).toEqual([false, true]);
    const payment = await db.selectFrom('payments').select(['status', 'captured']).where('provider_reference', '=', 'claims-retention').executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'Succeeded', captured: sale.pending });
    const paid = await db.selectFrom('sales').select(['status', 'paid']).where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'Paid', paid: fromCents(toCents(sale.paid) + toCents(sale.pending)) });
  });

  it("a day's opening draw both instances reach at once is drawn by one: the day keeps the winner's seed", async () => {
    const { db } = database;
    const type = await db.selectFrom('booking_types').select('id').orderBy('id').executeTakeFirstOrThrow();
    const day = { bookingTypeId: type.id, date: '2031-07-01' };
    const now = new Date();
    const draw = (either: Kysely<DB>, instance: string) => inTransaction(either, (trx) => claimOpeningDraw(trx, { ...day, seed: `seed-${instance}`, now, instance }));
    const [first, second] = await Promise.all([draw(db, 'first'), draw(other.db, 'second')]);
    expect([first, second].sort()).toEqual([false, true]);
    const drawn = await db.selectFrom('booking_opening_draws').select(['seed', 'instance']).where('booking_type_id', '=', day.bookingTypeId).where('date', '=', day.date).execute();
    const winner = first ? 'first' : 'second';
    expect(drawn).toEqual([{ seed: `seed-${winner}`, instance: winner }]);
    expect(await inTransaction(db, (trx) => claimOpeningDraw(trx, { ...day, seed: 'later', now, instance: 'first' }))).toBe(false);
  });

  it('a cart two checkouts send at once is claimed by one; a checkout that rolls back leaves its cart free', async () => {
    const { db } = database;
    const checkout = (either: Kysely<DB>) => inTransaction(either, (trx) => claimCheckout(trx, 'claims-cart-1', null));
    expect(await fromBoth(checkout)).toEqual([false, true]);
    expect(await findCheckoutResult(db, 'claims-cart-1')).toEqual({ pending: true });
    const refused = inTransaction(db, async (trx) => {
      expect(await claimCheckout(trx, 'claims-cart-2', null)).toBe(true);
      throw new Error('refused after the claim');
    });
    await expect(refused).rejects.toThrow('refused after the claim');
    expect(await fromBoth((either) => inTransaction(either, (trx) => claimCheckout(trx, 'claims-cart-2', null)))).toEqual([false, true]);
  });
});
