import { sql, type Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type FeeGroup = components['schemas']['FeeGroup'];
type Fee = components['schemas']['Fee'];

/** A calendar day as the date-time the contract asks for (midnight UTC). */
const dayTime = (day: string) => `${day}T00:00:00.000Z`;

/** The customer's memberships with their fees (newest period first) and the next fee still to pay. */
export async function feeGroups(db: Kysely<DB>, customerId: number): Promise<FeeGroup[]> {
  const memberships = await db
    .selectFrom('customer_periodic_sales')
    .select(['id', 'description', 'fee_gross', 'next_fee_on', 'stopped_at'])
    .where('customer_id', '=', customerId)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (memberships.length === 0) return [];
  const fees = await db
    .selectFrom('periodic_fees')
    .innerJoin('sales', 'sales.id', 'periodic_fees.sale_id')
    .select((eb) => [
      'periodic_fees.customer_periodic_sale_id as cpsId',
      'periodic_fees.period_start',
      'sales.id as saleId',
      'sales.number',
      'sales.status',
      'sales.total',
      'sales.pending',
      eb
        .selectFrom('sale_items')
        .select('sale_items.parent_identifier')
        .whereRef('sale_items.sale_id', '=', 'sales.id')
        .orderBy('sale_items.id')
        .limit(1)
        .as('parentIdentifier'),
    ])
    .where(
      'periodic_fees.customer_periodic_sale_id',
      'in',
      memberships.map((m) => m.id),
    )
    .orderBy('periodic_fees.period_start', 'desc')
    .execute();
  return memberships.map((membership) => {
    const own = fees.filter((fee) => fee.cpsId === membership.id);
    const unpaid = own.filter((fee) => fee.status === 'Pending' && fee.pending > 0).at(-1);
    const next = unpaid
      ? { date: dayTime(unpaid.period_start), dPrice: unpaid.pending, cpsId: membership.id }
      : membership.stopped_at === null && membership.next_fee_on !== null
        ? { date: dayTime(membership.next_fee_on), dPrice: membership.fee_gross, cpsId: membership.id }
        : null;
    return {
      cpsId: membership.id,
      description: membership.description,
      nextNotPaidFeeInfo: next,
      fees: own.map(
        (fee): Fee => ({
          id: fee.saleId,
          saleNumber: fee.number,
          saleItem: { parentIdentifier: fee.parentIdentifier },
          total: fee.total,
          pending: fee.pending,
          date: dayTime(fee.period_start),
        }),
      ),
    };
  });
}

/** Stops a membership of this customer; stopping it again changes nothing. False when it is not theirs or unknown. */
export async function stopMembership(db: Kysely<DB>, customerId: number, cpsId: number): Promise<boolean> {
  const membership = await db
    .updateTable('customer_periodic_sales')
    .set({ stopped_at: sql<Date>`coalesce(stopped_at, now())`, next_fee_on: null })
    .where('id', '=', cpsId)
    .where('customer_id', '=', customerId)
    .returning('id')
    .executeTakeFirst();
  return membership !== undefined;
}
