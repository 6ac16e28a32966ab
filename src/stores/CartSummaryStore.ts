import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export const CART_SUMMARY_KEY = 'cartSummary';
export const CART_TTL_MS = 24 * 24 * 60 * 60 * 1000;

interface CartSummary {
  count: number;
  total: number;
}

/** What the header shows of the cart. The cart's own rules (doc 3 §4.2) come later. */
export class CartSummaryStore {
  count = 0;
  total = 0;

  constructor(private readonly root: RootStore) {
    const stored = root.storage.get<CartSummary>(CART_SUMMARY_KEY);
    if (stored) {
      this.count = stored.count;
      this.total = stored.total;
    }
    makeAutoObservable<CartSummaryStore, 'root'>(this, { root: false });
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  setSummary(count: number, total: number): void {
    this.count = count;
    this.total = total;
    this.root.storage.set<CartSummary>(CART_SUMMARY_KEY, { count, total }, CART_TTL_MS);
  }

  clear(): void {
    this.count = 0;
    this.total = 0;
    this.root.storage.remove(CART_SUMMARY_KEY);
  }
}
