import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Replaces a customer's password hash by the same password hashed at the current scheme, only if it is still
 * the one the login verified: a password changed meanwhile (another tab, a reset) is never put back. The
 * session version stays: the password is the same, so the customer's other sessions stay signed in.
 */
export async function replaceOutdatedHash(db: Kysely<DB>, customerId: number, verified: string, current: string): Promise<boolean> {
  const result = await db.updateTable('customers').set({ password_hash: current }).where('id', '=', customerId).where('password_hash', '=', verified).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
