import type { Selectable, Transaction } from 'kysely';
import { ORIGIN_WEB } from '../../domain/enums';
import type { ActivitiesTable, DB, ProductsTable } from '../db/schema';
import type { SignUpRefusalKey, SignUpRequest } from './activity-signups';
import { insertSale } from './sales';

// The steps of an activity sign-up (activity-signups.ts), inside its transaction.

/** sale_items.parent_name of the line that pays for a sign-up. */
const INSCRIPTION_SALE_PARENT = 'ActivityInscription';

type Category = { id: number; name: string; product_id: number | null };
type Checked = { refusal: SignUpRefusalKey } | { partnerId: number | null; category: Category | undefined };

const refusal = (key: SignUpRefusalKey): Checked => ({ refusal: key });

/** Who may sign up: the partner the activity asks for (or none), the category, not in already, a place left. */
export async function signUpChecks(trx: Transaction<DB>, activity: Selectable<ActivitiesTable>, categories: Category[], request: SignUpRequest): Promise<Checked> {
  const partnerId = request.partnerCustomerId ?? null;
  if (activity.partner_inscription && partnerId === null) return refusal('activities.partnerRequired');
  if (!activity.partner_inscription && partnerId !== null) return refusal('activities.partnerNotTaken');
  if (partnerId !== null) {
    if (partnerId === request.customerId) return refusal('activities.partnerIsSelf');
    // Only someone the customer search could find (an activated customer) can be named: any other id, existing
    // or not, answers the same "not found", so the answer tells nothing about which ids exist.
    const partner = await trx.selectFrom('customers').select('id').where('id', '=', partnerId).where('status', '=', 'Active').executeTakeFirst();
    if (!partner) return refusal('activities.partnerUnknown');
  }

  const categoryId = request.activityCategoryId ?? null;
  const category = categoryId === null ? undefined : categories.find((each) => each.id === categoryId);
  if (categories.length > 0 && categoryId === null) return refusal('activities.categoryRequired');
  if (categoryId !== null && !category) return refusal('activities.categoryUnknown');

  const people = partnerId === null ? [request.customerId] : [request.customerId, partnerId];
  const taken = await trx
    .selectFrom('activity_inscriptions')
    .select(['customer_id', 'partner_customer_id'])
    .where('activity_id', '=', activity.id)
    .where((eb) => eb.or([eb('customer_id', 'in', people), eb('partner_customer_id', 'in', people)]))
    .execute();
  const isIn = (id: number) => taken.some((row) => row.customer_id === id || row.partner_customer_id === id);
  if (isIn(request.customerId)) return refusal('activities.alreadyIn');
  if (partnerId !== null && isIn(partnerId)) return refusal('activities.partnerAlreadyIn');

  if (activity.max_inscriptions !== null) {
    const { count } = await trx
      .selectFrom('activity_inscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('activity_id', '=', activity.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= activity.max_inscriptions) return refusal('activities.full');
  }
  return { partnerId, category };
}

/** The pending sale that pays for a sign-up, at its category's product's price (else the activity's). */
export async function inscriptionSale(
  trx: Transaction<DB>,
  {
    activity,
    product,
    customerId,
    inscriptionId,
    description,
  }: { activity: Selectable<ActivitiesTable>; product: Selectable<ProductsTable>; customerId: number; inscriptionId: number; description: string },
) {
  const sale = await insertSale(
    trx,
    { customer_id: customerId, title: activity.name, description, sub_total: product.gross_price, net_sub_total: product.net_price, origin: ORIGIN_WEB },
    [
      {
        product_id: product.id,
        category: product.kind,
        name: description,
        logo: activity.poster ?? product.logo,
        units: 1,
        unit_gross_price: product.gross_price,
        unit_net_price: product.net_price,
        tax_percent: product.tax_percent,
        customer_id: customerId,
        buyer_customer_id: customerId,
        parent_name: INSCRIPTION_SALE_PARENT,
        parent_id: inscriptionId,
        parent_identifier: description,
      },
    ],
  );
  await trx.updateTable('activity_inscriptions').set({ sale_id: sale.id }).where('id', '=', inscriptionId).execute();
  return sale;
}
