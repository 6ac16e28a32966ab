import type { Kysely } from 'kysely';
import type { DB, PaymentMethodType } from '../db/schema';

/**
 * Takes up to `limit` provider payments of methods of `type` still Pending whose next status read is due, and
 * moves that read on to `nextReadAt` in the same statement: an instance reads each payment it took, another
 * instance skips the rows being taken (SKIP LOCKED) and sees them due only at `nextReadAt`. Answers the
 * providers' references taken (one reference may settle several sales' payments: all of them are taken).
 */
export async function claimDueStatusReads(db: Kysely<DB>, options: { type: PaymentMethodType; now: Date; nextReadAt: Date; limit: number }): Promise<string[]> {
  const taken = await db
    .updateTable('payments')
    .set({ next_status_read_at: options.nextReadAt })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'Pending')
        .where('amount', '>', 0)
        .where('provider_reference', 'is not', null)
        .where('payment_method_id', 'in', eb.selectFrom('payment_methods').select('id').where('type', '=', options.type))
        .where((due) => due.or([due('next_status_read_at', 'is', null), due('next_status_read_at', '<=', options.now)]))
        .orderBy('id')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('provider_reference')
    .execute();
  return [...new Set(taken.map((row) => row.provider_reference!))];
}
