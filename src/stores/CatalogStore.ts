import { makeAutoObservable, runInAction } from 'mobx';
import { bookingTypesQuery, membershipsQuery, vouchersOnSaleQuery } from './club-queries';
import type { Query } from './QueryCache';
import type { RootStore } from './RootStore';

/**
 * Which booking concepts, memberships and vouchers the club offers, for the header's
 * show-conditions (Bookings, School, Memberships, Recharge your voucher).
 */
export class CatalogStore {
  bookingTypeConcepts: string[] = [];
  membershipCount = 0;
  voucherCount = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root' | 'listOf'>(this, { root: false, listOf: false });
  }

  setBookingTypes(types: ReadonlyArray<{ concept?: string | null }>): void {
    this.bookingTypeConcepts = [...new Set(types.flatMap((type) => (type.concept ? [type.concept] : [])))];
  }

  setMembershipCount(count: number): void {
    this.membershipCount = count;
  }

  setVoucherCount(count: number): void {
    this.voucherCount = count;
  }

  /**
   * Loads the three lists in parallel, through the queries the home sections share (one request
   * each per page); the vouchers on offer depend on who is logged in.
   */
  async load(): Promise<void> {
    const [types, memberships, vouchers] = await Promise.all([
      this.listOf('booking types', bookingTypesQuery(this.root)),
      this.listOf('memberships', membershipsQuery(this.root)),
      this.listOf('vouchers', vouchersOnSaleQuery(this.root)),
    ]);
    runInAction(() => {
      this.setBookingTypes(types);
      this.setMembershipCount(memberships.length);
      this.setVoucherCount(vouchers.length);
    });
  }

  /** The list of a query; a refusal or failure is logged only (doc 1 §8) and counts as empty. */
  private async listOf<T>(what: string, list: Query<T[]>): Promise<T[]> {
    try {
      return await this.root.queries.fetch(list);
    } catch (error) {
      console.warn(`Could not load ${what}`, error);
      return [];
    }
  }
}
