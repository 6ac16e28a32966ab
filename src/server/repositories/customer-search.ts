import { sql, type Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type SearchResult = components['schemas']['CustomerSearchResult'];

/** The most rows one call answers, whatever endRow says: a look-up is not a way to list the customers. */
const SEARCH_PAGE_SIZE = 20;
/** Characters a search needs besides blanks (the contract's minLength counts blanks too). */
const MIN_SEARCH_LENGTH = 3;

/**
 * Activated customers whose name or surname contains the text, or whose email is exactly the text:
 * knowing someone's full address finds them, guessing a fragment of it does not. Only the public
 * profile (id, name, surname, logo) is answered.
 */
export async function searchCustomerProfiles(db: Kysely<DB>, text: string, startRow: number, endRow: number): Promise<{ rows: SearchResult[]; total: number }> {
  const search = text.trim();
  // Blanks (or one letter between them) would match everyone.
  if ([...search].length < MIN_SEARCH_LENGTH) return { rows: [], total: 0 };
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = db
    .selectFrom('customers')
    .where('status', '=', 'Active')
    .where((eb) =>
      eb.or([
        eb(sql<string>`name || ' ' || surname`, 'ilike', pattern),
        eb(sql<string>`surname || ' ' || name`, 'ilike', pattern),
        eb(sql<string>`lower(email)`, '=', search.toLowerCase()),
      ]),
    );
  const limit = Math.min(Math.max(endRow - startRow, 0), SEARCH_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    matching.select(['id', 'name', 'surname', 'logo']).orderBy('name').orderBy('surname').orderBy('id').offset(startRow).limit(limit).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
