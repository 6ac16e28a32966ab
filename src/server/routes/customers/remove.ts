import type { Kysely } from 'kysely';
import type { DB, StoredFormFile } from '../../db/schema';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { deleteCustomerSubmissions } from '../../repositories/dynamic-forms';
import { removeFormFiles } from '../dynamic-forms/stored-files';

/**
 * Deletes a customer and their personal data. Every table referencing customers cascades or lets go
 * (sales and bookings are kept, anonymised); should a reference ever block the delete, the account is
 * anonymised and locked instead, so the request still removes the person. Either way their form
 * submissions go, and the files those held leave the disk once the change is committed.
 */
export async function removeCustomerAccount(db: Kysely<DB>, customerId: number, dataDir: string): Promise<'deleted' | 'anonymised'> {
  try {
    const files = await db.transaction().execute(async (trx) => {
      await trx.updateTable('sales').set({ delivery_address: null }).where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('info_requests').where('customer_id', '=', customerId).execute();
      const submitted = await deleteCustomerSubmissions(trx, customerId);
      await trx.deleteFrom('customers').where('id', '=', customerId).execute();
      return submitted;
    });
    await removeFormFiles(dataDir, files);
    return 'deleted';
  } catch (error) {
    if (!hasSqlState(error, SqlState.foreignKeyViolation)) throw error;
    await removeFormFiles(dataDir, await anonymise(db, customerId));
    return 'anonymised';
  }
}

async function anonymise(db: Kysely<DB>, customerId: number): Promise<StoredFormFile[]> {
  return db.transaction().execute(async (trx) => {
    const submitted = await deleteCustomerSubmissions(trx, customerId);
    await trx.deleteFrom('customer_custom_field_values').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('card_tokens').where('customer_id', '=', customerId).execute();
    await trx
      .updateTable('customers')
      .set((eb) => ({
        email: `deleted-${customerId}@deleted.invalid`,
        password_hash: null,
        // Signs every device out.
        session_version: eb('session_version', '+', 1),
        name: 'Deleted',
        surname: '',
        email2: null,
        email3: null,
        phone: null,
        phone2: null,
        phone3: null,
        gender: null,
        birth_date: null,
        address_line1: null,
        postal_code: null,
        city: null,
        town: null,
        country: null,
        logo: null,
        ok_rss: false,
      }))
      .where('id', '=', customerId)
      .execute();
    return submitted;
  });
}
