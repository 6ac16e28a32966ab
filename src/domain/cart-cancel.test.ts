import { describe, expect, it } from 'vitest';
import { cartCancelUrl, parseCartCancelUrls } from './cart-cancel';

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
});
