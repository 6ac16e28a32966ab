import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/database';
import { lapseOverdueOrders } from '../repositories/order-deadlines';

const BATCH = 100;

/**
 * Records the orders handed to a payment provider whose payment deadline passed unpaid (abandoned at the
 * provider's page, or never confirmed): each is cancelled and its units go back to stock, in one transaction
 * per batch. Until then reads already treat them so (by the deadline); this writes it down, so the orders'
 * promo code uses and the stock figures are what they say. Safe on several server instances at once: an
 * order another transaction holds is skipped (SKIP LOCKED) and given back once. Answers the orders cancelled.
 */
export async function sweepLapsedOrders(db: Kysely<DB>, now: Date): Promise<number[]> {
  const cancelled: number[] = [];
  for (;;) {
    const batch = await inTransaction(db, (trx) => lapseOverdueOrders(trx, now, { limit: BATCH }));
    cancelled.push(...batch);
    if (batch.length < BATCH) return cancelled;
  }
}
