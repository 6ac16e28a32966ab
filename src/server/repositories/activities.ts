import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../generated/api';
import type { ActivitiesTable, DB } from '../db/schema';

export type ActivityAnswer = components['schemas']['Activity'];
export type ActivityRow = Selectable<ActivitiesTable>;

/** parent_name of an activity's sign-up form in dynamic_forms. */
export const ACTIVITY_FORM_PARENT = 'Activity';

/** How many activities the public list answers (the home shows the first 4). */
const ACTIVITIES_LISTED = 50;

export function toActivity(row: ActivityRow): ActivityAnswer {
  return {
    id: row.id,
    name: row.name,
    poster: row.poster,
    start: row.starts_at.toISOString(),
    end: row.ends_at?.toISOString() ?? null,
    description: row.description,
    onlineSignUp: row.online_sign_up,
    partnerInscription: row.partner_inscription,
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
