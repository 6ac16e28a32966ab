import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededCustomers } from './customers';
import { netOf } from './money';

/**
 * A member who pays member prices for courts (booking-setup.ts): Lucía holds the Individual Membership, so a
 * player who adds her to a shared padel booking sees her share at the member price beside the others' (doc 2
 * §4, §9). Her fees are the club's business at the desk: she has no online login.
 */
export async function seedCourtMembers(trx: Transaction<DB>, clock: SeedClock, people: Pick<SeededCustomers, 'lucia'>): Promise<void> {
  const product = await trx.selectFrom('products').select(['id', 'name', 'gross_price']).where('name', '=', 'Individual Membership').executeTakeFirstOrThrow();
  const fee = Number(product.gross_price);
  await trx
    .insertInto('customer_periodic_sales')
    .values({
      customer_id: people.lucia,
      product_id: product.id,
      description: product.name,
      fee_gross: fee,
      fee_net: netOf(fee),
      starts_on: clock.monthDay(-3, 1),
      next_fee_on: clock.monthDay(1, 1),
      created_at: new Date(`${clock.monthDay(-3, 1)}T08:00:00Z`),
    })
    .execute();
}
