import { describe, expect, it, vi } from 'vitest';
import { CART_SUMMARY_KEY } from './CartSummaryStore';
import { createMemoryStorage, createTestRoot, type FakeRequest } from '../../tests/support/test-root';
import { CRASH } from '../i18n/message';
import type { OperationAnswer } from '../../tests/support/fake-operations';

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

describe('the cart rules of doc 3 §4.2', () => {
  const balls = { id: 7, name: 'Balls', grossPrice: 6.5, netPrice: 5.37, hasStock: true };
  const booking = { id: 90, title: 'Padel 1', pending: 24, paymentType: 1, cancelUrl: 'publicbookings/cancel/5/1' };
  const shared = { id: 91, title: 'Shared padel', pending: 6, paymentType: 2, withRetention: true };

  it('steps units up and down exactly, keeps 1 to 1000 and ignores a non-numeric value', async () => {
    const { root } = createTestRoot({ operations: { checkStock: { ok: true } } });
    await root.cart.addProduct(balls, 1);
    await root.cart.changeUnits(7, 'Increment');
    expect(root.cart.products[0]!.units).toBe(2);
    expect(root.cart.total).toBe(13);
    await root.cart.changeUnits(7, 'Exact', 'abc');
    await root.cart.changeUnits(7, 'Exact', '');
    expect(root.cart.products[0]!.units).toBe(2);
    await root.cart.changeUnits(7, 'Exact', 5000);
    expect(root.cart.products[0]!.units).toBe(1000);
    await root.cart.changeUnits(7, 'Decrement');
    expect(root.cart.products[0]!.units).toBe(999);
  });

  it('keeps a line at 1 on a decrement from 1 or an exact 0: the bound is 1 to 1000, removing is the remove button', async () => {
    const { root } = createTestRoot({ operations: { checkStock: { ok: true } } });
    await root.cart.addProduct(balls, 1);
    await root.cart.changeUnits(7, 'Decrement');
    expect(root.cart.products.map((line) => line.units)).toEqual([1]);
    await root.cart.changeUnits(7, 'Exact', 0);
    await root.cart.changeUnits(7, 'Exact', '-3');
    expect(root.cart.products.map((line) => line.units)).toEqual([1]);
    root.cart.removeProduct(7);
    expect(root.cart.products).toEqual([]);
  });

  it('asks check-stock before an add or an increment of a product with stock, and keeps the cart as it was on a refusal', async () => {
    const { root, fetch } = createTestRoot({
      operations: {
        checkStock: (request: FakeRequest) =>
          (request.body as { saleItemsDto: Array<{ units: number }> }).saleItemsDto[0]!.units > 2 ? { ok: false, error: 'Balls is out of stock: 2 left' } : { ok: true },
      },
    });
    expect((await root.cart.addProduct(balls, 2)).ok).toBe(true);
    const refused = await root.cart.changeUnits(7, 'Increment');
    expect(refused).toEqual({ ok: false, message: { text: 'Balls is out of stock: 2 left' } });
    expect(root.ui.globalError).toEqual({ text: 'Balls is out of stock: 2 left' });
    expect(root.cart.products[0]!.units).toBe(2);
    const calls = fetch.calls.filter((call) => call.path === '/api/publicpayments/check-stock').length;
    await root.cart.changeUnits(7, 'Decrement');
    expect(fetch.calls.filter((call) => call.path === '/api/publicpayments/check-stock').length).toBe(calls);
  });

  it('sends check-stock every field of doc 3 §7: units, temp, stockParentId, stockParentName, stockDetail, productId', async () => {
    const { root, fetch } = createTestRoot({ operations: { checkStock: { ok: true } } });
    await root.cart.addProduct(balls, 2);
    await root.cart.changeUnits(7, 'Increment');
    const bodies = fetch.calls.filter((call) => call.path === '/api/publicpayments/check-stock').map((call) => call.body);
    expect(bodies).toEqual([
      { customerId: 0, saleItemsDto: [{ productId: 7, units: 2, temp: true, stockParentId: null, stockParentName: null, stockDetail: null }] },
      { customerId: 0, saleItemsDto: [{ productId: 7, units: 3, temp: true, stockParentId: null, stockParentName: null, stockDetail: null }] },
    ]);
  });

  it('calls a sale line cancel URL before removing it; a refusal keeps the line and says why', async () => {
    let answer: OperationAnswer<'cancelBooking'> = { ok: false, errorMsg: 'This booking can no longer be cancelled online' };
    const { root, fetch } = createTestRoot({ operations: { cancelBooking: () => answer } });
    root.cart.addSales([booking]);
    expect(await root.cart.removeSale(90)).toEqual({ ok: false, message: { text: 'This booking can no longer be cancelled online' } });
    expect(root.cart.sales).toHaveLength(1);
    answer = { ok: true };
    expect(await root.cart.removeSale(90)).toEqual({ ok: true });
    expect(root.cart.sales).toEqual([]);
    expect(fetch.calls.filter((call) => call.path === '/api/publicbookings/cancel/5/1')).toHaveLength(2);
  });

  it('posts a left match place to leaveBooking, and never posts a cancel URL that names another operation', async () => {
    const { root, fetch } = createTestRoot({ operations: { leaveBooking: () => ({ ok: true }) } });
    root.cart.addSales([
      { ...booking, id: 91, cancelUrl: 'publicbookings/leave/41/7' },
      { ...booking, id: 92, cancelUrl: 'customers/delete/7' },
    ]);
    expect(await root.cart.removeSale(91)).toEqual({ ok: true });
    expect(await root.cart.removeSale(92)).toEqual({ ok: false, message: CRASH });
    expect(root.cart.sales.map((sale) => sale.id)).toEqual([92]);
    expect(fetch.calls.map((call) => call.path)).toEqual(['/api/publicbookings/leave/41/7']);
  });

  it('never mixes a shared payment with retention with other lines, in either order', async () => {
    const first = createTestRoot().root;
    first.cart.addSales([booking]);
    expect(first.cart.addSales([shared])).toEqual({ ok: false, message: { key: 'cart.sharedNotMixed' } });
    const second = createTestRoot().root;
    second.cart.addSales([shared]);
    expect(second.cart.addSales([booking])).toEqual({ ok: false, message: { key: 'cart.sharedInCart' } });
    expect(await second.cart.addProduct({ ...balls, hasStock: false }, 1)).toEqual({ ok: false, message: { key: 'cart.sharedInCart' } });
    expect(second.cart.saleIds).toEqual([91]);
  });

  it('keeps its guid until it is emptied, so a retried checkout is the same sale', () => {
    const backing = createMemoryStorage();
    const first = createTestRoot({ backing }).root;
    first.cart.addSales([booking]);
    const guid = first.cart.guid;
    expect(createTestRoot({ backing }).root.cart.guid).toBe(guid);
    first.cart.clear();
    expect(first.cart.guid).not.toBe(guid);
  });
});
