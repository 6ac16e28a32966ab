import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { storedLanguage } from './recipient-language';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
}, 120_000);
afterAll(() => database?.close());

const customer = (email: string) => database.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();

describe('the language a mail no request asked for is written in', () => {
  it("is the one given, else the customer's latest checkout's, else en-US", async () => {
    const ana = await customer('ana@demo.club');
    const sales = await database.db.selectFrom('sales').select('id').where('customer_id', '=', ana.id).orderBy('id').execute();
    await database.db.updateTable('sales').set({ language: null }).where('customer_id', '=', ana.id).execute();
    expect(await storedLanguage(database.db, ana.id)).toBe('en-US');

    await database.db
      .updateTable('sales')
      .set({ language: 'fr-FR', checked_out_at: new Date('2026-01-01T10:00:00Z') })
      .where('id', '=', sales[0]!.id)
      .execute();
    await database.db
      .updateTable('sales')
      .set({ language: 'it-IT', checked_out_at: new Date('2026-02-01T10:00:00Z') })
      .where('id', '=', sales[1]!.id)
      .execute();
    expect(await storedLanguage(database.db, ana.id)).toBe('it-IT');
    // A language stored with the thing itself (a day's opening request) wins; one the server does not speak does not.
    expect(await storedLanguage(database.db, ana.id, 'es')).toBe('es-ES');
    expect(await storedLanguage(database.db, ana.id, 'de-DE')).toBe('it-IT');
    expect(await storedLanguage(database.db, (await customer('empty@demo.club')).id)).toBe('en-US');
  });
});
