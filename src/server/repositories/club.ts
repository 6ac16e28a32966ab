import type { Kysely, Selectable } from 'kysely';
import type { ClubsTable, DB } from '../db/schema';
import { notFound } from '../http/errors';

export type Club = Selectable<ClubsTable>;

/** The reference server runs one club: the first row of `clubs`. */
export async function currentClub(db: Kysely<DB>): Promise<Club> {
  const club = await findClub(db);
  if (!club) throw notFound('notFound.clubSettings');
  return club;
}

function findClub(db: Kysely<DB>): Promise<Club | undefined> {
  return db.selectFrom('clubs').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** The club's name for mails; 'Club' before any club is set up. */
export async function clubName(db: Kysely<DB>): Promise<string> {
  return (await findClub(db))?.name ?? 'Club';
}

/** The sister clubs listed in the club's settings, in their order. */
export function listRelatedClubs(db: Kysely<DB>, clubId: number) {
  return db.selectFrom('related_clubs').select(['id', 'name', 'address', 'image', 'url']).where('club_id', '=', clubId).orderBy('sort_order').orderBy('id').execute();
}

/** The image URLs of the club's gallery, in their order. */
export async function listClubGallery(db: Kysely<DB>, clubId: number): Promise<string[]> {
  const files = await db
    .selectFrom('file_uploads')
    .select('url')
    .where('parent_name', '=', 'CZConfig')
    .where('parent_id', '=', clubId)
    .where('category', '=', 'CzGallery')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return files.map((file) => file.url);
}
