import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// What the provider adapters keep beyond a payment's own row: the steps the real providers ask for after
// the first answer (a card's first transaction for later merchant-initiated charges).

/**
 * Keeps the network's id of the first transaction of a saved card (credential on file). Only the first one
 * counts: a later payment that names the same card never overwrites it.
 */
export async function keepCardFirstTransaction(db: Kysely<DB>, cardId: number, transactionId: string): Promise<void> {
  await db.updateTable('card_tokens').set({ first_transaction_id: transactionId }).where('id', '=', cardId).where('first_transaction_id', 'is', null).execute();
}

/** The first transaction's id of a saved card, or null when it was not kept. */
export async function cardFirstTransaction(db: Kysely<DB>, cardId: number): Promise<string | null> {
  const row = await db.selectFrom('card_tokens').select('first_transaction_id').where('id', '=', cardId).executeTakeFirst();
  return row?.first_transaction_id ?? null;
}
