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

/**
 * How long a look-up's answer lets its searcher add those customers to a booking: enough to fill in the
 * players and pay, short enough that ids collected once do not stay usable.
 */
const LOOKUP_VALID_MS = 2 * 60 * 60 * 1000;

/**
 * Remembers that a look-up answered these customers to the signed-in person `searcherId` (renewing the time
 * of those it had answered before), and forgets look-ups past LOOKUP_VALID_MS. Rows are written in id order
 * and the clean-up skips rows others hold, so concurrent look-ups never deadlock.
 */
export async function recordLookups(db: Kysely<DB>, searcherId: number, foundIds: number[], now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOOKUP_VALID_MS);
  const ids = [...new Set(foundIds)].sort((a, b) => a - b);
  if (ids.length > 0) {
    await db
      .insertInto('customer_lookups')
      .values(ids.map((foundId) => ({ searcher_id: searcherId, found_id: foundId, found_at: now })))
      .onConflict((oc) => oc.columns(['searcher_id', 'found_id']).doUpdateSet({ found_at: now }))
      .execute();
  }
  await sql`DELETE FROM customer_lookups WHERE ctid IN (
    SELECT ctid FROM customer_lookups WHERE found_at < ${forgetBefore} LIMIT 1000 FOR UPDATE SKIP LOCKED)`.execute(db);
}

/**
 * Which of `ids` the signed-in person `actorId` may add to a booking at `now`: the family (the account the
 * actor belongs to: its parent, or itself, and that one's children) and the customers the actor's look-ups
 * answered within LOOKUP_VALID_MS. Ids that exist and ids that do not are left out alike.
 */
export async function addableCustomers(db: Kysely<DB>, actorId: number, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const since = new Date(now.getTime() - LOOKUP_VALID_MS);
  const familyRoot = db
    .selectFrom('customers')
    .select(sql<number>`coalesce(customers.parent_id, customers.id)`.as('root'))
    .where('customers.id', '=', actorId);
  const rows = await db
    .selectFrom('customers')
    .select('customers.id')
    .where('customers.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('customers.id', 'in', familyRoot),
        eb('customers.parent_id', 'in', familyRoot),
        eb.exists(
          eb
            .selectFrom('customer_lookups')
            .select(sql`1`.as('one'))
            .where('customer_lookups.searcher_id', '=', actorId)
            .whereRef('customer_lookups.found_id', '=', 'customers.id')
            .where('customer_lookups.found_at', '>=', since),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}
