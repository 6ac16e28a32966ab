import { inTransaction } from '../db/database';
import { closeRetention, dueRetentions, paidByTeammates } from '../repositories/provider-retentions';
import { findProviderMethod } from '../repositories/provider-payments';
import { providerAdapterFor } from './registry';
import type { PaymentRuntime } from './runtime';

export interface RetentionCapture {
  reference: string;
  authorized: number;
  captured: number;
}

/**
 * Shared payment with retention: the owner's card was pre-authorized for the retention total (every place of
 * the booking). At the payment deadline (app.clock) only what is still owed — the places no teammate paid —
 * is captured; the provider releases the rest of the hold. What teammates paid for the booking (a joiner's own
 * sale, or a payment on the guaranteed sale itself) is not captured again. Returns what each pre-authorization captured.
 */
export async function captureDueRetentions(runtime: PaymentRuntime): Promise<RetentionCapture[]> {
  const { db } = runtime;
  const now = runtime.now();
  const due = await dueRetentions(db, now);
  const byReference = new Map<string, typeof due>();
  for (const row of due) byReference.set(`${row.methodId}:${row.reference}`, [...(byReference.get(`${row.methodId}:${row.reference}`) ?? []), row]);
  const done: RetentionCapture[] = [];
  for (const rows of byReference.values()) {
    const { reference, methodId } = rows[0]!;
    const method = await findProviderMethod(db, methodId);
    const adapter = method && providerAdapterFor(method.type);
    if (!method || !adapter?.capture) {
      runtime.log.error({ reference, methodId }, 'a retention of a method that cannot capture');
      continue;
    }
    // Teammates who joined paid their share on sales of their own: those cover the free places the owner
    // guaranteed, last lines first (prebook writes the owner's own share first, then one line per free place).
    let covered = await paidByTeammates(
      db,
      rows.map((row) => row.saleId),
    );
    const captures = rows
      .map((row) => ({ saleId: row.saleId, owed: row.saleStatus === 'Pending' ? Math.min(row.pending, row.amount) : 0 }))
      .reverse()
      .map(({ saleId, owed }) => {
        const cover = Math.min(covered, owed);
        covered -= cover;
        return { saleId, captured: owed - cover };
      })
      .reverse();
    const remainder = captures.reduce((sum, row) => sum + row.captured, 0);
    const authorized = rows.reduce((sum, row) => sum + row.amount, 0);
    if (!(await adapter.capture(runtime, method, reference, remainder, authorized))) {
      runtime.log.error({ reference, remainder }, 'the provider refused to capture a retention; tried again at the next sweep');
      continue;
    }
    // Database work only (the capture is done): run again if PostgreSQL breaks a deadlock with a confirmation.
    await inTransaction(db, (trx) => closeRetention(trx, methodId, reference, captures, now));
    done.push({ reference, authorized, captured: remainder });
  }
  return done;
}
