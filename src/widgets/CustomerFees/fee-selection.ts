import type { components } from '../../generated/api';
import type { PendingSale } from '../../shop/cart-port';

export type FeeGroup = components['schemas']['FeeGroup'];
export type Fee = components['schemas']['Fee'];

/** A fee can be ticked only while something of it is left to pay. */
export function isPayable(fee: Fee): fee is Fee & { id: number } {
  return typeof fee.id === 'number' && (fee.pending ?? 0) > 0;
}

/** The ticked fees as cart sales, in the order they are listed. */
export function selectedSales(groups: readonly FeeGroup[], selected: ReadonlySet<number>): PendingSale[] {
  return groups.flatMap((group) =>
    (group.fees ?? [])
      .filter((fee) => isPayable(fee) && selected.has(fee.id))
      .map((fee) => ({
        id: fee.id as number,
        saleNumber: fee.saleNumber ?? null,
        title: group.description ?? null,
        description: fee.saleItem?.parentIdentifier ?? null,
        total: fee.total ?? null,
        pending: fee.pending ?? null,
      })),
  );
}

/** The periodic sale a cancel stops: the one of the next fee not paid (doc 1 §3 nextNotPaidFeeInfo.cpsId, §2.22). */
export function membershipToStop(group: FeeGroup): number | null {
  return group.nextNotPaidFeeInfo?.cpsId ?? null;
}

export type FeeState = 'paid' | 'due' | 'overdue';

/** Paid when nothing is left to pay; overdue when something is and its date has passed; due otherwise. */
export function feeState(fee: Fee, now: number): FeeState {
  if ((fee.pending ?? 0) <= 0) return 'paid';
  const date = fee.date ? Date.parse(fee.date) : NaN;
  return Number.isFinite(date) && date < now ? 'overdue' : 'due';
}
