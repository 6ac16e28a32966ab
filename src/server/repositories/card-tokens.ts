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
