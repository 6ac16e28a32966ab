import type { Kysely } from 'kysely';
import type { DB, StoredFormFile } from '../db/schema';
import { deleteCustomerSubmissions } from './dynamic-forms';
import { forgetDeliveryAddresses } from './sales';

/**
 * Deletes a customer and their personal data in one transaction: every table referencing customers
 * cascades or lets go (sales and bookings are kept, their delivery address cleared). Answers the files
 * the removed form submissions held; a reference that blocks the delete throws the foreign-key violation.
 */
export function deleteCustomer(db: Kysely<DB>, customerId: number): Promise<StoredFormFile[]> {
  return db.transaction().execute(async (trx) => {
    await forgetDeliveryAddresses(trx, customerId);
    await trx.deleteFrom('info_requests').where('customer_id', '=', customerId).execute();
    const submitted = await deleteCustomerSubmissions(trx, customerId);
    await trx.deleteFrom('customers').where('id', '=', customerId).execute();
    return submitted;
  });
}

/** Keeps the row but removes the person: personal fields blanked, sign-in impossible, every device signed out. */
export function anonymiseCustomer(db: Kysely<DB>, customerId: number): Promise<StoredFormFile[]> {
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
