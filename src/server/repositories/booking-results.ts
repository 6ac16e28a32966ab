import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB, MatchResults, Sport } from '../db/schema';

export async function storeResults(trx: Transaction<DB>, bookingId: number, results: MatchResults): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ results: jsonb(results) })
    .where('id', '=', bookingId)
    .execute();
}

/** One row of level history per player: the level after the match, the change and the match as parent. */
export async function recordLevelChanges(
  trx: Transaction<DB>,
  changes: Array<{ customerId: number; value: number; modification: number; comments: string }>,
  context: { sport: Sport; bookingId: number; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('levels')
    .values(
      changes.map((change) => ({
        customer_id: change.customerId,
        sport: context.sport,
        provider: 'taykus' as const,
        value: change.value,
        modification: change.modification,
        comments: change.comments,
        recorded_at: context.at,
        parent_booking_id: context.bookingId,
      })),
    )
    .execute();
}
