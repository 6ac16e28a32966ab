import type { Kysely, Selectable } from 'kysely';
import type { ClubsTable, DB } from '../db/schema';
import { notFound } from '../http/errors';

export type Club = Selectable<ClubsTable>;

/** The reference server runs one club: the first row of `clubs`. */
export async function currentClub(db: Kysely<DB>): Promise<Club> {
  const club = await db.selectFrom('clubs').selectAll().orderBy('id').limit(1).executeTakeFirst();
  if (!club) throw notFound('notFound.clubSettings');
  return club;
}
