import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { SeedClock } from './clock';

/**
 * What the checkout journeys need beyond the catalogue: an expired promo code and one used up (its only
 * use taken by one of Ana's paid orders). Products with stock (one with a single unit), products needing
 * transport, DEMO10 (percent) and WELCOME5 (money) and Ana's money voucher come from the shop seed.
 */
export async function seedCheckoutExtras(trx: Transaction<DB>, clock: SeedClock, ana: number): Promise<void> {
  await trx
    .insertInto('promo_codes')
    .values({
      code: 'SPRING15',
      description: '15% off in spring (ended)',
      discount_type: 'Percent',
      value: 15,
      valid_from: clock.ago(120),
      valid_to: clock.ago(30),
      max_uses: null,
    })
    .execute();
  const usedUp = await trx
    .insertInto('promo_codes')
    .values({
      code: 'LAUNCH50',
      description: '50 € off, one use only',
      discount_type: 'Money',
      value: 50,
      valid_from: clock.ago(200),
      valid_to: clock.at(365, '23:59'),
      max_uses: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const used = await trx
    .selectFrom('sales')
    .select('id')
    .where('customer_id', '=', ana)
    .where('status', '=', 'Paid')
    .where('promo_code_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (used) await trx.updateTable('sales').set({ promo_code_id: usedUp.id }).where('id', '=', used.id).execute();
}
