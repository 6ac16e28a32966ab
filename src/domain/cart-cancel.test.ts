import { describe, expect, it } from 'vitest';
import contract from '../generated/openapi.json';
import { CART_CANCEL_OPERATIONS, cartCancelUrl, parseCartCancelUrls } from './cart-cancel';

/** The operations the contract marks x-cart-cancel: the ones a cart sale's cancel URL may name. */
function contractCancelOperations(): string[] {
  const marked: string[] = [];
  for (const item of Object.values(contract.paths as Record<string, Record<string, { operationId?: string; 'x-cart-cancel'?: boolean }>>)) {
    for (const operation of Object.values(item)) if (operation?.['x-cart-cancel'] === true && operation.operationId) marked.push(operation.operationId);
  }
  return marked.sort();
}

describe('cart cancel URLs', () => {
  it('writes and reads back the cancel of a held booking and the leave of a joined match', () => {
    expect(cartCancelUrl({ operation: 'cancelBooking', bookingId: 5, customerId: 1 })).toBe('publicbookings/cancel/5/1');
    expect(cartCancelUrl({ operation: 'leaveBooking', bookingId: 41, customerId: 7 })).toBe('publicbookings/leave/41/7');
    expect(parseCartCancelUrls('publicbookings/cancel/5/1, /api/publicbookings/leave/41/7')).toEqual([
      { operation: 'cancelBooking', bookingId: 5, customerId: 1 },
      { operation: 'leaveBooking', bookingId: 41, customerId: 7 },
    ]);
  });

  it('has nothing to call for a sale without a cancel URL', () => {
    expect(parseCartCancelUrls(null)).toEqual([]);
    expect(parseCartCancelUrls('')).toEqual([]);
  });

  it('refuses a URL that is not a booking cancel or leave, so the cart never posts to an arbitrary path', () => {
    expect(parseCartCancelUrls('customers/delete/7')).toBeNull();
    expect(parseCartCancelUrls('publicbookings/cancel/5/1,../../admin')).toBeNull();
    expect(parseCartCancelUrls('publicbookings/cancel/x/1')).toBeNull();
  });

  it('reads every cancel operation the contract declares, from its path in the contract, and only those', () => {
    expect([...CART_CANCEL_OPERATIONS].sort()).toEqual(contractCancelOperations());
    for (const operation of CART_CANCEL_OPERATIONS) {
      const url = cartCancelUrl({ operation, bookingId: 12, customerId: 3 });
      expect(parseCartCancelUrls(url)).toEqual([{ operation, bookingId: 12, customerId: 3 }]);
      expect(parseCartCancelUrls(`/api/${url}`)).toEqual([{ operation, bookingId: 12, customerId: 3 }]);
    }
    expect(parseCartCancelUrls('publicbookings/waitlist/3/12')).toBeNull();
    expect(parseCartCancelUrls('publicbookings/cancel/12/3/extra')).toBeNull();
  });
});
