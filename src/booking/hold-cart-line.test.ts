import { describe, expect, it } from 'vitest';
import { holdCartLine } from './hold-cart-line';
import { cartLinesOf } from './pay-mode-rules';
import { PaymentType } from '../domain/enums';

// A joined place's sale as the server answers it (issue 37, item 28): its hold ends at paymentDeadline.
const joinSale = {
  id: 501,
  saleNumber: 'B-501',
  title: 'Friendly match',
  description: 'Friendly match, 2026-12-05 19:00',
  cancelUrl: 'publicbookings/leave/41/7',
  pending: 9,
  netPending: 7.44,
  total: 9,
  paymentType: PaymentType.Shared,
  withRetention: false,
  paymentDeadline: '2026-12-02T10:15:00.000Z',
};

describe("a hold's one cart line", () => {
  it("keeps a joined place's payment deadline, cancel and payment, as a pre-book's line does", () => {
    const joined = holdCartLine(joinSale);
    expect(joined).toMatchObject({
      id: 501,
      paymentDeadline: '2026-12-02T10:15:00.000Z',
      cancelUrl: 'publicbookings/leave/41/7',
      paymentType: 2,
      withRetention: false,
      pending: 9,
    });
    const prebooked = cartLinesOf([{ ...joinSale, cancelUrl: 'publicbookings/cancel/41/7', bookingId: 41, customerId: 7 }], {
      paymentType: PaymentType.Shared,
      withRetention: false,
      ownerId: 7,
    })[0];
    // The same fields, whichever hold it is: every line shows its end, lapses and is paid alike.
    expect(Object.keys(prebooked!).sort()).toEqual(Object.keys(joined).sort());
    expect(prebooked!.paymentDeadline).toBe(joined.paymentDeadline);
  });

  it("takes what the caller knows better: a booking's payUntil when the sale has no deadline", () => {
    expect(holdCartLine({ ...joinSale, paymentDeadline: null }, { paymentDeadline: '2026-12-02T11:00:00.000Z' }).paymentDeadline).toBe('2026-12-02T11:00:00.000Z');
    expect(holdCartLine({ id: 3 })).toEqual({
      id: 3,
      saleNumber: null,
      title: null,
      description: null,
      total: null,
      pending: null,
      netPending: null,
      paymentType: null,
      withRetention: false,
      cancelUrl: null,
      groupId: null,
      paymentDeadline: null,
    });
  });
});
