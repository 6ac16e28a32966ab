import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClubManifestVersionsTable, DB } from '../db/schema';
import type { ClubSettingsDocument } from '../db/column-types';
import { inTransaction } from '../db/database';
import { jsonb } from '../db/json';
import { hasSqlState, SqlState } from '../db/sql-state';

type VersionRow = Selectable<ClubManifestVersionsTable>;

/** One published version as History lists it. */
export interface PublishedVersion {
  version: number;
  publishedAt: Date;
  publishedBy: string;
  restoredFrom: number | null;
}

/** The newest published version with its document; undefined before the first publish. */
export async function latestClubSettings(db: Kysely<DB>): Promise<(PublishedVersion & { document: ClubSettingsDocument }) | undefined> {
  const row = await db.selectFrom('club_manifest_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row ? { ...published(row), document: row.document } : undefined;
}

/** The newest version's number alone (0 before the first publish): what every page's read compares with. */
export async function latestClubSettingsVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('club_manifest_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** Every published version, newest first. */
export async function listClubSettingsVersions(db: Kysely<DB>): Promise<PublishedVersion[]> {
  const rows = await db.selectFrom('club_manifest_versions').selectAll().orderBy('version', 'desc').execute();
  return rows.map(published);
}

/** An earlier version's document, to publish again. */
export async function clubSettingsDocument(db: Kysely<DB>, version: number): Promise<ClubSettingsDocument | undefined> {
  const row = await db.selectFrom('club_manifest_versions').select('document').where('version', '=', version).executeTakeFirst();
  return row?.document;
}

function published(row: VersionRow): PublishedVersion {
  return { version: row.version, publishedAt: new Date(row.published_at), publishedBy: row.published_by_name, restoredFrom: row.restored_from };
}

/** Whether the account is one of the club's staff now (the role may have been taken away since its token was issued). */
export async function isStaff(db: Kysely<DB>, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('staff').where('id', '=', customerId).executeTakeFirst();
  return row?.staff === true;
}

export interface NewVersion {
  baseVersion: number;
  document: ClubSettingsDocument;
  publishedBy: number;
  now: Date;
  restoredFrom?: number;
}

/**
 * Records `document` as version `baseVersion + 1` and writes its look into the club's settings, in one
 * transaction; null when `baseVersion` is not the newest version (someone published meanwhile: nothing is
 * written). Two publishes from one base race for one primary key: one commits, the other is told it is stale.
 */
export async function insertClubSettingsVersion(db: Kysely<DB>, input: NewVersion): Promise<PublishedVersion | null> {
  try {
    return await inTransaction(db, async (trx) => {
      if ((await latestClubSettingsVersion(trx)) !== input.baseVersion) return null;
      const author = await trx.selectFrom('customers').select(['name', 'surname']).where('id', '=', input.publishedBy).executeTakeFirst();
      const row = await trx
        .insertInto('club_manifest_versions')
        .values({
          version: input.baseVersion + 1,
          document: jsonb(input.document),
          published_by: input.publishedBy,
          published_by_name: author ? `${author.name} ${author.surname}`.trim() : '',
          published_at: input.now,
          restored_from: input.restoredFrom ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeLook(trx, input.document.look);
      return published(row);
    });
  } catch (error) {
    if (hasSqlState(error, SqlState.uniqueViolation)) return null;
    throw error;
  }
}

/** The look's values that are set replace the club's; absent or null ones keep the club's current value. */
async function writeLook(trx: Transaction<DB>, look: ClubSettingsDocument['look']): Promise<void> {
  const changes = {
    ...(look?.buttonsColor ? { buttons_color: look.buttonsColor } : {}),
    ...(look?.footerColor ? { footer_color: look.footerColor } : {}),
    ...(look?.logo ? { main_logo: look.logo } : {}),
    ...(look?.banner ? { header_image: look.banner } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  const club = await trx.selectFrom('clubs').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (club) await trx.updateTable('clubs').set(changes).where('id', '=', club.id).execute();
}

/** The club's look as it is now, so a first draft starts from it. */
export async function currentLook(db: Kysely<DB>): Promise<NonNullable<ClubSettingsDocument['look']>> {
  const club = await db.selectFrom('clubs').select(['buttons_color', 'footer_color', 'main_logo', 'header_image']).orderBy('id').limit(1).executeTakeFirst();
  return { buttonsColor: club?.buttons_color ?? null, footerColor: club?.footer_color ?? null, logo: club?.main_logo ?? null, banner: club?.header_image ?? null };
}
