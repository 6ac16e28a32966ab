import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../generated/api';
import type { ActivitiesTable, DB } from '../db/schema';

export type ActivityAnswer = components['schemas']['Activity'];
export type ActivityRow = Selectable<ActivitiesTable>;

/** parent_name of an activity's sign-up form in dynamic_forms. */
export const ACTIVITY_FORM_PARENT = 'Activity';

/** How many activities the public list answers (the home shows the first 4). */
const ACTIVITIES_LISTED = 50;

/** What an activity's card shows besides its own row: its sign-up's price and the sign-ups made. */
export interface ActivityFigures {
  grossPrice: number | null;
  netPrice: number | null;
  signUps: number;
}

const NO_FIGURES: ActivityFigures = { grossPrice: null, netPrice: null, signUps: 0 };

/** The price and sign-ups made of each activity, in two queries for all of them (keyed by activity id). */
export async function activityFigures(db: Kysely<DB>, rows: readonly ActivityRow[]): Promise<Map<number, ActivityFigures>> {
  const figures = new Map<number, ActivityFigures>();
  if (rows.length === 0) return figures;
  const productIds = [...new Set(rows.map((row) => row.product_id).filter((id): id is number => id !== null))];
  const [prices, counts] = await Promise.all([
    productIds.length === 0 ? [] : db.selectFrom('products').select(['id', 'gross_price', 'net_price']).where('id', 'in', productIds).execute(),
    db
      .selectFrom('activity_inscriptions')
      .select(['activity_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where(
        'activity_id',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy('activity_id')
      .execute(),
  ]);
  const priceOf = new Map(prices.map((price) => [price.id, price]));
  const countOf = new Map(counts.map((count) => [count.activity_id, Number(count.count)]));
  for (const row of rows) {
    const price = row.product_id === null ? undefined : priceOf.get(row.product_id);
    figures.set(row.id, { grossPrice: price?.gross_price ?? null, netPrice: price?.net_price ?? null, signUps: countOf.get(row.id) ?? 0 });
  }
  return figures;
}

export function toActivity(row: ActivityRow, figures: ActivityFigures = NO_FIGURES): ActivityAnswer {
  return {
    id: row.id,
    name: row.name,
    poster: row.poster,
    start: row.starts_at.toISOString(),
    end: row.ends_at?.toISOString() ?? null,
    description: row.description,
    onlineSignUp: row.online_sign_up,
    partnerInscription: row.partner_inscription,
    grossPrice: figures.grossPrice,
    netPrice: figures.netPrice,
    maxPlaces: row.max_inscriptions,
    placesLeft: row.max_inscriptions === null ? null : Math.max(0, row.max_inscriptions - figures.signUps),
    place: row.place,
    minLevel: row.min_level,
    maxLevel: row.max_level,
  };
}

/** Published activities that have not finished at `now` (the server's clock), soonest first. */
export async function listUpcomingActivities(db: Kysely<DB>, now: Date): Promise<ActivityRow[]> {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('published', '=', true)
    .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now}`)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(ACTIVITIES_LISTED)
    .execute();
}

export async function findPublishedActivity(db: Kysely<DB>, id: number): Promise<ActivityRow | undefined> {
  return db.selectFrom('activities').selectAll().where('id', '=', id).where('published', '=', true).executeTakeFirst();
}

export async function listActivityCategories(db: Kysely<DB>, activityId: number) {
  return db.selectFrom('activity_categories').select(['id', 'name', 'product_id']).where('activity_id', '=', activityId).orderBy('sort_order').orderBy('name').execute();
}

/** True when signing up goes through a dynamic form attached to the activity. */
export async function hasSignUpForm(db: Kysely<DB>, activityId: number): Promise<boolean> {
  const form = await db.selectFrom('dynamic_forms').select('id').where('parent_name', '=', ACTIVITY_FORM_PARENT).where('parent_id', '=', activityId).executeTakeFirst();
  return form !== undefined;
}

/** True when the customer is signed up, by themselves or as someone's partner who confirmed. */
export async function isSignedUp(db: Kysely<DB>, activityId: number, customerId: number): Promise<boolean> {
  const found = await db
    .selectFrom('activity_inscriptions')
    .select('id')
    .where('activity_id', '=', activityId)
    .where((eb) => eb.or([eb('customer_id', '=', customerId), eb.and([eb('partner_customer_id', '=', customerId), eb('partner_confirmed_at', 'is not', null)])]))
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * The inscription a customer is in (their own, or one naming them as a partner who confirmed), with what its sale
 * still says: whether any of it was paid or checked out (then only the club takes it back).
 */
export async function inscriptionOf(db: Kysely<DB>, activityId: number, customerId: number): Promise<{ id: number; paidFor: boolean } | undefined> {
  const row = await db
    .selectFrom('activity_inscriptions')
    .leftJoin('sales', 'sales.id', 'activity_inscriptions.sale_id')
    .select(['activity_inscriptions.id', 'sales.status', 'sales.paid', 'sales.checked_out_at'])
    .where('activity_inscriptions.activity_id', '=', activityId)
    .where((eb) =>
      eb.or([
        eb('activity_inscriptions.customer_id', '=', customerId),
        eb.and([eb('activity_inscriptions.partner_customer_id', '=', customerId), eb('activity_inscriptions.partner_confirmed_at', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const paidFor = row.status === 'Paid' || row.status === 'Refunded' || Number(row.paid ?? 0) > 0 || row.checked_out_at !== null;
  return { id: row.id, paidFor };
}
