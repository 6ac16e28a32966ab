import { sql, type Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type LookupRow = components['schemas']['LookupRow'];

/**
 * The look-up lists of dynamic-form Lookup fields this server realises (doc 2 §7, `POST public{controller}/list`),
 * by the {controller} a field names in `lookupController`: the customers' search (repositories/customer-search.ts)
 * and the club's catalogue lists below. A field naming any other list cannot be filled.
 */
export const LOOKUP_CONTROLLERS = ['customers', 'products', 'resources', 'bookingtypes'] as const;
export type LookupController = (typeof LOOKUP_CONTROLLERS)[number];
export type CatalogueLookup = Exclude<LookupController, 'customers'>;

/** The list a field's `lookupController` names ("Products" and "products" alike), or null for one this server lacks. */
export function lookupControllerOf(name: string | null | undefined): LookupController | null {
  const key = (name ?? '').trim().toLowerCase();
  return LOOKUP_CONTROLLERS.find((controller) => controller === key) ?? null;
}

/** The most rows one call answers, whatever endRow says (as the customers' look-up). */
const LOOKUP_PAGE_SIZE = 20;

/** What the catalogue lists offer: the shop's published products, the resources named online, the active booking types. */
function catalogue(db: Kysely<DB>, controller: CatalogueLookup) {
  switch (controller) {
    case 'products':
      return db
        .selectFrom('products')
        .select(['products.id as id', 'products.name as name', sql<number>`0`.as('position')])
        .where('products.published', '=', true);
    case 'resources':
      // A resource whose name the club does not show online is no choice: its name would be shown here.
      return db
        .selectFrom('resources')
        .select(['resources.id as id', 'resources.name as name', 'resources.sort_order as position'])
        .where('resources.active', '=', true)
        .where('resources.show_name_online', '=', true);
    case 'bookingtypes':
      return db
        .selectFrom('booking_types')
        .select(['booking_types.id as id', 'booking_types.name as name', 'booking_types.sort_order as position'])
        .where('booking_types.active', '=', true);
  }
}

/**
 * The rows of a catalogue list whose name contains the text (any case; a blank text lists them all), in the
 * club's order then by name, a page of at most LOOKUP_PAGE_SIZE rows, with how many match in all.
 */
export async function searchCatalogueLookup(
  db: Kysely<DB>,
  controller: CatalogueLookup,
  text: string,
  startRow: number,
  endRow: number,
): Promise<{ rows: LookupRow[]; total: number }> {
  const search = text.trim();
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const list = db.selectFrom(catalogue(db, controller).as('list'));
  const matching = search ? list.where('list.name', 'ilike', pattern) : list;
  const limit = Math.min(Math.max(endRow - startRow, 0), LOOKUP_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    matching.select(['list.id', 'list.name']).orderBy('list.position').orderBy('list.name').orderBy('list.id').offset(startRow).limit(limit).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Whether `id` is a row of the look-up list a field names: an activated customer (all the customers' search can
 * find), or a row its catalogue list offers. A list this server does not realise has no rows at all.
 */
export async function lookupListHolds(db: Kysely<DB>, controllerName: string | null | undefined, id: number): Promise<boolean> {
  const controller = lookupControllerOf(controllerName);
  if (controller === null) return false;
  if (controller === 'customers') {
    const row = await db.selectFrom('customers').select('id').where('id', '=', id).where('status', '=', 'Active').executeTakeFirst();
    return row !== undefined;
  }
  const row = await db.selectFrom(catalogue(db, controller).as('list')).select('list.id').where('list.id', '=', id).executeTakeFirst();
  return row !== undefined;
}
