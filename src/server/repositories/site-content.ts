import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

export type BannerAnswer = components['schemas']['Banner'];
export type FileAnswer = components['schemas']['FileUpload'];

/**
 * Parents whose files anyone may list. file_uploads can hold attachments of any record, so the public
 * list is limited to the site's own files (gallery, sponsors) rather than every parent a caller can name.
 */
const PUBLIC_FILE_PARENTS = new Set(['CZConfig']);

export async function listActiveBanners(db: Kysely<DB>): Promise<BannerAnswer[]> {
  return db.selectFrom('banners').select(['id', 'title', 'text', 'image', 'url']).where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

/** Files of a public parent, in display order; an empty list for any other parent. */
export async function listPublicFiles(db: Kysely<DB>, parentName: string, parentId: number, category: string | undefined): Promise<FileAnswer[]> {
  if (!PUBLIC_FILE_PARENTS.has(parentName)) return [];
  let query = db
    .selectFrom('file_uploads')
    .select(['id', 'url', 'name', 'description', 'category', 'parent_name', 'parent_id'])
    .where('parent_name', '=', parentName)
    .where('parent_id', '=', parentId);
  if (category) query = query.where('category', '=', category);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    name: row.name,
    description: row.description,
    category: row.category,
    parentName: row.parent_name,
    parentId: row.parent_id,
  }));
}
