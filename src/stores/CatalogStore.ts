import { makeAutoObservable } from 'mobx';
import { bookingTypesQuery, membershipsQuery, vouchersOnSaleQuery } from './club-queries';
import type { Query } from './QueryCache';
import type { RootStore } from './RootStore';

const NONE: readonly never[] = [];

/**
 * Which booking concepts, memberships and vouchers the club offers, for the header's show-conditions: getters over
 * the queries the home sections share, nothing copied. They read the cache only after hydrating (follow()), so the
 * browser's first render shows what the server's did.
 */
export class CatalogStore {
  following = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root' | 'listOf'>(this, { root: false, listOf: false });
  }

  /** From now on the getters read (and so load) the three lists; the vouchers on offer depend on who is logged in. */
  follow(): void {
    this.following = true;
  }

  get bookingTypeConcepts(): string[] {
    const types = this.listOf('booking types', bookingTypesQuery(this.root));
    return [...new Set(types.flatMap((type) => (type.concept ? [type.concept] : [])))];
  }

  get membershipCount(): number {
    return this.listOf('memberships', membershipsQuery(this.root)).length;
  }

  get voucherCount(): number {
    return this.listOf('vouchers', vouchersOnSaleQuery(this.root)).length;
  }

  /** The list of a query once loaded; a refusal or failure is logged only (doc 1 §8) and counts as empty. */
  private listOf<T>(what: string, list: Query<T[]>): readonly T[] {
    if (!this.following) return NONE;
    const state = this.root.queries.current(list);
    if (state.status === 'failed') console.warn(`Could not load ${what}`, state.error);
    return state.status === 'ready' ? state.data : NONE;
  }
}
