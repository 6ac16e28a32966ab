import { makeAutoObservable, runInAction } from 'mobx';
import { envelope } from '../api/client';
import type { RootStore } from './RootStore';

type ListAnswer<T> = { ok?: boolean; errorMsg?: string | null; model?: T[] | null };

/** The list of an answer; a refusal or failure is logged only (doc 1 §8) and counts as empty. */
function listOf<T>(what: string, answer: ListAnswer<T>): T[] {
  if (answer.ok) return answer.model ?? [];
  console.warn(`Could not load ${what}`, answer.errorMsg);
  return [];
}

/**
 * Which booking concepts, memberships and vouchers the club offers, for the header's
 * show-conditions (Bookings, School, Memberships, Recharge your voucher).
 */
export class CatalogStore {
  bookingTypeConcepts: string[] = [];
  membershipCount = 0;
  voucherCount = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root'>(this, { root: false });
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

  /** Loads the three lists in parallel; the vouchers on offer depend on who is logged in. */
  async load(): Promise<void> {
    const { client, session } = this.root;
    const customerId = session.customerId;
    const [types, memberships, vouchers] = await Promise.all([
      client.GET('/api/publicbookings/booking-types-list').then(envelope),
      client.GET('/api/publicmemberships/list').then(envelope),
      customerId === null
        ? client.GET('/api/publicvouchers/list-by-customer').then(envelope)
        : client.GET('/api/publicvouchers/list-by-customer/{customerId}', { params: { path: { customerId } } }).then(envelope),
    ]);
    runInAction(() => {
      this.setBookingTypes(listOf('booking types', types));
      this.setMembershipCount(listOf('memberships', memberships).length);
      this.setVoucherCount(listOf('vouchers', vouchers).length);
    });
  }
}
