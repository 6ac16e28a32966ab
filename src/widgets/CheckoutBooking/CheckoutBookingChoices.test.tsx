// The booking checkout as issue 35 wants it: the whole court chosen first, splitting an explicit choice; a match's
// button saying where it goes; a refusal that blocks booking opening a sheet with Pay now and See my bookings.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeOperations } from '../../../tests/support/test-root';
import { encodePayload, type BookingPayload, type PaymentModeSettings } from '../../booking/booking-rules';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const ALL_MODES: PaymentModeSettings = { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true, pendingPaymentAllowed: false, sharedPaymentWithRetention: false };
const price = (gross: number, isSpecialPrice = false): OperationAnswer<'loadBookingPrice'> => ({
  ok: true,
  errorMsg: null,
  price: { price: gross, netPrice: gross, isSpecialPrice },
});

const path = (isMatch = false) => {
  const payload = {
    booking: {
      customerId: 7,
      bookingTypeId: 1,
      bookingTypeName: 'Padel',
      maxParticipants: 4,
      price: { amount: 28, price: 28 },
      date: '2026-11-23T17:00:00.000Z',
      duration: 90,
      paymentType: 0,
    },
    blocks: [{ resourceId: 1, resourceName: 'Padel 1', startDate: '2026-11-23T17:00:00.000Z', sstart: '18:00', duration: 90, noOnline: false, customerId: 7 }],
    isMatch,
  } as BookingPayload;
  return `/checkout-booking?pl=${encodeURIComponent(encodePayload(payload))}`;
};

const checkout = (operations: FakeOperations = {}, isMatch = false, modes = ALL_MODES) =>
  renderApp({ path: path(isMatch), loggedIn: true, operations: { getPaymentModeSettings: modes, loadBookingPrice: price(28), ...operations } });

describe('the whole court first (issue 35)', () => {
  it('chooses Full Payment for a court the player books, the total the whole 28 €, with no players to split among', async () => {
    await checkout();
    expect(((await screen.findByRole('radio', { name: /Full Payment/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Shared Payment/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Total').closest('p')!.textContent).toMatch(/28[.,]00/);
    expect(screen.getByRole('button', { name: /^Add to Cart · 28[.,]00/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add players' })).toBeNull();
  });

  it('splits only when the player chooses Shared Payment: 7 € of 28 €, with the players', async () => {
    await checkout();
    fireEvent.click(await screen.findByRole('radio', { name: /Shared Payment/ }));
    expect(screen.getByText('Total').closest('p')!.textContent).toMatch(/7[.,]00/);
    expect(screen.getByRole('button', { name: 'Add players' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
  });

  it('keeps Shared Payment when it is the only option the booking allows', async () => {
    await checkout({ loadBookingPrice: price(28, true) }, false, { ...ALL_MODES, fullPaymentAllowedWithSpecialPrices: false });
    expect(((await screen.findByRole('radio', { name: /Shared Payment/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Full Payment/ })).toBeNull();
  });

  it("says Continue to payment with the total on a match's button, never Add to Cart", async () => {
    await checkout({}, true);
    expect(await screen.findByRole('button', { name: /^Continue to payment · 28[.,]00/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });
});

describe('a refusal that blocks booking (issue 35)', () => {
  const REFUSAL = 'You have reached the limit of unpaid bookings (2): pay or cancel one in your cart before booking another';
  const holds: OperationAnswer<'getCustomerBookings'> = {
    ok: true,
    model: {
      next: [
        { id: 71, description: 'Padel court', duration: 90, start: '2026-11-24T18:00:00.000Z', status: 'Pending', toPay: { id: 701, pending: 28, total: 28 } },
        { id: 72, description: 'Tennis court', duration: 60, start: '2026-11-25T18:00:00.000Z', status: 'Pending', toPay: { id: 702, pending: 18, total: 18 } },
      ],
      past: [],
    },
  };

  it('opens a sheet with the reason and the holds; Pay now puts them in the cart and opens the checkout', async () => {
    const { root } = await checkout({ prebookBooking: { ok: false, errorMsg: REFUSAL, reason: 'unpaidHolds' }, getCustomerBookings: holds });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    const sheet = within(await screen.findByRole('dialog', { name: "You can't book this yet" }));
    expect(sheet.getByText(REFUSAL)).toBeTruthy();
    expect(sheet.getByText('You have 2 bookings awaiting payment:')).toBeTruthy();
    // Not a line under the button, where a phone's tab bar hides it.
    expect(document.getElementById('checkout-booking-error')).toBeNull();
    fireEvent.click(sheet.getByRole('button', { name: /^Pay now · 46[.,]00/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => line.id)).toEqual([701, 702]);
  });

  it('offers See my bookings as the other way on', async () => {
    await checkout({ prebookBooking: { ok: false, errorMsg: REFUSAL, reason: 'unpaidHolds' }, getCustomerBookings: holds });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    const sheet = within(await screen.findByRole('dialog', { name: "You can't book this yet" }));
    fireEvent.click(sheet.getByRole('link', { name: 'See my bookings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer-bookings'));
  });

  it('opens the sheet for a booking limit by its reason, with See my bookings alone when nothing awaits payment', async () => {
    const LIMIT = 'You already have 2 Padel court bookings on that day, the most the club allows';
    await checkout({ prebookBooking: { ok: false, errorMsg: LIMIT, reason: 'bookingLimit' }, getCustomerBookings: { ok: true, model: { next: [], past: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    const sheet = within(await screen.findByRole('dialog', { name: "You can't book this yet" }));
    expect(sheet.getByText(LIMIT)).toBeTruthy();
    expect(sheet.queryByRole('button', { name: /^Pay now/ })).toBeNull();
    expect(sheet.getByRole('link', { name: 'See my bookings' })).toBeTruthy();
    expect(document.getElementById('checkout-booking-error')).toBeNull();
  });

  it('chooses by the reason, not the text: a refusal without one stays under the button even with holds waiting', async () => {
    await checkout({ prebookBooking: { ok: false, errorMsg: REFUSAL }, getCustomerBookings: holds });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(document.getElementById('checkout-booking-error')?.textContent).toBe(REFUSAL));
    expect(screen.queryByRole('dialog', { name: "You can't book this yet" })).toBeNull();
  });

  it('keeps any other refusal under the button when no hold is waiting', async () => {
    await checkout({ prebookBooking: { ok: false, errorMsg: 'The court is closed that day' }, getCustomerBookings: { ok: true, model: { next: [], past: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(document.getElementById('checkout-booking-error')?.textContent).toBe('The court is closed that day'));
    expect(screen.queryByRole('dialog', { name: "You can't book this yet" })).toBeNull();
  });
});
