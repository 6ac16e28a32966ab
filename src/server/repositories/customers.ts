import type { Kysely, Transaction } from 'kysely';
import type { DB, DeliveryAddress } from '../db/schema';
import { readTogether } from './read-together';

/** What a visitor gives to register, on the registration page or at checkout. */
export interface NewCustomer {
  email: string;
  passwordHash: string;
  name: string;
  surname: string;
  phone: string | null;
  okRss: boolean;
  acceptConditions: boolean;
  /** What the club calls the player, when its registration form asks (an optional field of its club file). */
  nickname?: string | null;
  /** The delivery data a visitor registering at checkout gives. */
  address?: DeliveryAddress;
}

/**
 * The one way a customer is written: a Temp customer (activated from the mailed link), inside the caller's
 * transaction. Throws a unique violation when the e-mail is taken.
 */
export async function insertCustomer(trx: Transaction<DB>, input: NewCustomer): Promise<{ id: number; name: string; email: string; surname: string; sessionVersion: number }> {
  const row = await trx
    .insertInto('customers')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      status: 'Temp',
      name: input.name,
      surname: input.surname,
      phone: input.phone,
      address_line1: input.address?.addressLine1 ?? null,
      city: input.address?.city ?? null,
      town: input.address?.town ?? null,
      country: input.address?.country ?? null,
      postal_code: input.address?.postalCode ?? null,
      ok_rss: input.okRss,
      accept_conditions: input.acceptConditions,
      nickname: input.nickname ?? null,
    })
    .returning(['id', 'name', 'email', 'surname', 'session_version'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, email: row.email, surname: row.surname, sessionVersion: row.session_version };
}

/** Look-ups the authorization layer needs on every request; kept small and indexed. */
export class CustomerRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when `childId` is a child of `parentId` in a family account. */
  async isChildOf(childId: number, parentId: number): Promise<boolean> {
    const row = await this.db.selectFrom('customers').select('id').where('id', '=', childId).where('parent_id', '=', parentId).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The session version a token must carry; undefined when the customer no longer exists. Checked on every
   * signed-in request whose token is not kept: those arriving together (a booking rush) read in one query.
   */
  readonly sessionVersion = readTogether(async (customerIds: number[]) => {
    const rows = await this.db.selectFrom('customers').select(['id', 'session_version']).where('id', 'in', customerIds).execute();
    return new Map(rows.map((row) => [row.id, row.session_version]));
  });
}

/** The customers whose sales a customer may pay: themself and their children. */
export async function payableCustomerIds(db: Kysely<DB>, customerId: number): Promise<number[]> {
  const children = await db.selectFrom('customers').select('id').where('parent_id', '=', customerId).execute();
  return [customerId, ...children.map((child) => child.id)];
}

export async function checkoutCustomerData(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'address_line1', 'city', 'town', 'country', 'postal_code', 'email', 'phone', 'ok_rss', 'accept_conditions'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}
