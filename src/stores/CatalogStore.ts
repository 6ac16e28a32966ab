import { makeAutoObservable } from 'mobx';

/**
 * Which booking concepts, memberships and vouchers the club offers, for the header's
 * show-conditions. Whoever loads those lists (the header) reports them here.
 */
export class CatalogStore {
  bookingTypeConcepts: string[] = [];
  membershipCount = 0;
  voucherCount = 0;

  constructor() {
    makeAutoObservable(this);
  }

  setBookingTypes(types: ReadonlyArray<{ concept: string }>): void {
    this.bookingTypeConcepts = [...new Set(types.map((type) => type.concept))];
  }

  setMembershipCount(count: number): void {
    this.membershipCount = count;
  }

  setVoucherCount(count: number): void {
    this.voucherCount = count;
  }
}
