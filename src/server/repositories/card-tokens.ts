import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type CreditCardToken = components['schemas']['CreditCardToken'];

/** Saved cards of a customer, newest first; only the last digits ever leave the server. */
export async function listCardTokens(db: Kysely<DB>, customerId: number): Promise<CreditCardToken[]> {
  const rows = await db
    .selectFrom('card_tokens')
    .select(['id', 'card_ending', 'payment_method_id', 'expiry'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cardNumber: `**** **** **** ${row.card_ending}`,
    paymentMethodId: row.payment_method_id,
    expiry: row.expiry,
  }));
}

/** True when the card existed and belonged to the customer. */
export async function deleteCardToken(db: Kysely<DB>, customerId: number, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('card_tokens').where('id', '=', cardId).where('customer_id', '=', customerId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface SavedCard {
  id: number;
  paymentMethodId: number;
  cardEnding: string;
  brand: string | null;
}

export async function savedCards(db: Kysely<DB>, customerId: number): Promise<SavedCard[]> {
  const rows = await db
    .selectFrom('card_tokens')
    .innerJoin('payment_methods', 'payment_methods.id', 'card_tokens.payment_method_id')
    .select(['card_tokens.id', 'card_tokens.payment_method_id', 'card_tokens.card_ending', 'card_tokens.brand'])
    .where('card_tokens.customer_id', '=', customerId)
    .where('payment_methods.active', '=', true)
    .orderBy('card_tokens.created_at', 'desc')
    .orderBy('card_tokens.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, paymentMethodId: row.payment_method_id, cardEnding: row.card_ending, brand: row.brand }));
}

export interface NewCardToken {
  customerId: number;
  methodId: number;
  providerToken: string;
  cardEnding: string;
  brand: string | null;
  expiry: string | null;
}

/** Saves a provider's card token (never a number); the same token saved twice is one card. Returns its id. */
export async function saveCardToken(db: Kysely<DB>, card: NewCardToken): Promise<number> {
  const inserted = await db
    .insertInto('card_tokens')
    .values({
      customer_id: card.customerId,
      payment_method_id: card.methodId,
      provider_token: card.providerToken,
      card_ending: card.cardEnding,
      brand: card.brand,
      expiry: card.expiry,
    })
    .onConflict((oc) => oc.columns(['payment_method_id', 'provider_token']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('card_tokens')
    .select('id')
    .where('payment_method_id', '=', card.methodId)
    .where('provider_token', '=', card.providerToken)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** A saved card of the customer for this method: its provider token. */
export async function findCardToken(db: Kysely<DB>, customerId: number, methodId: number, cardId: number): Promise<{ id: number; providerToken: string } | undefined> {
  const row = await db
    .selectFrom('card_tokens')
    .select(['id', 'provider_token'])
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('payment_method_id', '=', methodId)
    .executeTakeFirst();
  return row && { id: row.id, providerToken: row.provider_token };
}
