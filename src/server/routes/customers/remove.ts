import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { anonymiseCustomer, deleteCustomer } from '../../repositories/customer-removal';
import { removeFormFiles } from '../dynamic-forms/stored-files';

/**
 * Deletes a customer and their personal data. Should a reference ever block the delete, the account is
 * anonymised and locked instead, so the request still removes the person. Either way their form
 * submissions go, and the files those held leave the disk once the change is committed.
 */
export async function removeCustomerAccount(db: Kysely<DB>, customerId: number, dataDir: string): Promise<'deleted' | 'anonymised'> {
  try {
    await removeFormFiles(dataDir, await deleteCustomer(db, customerId));
    return 'deleted';
  } catch (error) {
    if (!hasSqlState(error, SqlState.foreignKeyViolation)) throw error;
    await removeFormFiles(dataDir, await anonymiseCustomer(db, customerId));
    return 'anonymised';
  }
}
