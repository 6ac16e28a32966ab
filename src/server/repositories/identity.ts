import { sql, type Kysely, type Selectable } from 'kysely';
import type { CustomersTable, DB } from '../db/schema';
import { hasSqlState, SqlState } from '../db/sql-state';
import { createOneTimeToken, voidOneTimeTokens } from './one-time-tokens';
import { insertCustomer, type NewCustomer } from './customers';

export type CustomerRow = Selectable<CustomersTable>;

/** Addresses compare without case and surrounding blanks, as the unique index on lower(email) does. */
const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email.trim()})`;

export async function findCustomerByEmail(db: Kysely<DB>, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where(sameEmail(email)).executeTakeFirst();
}

export async function findCustomerById(db: Kysely<DB>, customerId: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
}

/** The sender's name in the club's mails. */
/** A not-yet-activated customer and its activation token, together or not at all. Throws a unique violation when the e-mail is taken. */
export async function createTempCustomer(db: Kysely<DB>, input: NewCustomer, now: Date): Promise<{ customer: Pick<CustomerRow, 'id' | 'name' | 'email'>; token: string }> {
  return db.transaction().execute(async (trx) => {
    const { id, name, email } = await insertCustomer(trx, input);
    const token = await createOneTimeToken(trx, id, 'activation', now);
    return { customer: { id, name, email }, token };
  });
}

export async function activateCustomer(db: Kysely<DB>, customerId: number, now: Date): Promise<void> {
  await db
    .updateTable('customers')
    .set({ status: 'Active', activated_at: sql`coalesce(activated_at, ${now})` })
    .where('id', '=', customerId)
    .execute();
}

/**
 * Stores a new password hash. A new password may follow a stolen one: the session version is raised,
 * which revokes every token issued before, and every reset link still unused stops working.
 */
export async function replacePassword(db: Kysely<DB>, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, session_version: sql`session_version + 1` })
      .where('id', '=', customerId)
      .execute();
    await voidOneTimeTokens(trx, customerId, 'password_reset', now);
  });
}

/** Whether another account uses the address. */
export async function emailTaken(db: Kysely<DB>, email: string, exceptCustomerId: number): Promise<boolean> {
  const other = await db.selectFrom('customers').select('id').where(sameEmail(email)).where('id', '<>', exceptCustomerId).executeTakeFirst();
  return other !== undefined;
}

/** Moves the customer to a confirmed new address; false when another account took it meanwhile. */
export async function changeEmail(db: Kysely<DB>, customerId: number, email: string): Promise<boolean> {
  if (await emailTaken(db, email, customerId)) return false;
  try {
    await db.updateTable('customers').set({ email }).where('id', '=', customerId).execute();
    return true;
  } catch (error) {
    // Taken between the check and the write.
    if (hasSqlState(error, SqlState.uniqueViolation)) return false;
    throw error;
  }
}
