import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

// Card registrations: a provider asked to keep a customer's card for later (the saved card is card-tokens.ts's).

export async function insertCardTokenization(db: Kysely<DB>, input: { customerId: number; methodId: number; providerToken: string }): Promise<number> {
  const row = await db
    .insertInto('card_tokenizations')
    .values({ customer_id: input.customerId, payment_method_id: input.methodId, provider_token: input.providerToken })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findCardTokenization(db: Kysely<DB>, id: number, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('card_tokenizations').select(['id', 'customer_id', 'payment_method_id', 'provider_token', 'card_token_id', 'status']).where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function finishCardTokenization(trx: Transaction<DB>, id: number, result: { status: 'Succeeded' | 'Failed'; cardTokenId: number | null }): Promise<void> {
  await trx.updateTable('card_tokenizations').set({ status: result.status, card_token_id: result.cardTokenId }).where('id', '=', id).where('status', '=', 'Pending').execute();
}

/** The provider's token of a registration, known once the provider answered the start. */
export async function setCardTokenizationToken(db: Kysely<DB>, id: number, providerToken: string): Promise<void> {
  await db.updateTable('card_tokenizations').set({ provider_token: providerToken }).where('id', '=', id).execute();
}

/** A customer's e-mail (the provider's registration asks for it). */
export async function customerEmail(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst();
  return row?.email ?? null;
}
