import { sql, type Kysely, type Transaction } from 'kysely';
import type { components } from '../../generated/api';
import { addDays, wallTime } from '../../domain/club-time';
import { periodEnd } from '../checkout/membership-period';
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
      // The label of the membership's own line first (an order has other lines), else the sale's first line.
      eb
        .selectFrom('sale_items')
        .select('sale_items.parent_identifier')
        .whereRef('sale_items.sale_id', '=', 'sales.id')
        .orderBy(sql`sale_items.parent_id is not distinct from periodic_fees.customer_periodic_sale_id`, 'desc')
        .orderBy('sale_items.id')
        .limit(1)
        .as('parentIdentifier'),
      // A fee bought with other products (an order) is its own line of the sale, not the whole sale.
      eb
        .selectFrom('sale_items')
        .select((inner) => inner.fn.sum<number>('sale_items.total_with_discount').as('amount'))
        .whereRef('sale_items.sale_id', '=', 'sales.id')
        .where('sale_items.parent_name', '=', 'CustomerPeriodicSale')
        .whereRef('sale_items.parent_id', '=', 'periodic_fees.customer_periodic_sale_id')
        .as('lineTotal'),
    ])
    .where(
      'periodic_fees.customer_periodic_sale_id',
      'in',
      memberships.map((m) => m.id),
    )
    .orderBy('periodic_fees.period_start', 'desc')
    .execute()
    .then((rows) =>
      rows.map((fee) => {
        const total = fee.lineTotal ?? fee.total;
        return { ...fee, total, pending: Math.min(fee.pending, total) };
      }),
    );
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
      fees: own.map((fee): Fee => ({
        id: fee.saleId,
        saleNumber: fee.number,
        saleItem: { parentIdentifier: fee.parentIdentifier },
        total: fee.total,
        pending: fee.pending,
        date: dayTime(fee.period_start),
      })),
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

/**
 * The memberships a paid sale bought: each PeriodicSale line not yet linked to a membership starts one for
 * the customer the line is for, from the club's today, its units being periods paid ahead; the line becomes
 * the first fee (its period, its amount) and the next fee is due when that period ends. The lines are locked
 * and linked in the same transaction, so a replay or a second payment of the sale starts nothing more, and a
 * fee sale paid from the fees page (already linked) starts nothing. Answers the memberships started.
 */
export async function startBoughtMemberships(trx: Transaction<DB>, saleIds: number[], now: Date): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const lines = await trx
    .selectFrom('sale_items')
    .innerJoin('sales', 'sales.id', 'sale_items.sale_id')
    .innerJoin('products', 'products.id', 'sale_items.product_id')
    .select([
      'sale_items.id',
      'sale_items.sale_id',
      'sale_items.name',
      'sale_items.units',
      'sale_items.unit_gross_price',
      'sale_items.unit_net_price',
      'products.id as productId',
      'products.period_unit',
      'products.period_count',
    ])
    // The line's customer when it is the buyer or one of their children (a parent buying a child's
    // membership); any other id the cart sent gets no membership: it goes to the buyer.
    .select(
      sql<number | null>`case when sale_items.customer_id = sales.customer_id
        or exists (select 1 from customers where customers.id = sale_items.customer_id and customers.parent_id = sales.customer_id)
        then sale_items.customer_id else sales.customer_id end`.as('customerId'),
    )
    .where('sale_items.sale_id', 'in', saleIds)
    .where('sale_items.category', '=', 'PeriodicSale')
    .where('sale_items.parent_id', 'is', null)
    .where('products.period_unit', 'is not', null)
    .orderBy('sale_items.id')
    .forUpdate('sale_items')
    .execute();
  if (lines.length === 0) return [];
  const { time_zone: timeZone } = await trx.selectFrom('clubs').select('time_zone').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const startsOn = wallTime(now, timeZone).date;
  const started: number[] = [];
  for (const line of lines) {
    if (line.customerId === null) continue;
    const endsOn = periodEnd(startsOn, line.period_unit!, line.period_count!, line.units);
    const membership = await trx
      .insertInto('customer_periodic_sales')
      .values({
        customer_id: line.customerId,
        product_id: line.productId,
        description: line.name,
        fee_gross: line.unit_gross_price,
        fee_net: line.unit_net_price,
        starts_on: startsOn,
        next_fee_on: endsOn,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('periodic_fees').values({ customer_periodic_sale_id: membership.id, period_start: startsOn, period_end: endsOn, sale_id: line.sale_id }).execute();
    await trx
      .updateTable('sale_items')
      .set({ parent_name: 'CustomerPeriodicSale', parent_id: membership.id, parent_identifier: `${line.name} · ${startsOn} – ${addDays(endsOn, -1)}` })
      .where('id', '=', line.id)
      .execute();
    started.push(membership.id);
  }
  return started;
}
