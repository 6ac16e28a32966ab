import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function findBookingTemplate(db: Kysely<DB>, id: number) {
  return db.selectFrom('booking_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function placesOfTemplate(db: Kysely<DB>, templateId: number) {
  return db.selectFrom('booking_template_places').select(['id', 'place', 'config']).where('booking_template_id', '=', templateId).orderBy('sort_order').orderBy('id').execute();
}
