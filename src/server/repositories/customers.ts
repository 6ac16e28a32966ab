import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Look-ups the authorization layer needs on every request; kept small and indexed. */
export class CustomerRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when `childId` is a child of `parentId` in a family account. */
  async isChildOf(childId: number, parentId: number): Promise<boolean> {
    const row = await this.db.selectFrom('customers').select('id').where('id', '=', childId).where('parent_id', '=', parentId).executeTakeFirst();
    return row !== undefined;
  }

  /** The session version a token must carry; undefined when the customer no longer exists. */
  async sessionVersion(customerId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('customers').select('session_version').where('id', '=', customerId).executeTakeFirst();
    return row?.session_version;
  }
}
