import { describe, expect, it, vi } from 'vitest';
import { CART_SUMMARY_KEY } from './CartSummaryStore';
import { createMemoryStorage, createTestRoot } from './test-support';

const fee = { id: 81, saleNumber: 'F-81', title: 'Membership', total: 45, pending: 45 };
const racket = { id: 3, name: 'Racket', grossPrice: 120, netPrice: 99.17 };

describe('the cart', () => {
  it('keeps its lines, count and total across reloads', () => {
    const backing = createMemoryStorage();
    const first = createTestRoot({ backing }).root;
    first.cart.addSales([fee]);
    first.cart.addProduct(racket, 2);
    const { root } = createTestRoot({ backing });
    expect(root.cart.count).toBe(3);
    expect(root.cart.total).toBe(285);
    expect(root.cart.isEmpty).toBe(false);
  });

  it('ignores a sale that is already in it', () => {
    const { root } = createTestRoot();
    root.cart.addSales([fee, fee]);
    root.cart.addSales([fee, { ...fee, id: 82, pending: 10 }]);
    expect(root.cart.sales.map((sale) => sale.id)).toEqual([81, 82]);
    expect(root.cart.total).toBe(55);
  });

  it('keeps product units between 1 and 1000 and ignores a non-numeric amount', () => {
    const { root } = createTestRoot();
    root.cart.addProduct(racket, 999);
    root.cart.addProduct(racket, 5);
    root.cart.addProduct(racket, Number('abc'));
    expect(root.cart.count).toBe(1000);
  });

  it('expires after 24 days', () => {
    vi.useFakeTimers();
    try {
      const backing = createMemoryStorage();
      createTestRoot({ backing }).root.cart.addSales([fee]);
      vi.advanceTimersByTime(24 * 24 * 60 * 60 * 1000 - 1);
      expect(createTestRoot({ backing }).root.cart.count).toBe(1);
      vi.advanceTimersByTime(1);
      expect(createTestRoot({ backing }).root.cart.count).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('empties', () => {
    const { root } = createTestRoot();
    root.cart.addSales([fee]);
    root.cart.clear();
    expect(root.cart.isEmpty).toBe(true);
    expect(root.storage.get(CART_SUMMARY_KEY)).toBeNull();
  });
});
