import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema';

// Claims: every instance may try one piece of work and exactly one does it. A claim is one conditional write,
// and the caller whose write took the row owns the work; the others leave it alone. The signatures are typed by
// the table; inside, Kysely cannot follow a table chosen by a type parameter, so the query is built untyped.

/** What a claim may write: not a sale nor a customer, which their own modules write (one-way-to-write.test.ts). */
type WorkTable = Exclude<keyof DB & string, 'sales' | 'customers'>;

/** Any table's rows, as Kysely sees a table it cannot name. */
type Rows = Record<string, Record<string, unknown>>;

/** The database (or the caller's transaction), for a table chosen by a type parameter. */
const untyped = (db: Kysely<DB>) => db as unknown as Kysely<Rows>;

/**
 * Moves a row on from the state this caller read it in (`still`: its key and the values read) to `to`: true for
 * the one caller whose update found it still so; another instance, or a second sweep, that read it alike gets false.
 */
export async function claimMove<T extends WorkTable>(db: Kysely<DB>, table: T, still: Partial<Selectable<DB[T]>>, to: Updateable<DB[T]>): Promise<boolean> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set(to as Record<string, unknown>)
    .where((eb) => eb.and(still as Record<string, unknown>))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a piece of work by inserting its row: true for the one caller that inserts it first (`key`, its unique columns, stops the others). */
export async function claimFirst<T extends WorkTable>(db: Kysely<DB>, table: T, row: Insertable<DB[T]>, key: ReadonlyArray<keyof DB[T] & string>): Promise<boolean> {
  const result = await untyped(db)
    .insertInto(table as string)
    .values(row as Record<string, unknown>)
    .onConflict((oc) => oc.columns(key).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
