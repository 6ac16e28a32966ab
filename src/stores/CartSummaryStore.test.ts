import { describe, expect, it, vi } from 'vitest';
import { CART_SUMMARY_KEY } from './CartSummaryStore';
import { createMemoryStorage, createTestRoot } from './test-support';

describe('CartSummaryStore', () => {
  it('keeps count and total across reloads', () => {
    const backing = createMemoryStorage();
    createTestRoot({ backing }).root.cart.setSummary(3, 42.5);
    const { root } = createTestRoot({ backing });
    expect(root.cart.count).toBe(3);
    expect(root.cart.total).toBe(42.5);
    expect(root.cart.isEmpty).toBe(false);
  });

  it('expires after 24 days', () => {
    vi.useFakeTimers();
    try {
      const backing = createMemoryStorage();
      createTestRoot({ backing }).root.cart.setSummary(1, 10);
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
    root.cart.setSummary(2, 20);
    root.cart.clear();
    expect(root.cart.isEmpty).toBe(true);
    expect(root.storage.get(CART_SUMMARY_KEY)).toBeNull();
  });
});
