// /checkout-booking: the validation and error texts of doc 2 §5 and §8, as the customer sees them.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeOperations, FakeRequest } from '../../../tests/support/test-root';
import { encodePayload, type BookingPayload, type PaymentModeSettings } from '../../booking/booking-rules';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const MODES = 'getPaymentModeSettings';
const SEARCH = 'searchCustomers';
const LOAD_PRICE = 'loadBookingPrice';

/** loadprice answering each customer's price (gross; net at 21% VAT), the generic one under -1; 40 for anyone not listed. */
const pricesBy =
  (prices: Record<number, number>, isSpecialPrice = false) =>
  ({ body }: FakeRequest): OperationAnswer<typeof LOAD_PRICE> => {
    const gross = prices[(body as { customerId: number }).customerId] ?? prices[-1] ?? 40;
    return { ok: true, errorMsg: null, price: { price: gross, netPrice: Math.round((gross / 1.21) * 100) / 100, isSpecialPrice } };
  };
const SPECIAL_30: FakeOperations = { [LOAD_PRICE]: pricesBy({ [-1]: 30 }, true) };

function payload(booking: Partial<BookingPayload['booking']> = {}, isMatch = false): BookingPayload {
  return {
    booking: {
      customerId: 7,
      bookingTypeId: 1,
      bookingTypeName: 'Padel',
      maxParticipants: 4,
      price: { amount: 40, price: 40, isSpecialPrice: false },
      date: '2026-11-23T17:00:00.000Z',
      duration: 90,
      resourceName: 'Padel 1',
      paymentType: 0,
      ...booking,
    } as BookingPayload['booking'],
    blocks: [{ resourceId: 1, resourceName: 'Padel 1', startDate: '2026-11-23T17:00:00.000Z', sstart: '18:00', duration: 90, noOnline: false, customerId: 7 }],
    isMatch,
  } as BookingPayload;
}

const pathOf = (value: BookingPayload) => `/checkout-booking?pl=${encodeURIComponent(encodePayload(value))}`;

async function checkout(path: string, modes: PaymentModeSettings, options: { loggedIn?: boolean; operations?: FakeOperations } = {}) {
  return renderApp({ path, loggedIn: options.loggedIn ?? true, operations: { [MODES]: modes, [LOAD_PRICE]: pricesBy({}), ...options.operations } });
}

const ALL_MODES: PaymentModeSettings = { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true, pendingPaymentAllowed: false, sharedPaymentWithRetention: false };

/** Shared Payment, then Add players: searches the term and adds the first customer found; the search dialog stays open. */
async function addSharedPlayer(term: string) {
  fireEvent.click(await screen.findByRole('radio', { name: /Shared Payment/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add players' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Search a player' }));
  fireEvent.change(dialog.getByRole('searchbox'), { target: { value: term } });
  fireEvent.click(dialog.getByRole('button', { name: 'Search' }));
  fireEvent.click(await dialog.findByRole('button', { name: 'Add' }));
  return dialog;
}

describe('checkout entry (doc 2 §5)', () => {
  const entries: Array<[string, string, boolean]> = [
    ['no stored customer (not signed in)', pathOf(payload()), false],
    ['no pl', '/checkout-booking', true],
    ['an undecodable pl', '/checkout-booking?pl=%%%not-base64%%%', true],
    ['an unparsable pl', `/checkout-booking?pl=${encodeURIComponent(btoa('{"booking": '))}`, true],
  ];
  it.each(entries)('redirects to the booking types with %s', async (_name, path, loggedIn) => {
    const { fetch } = await checkout(path, ALL_MODES, { loggedIn });
    // The booking types page forwards at once to the club's only type, so either address is that page.
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/booking(types|s\/\d+)$/));
    expect(screen.queryByRole('radiogroup', { name: 'PAY MODE' })).toBeNull();
    expect(fetch.calls.some((call) => call.path === '/api/shop/payment-mode-allowed')).toBe(false);
  });

  it('stays on the checkout with a valid payload and a signed-in customer (control)', async () => {
    await checkout(pathOf(payload()), ALL_MODES);
    expect(await screen.findByRole('radiogroup', { name: 'PAY MODE' })).toBeTruthy();
    expect(window.location.pathname).toBe('/checkout-booking');
  });
});

describe('pay modes (doc 2 §5)', () => {
  const offered = async () => {
    const group = await screen.findByRole('radiogroup', { name: 'PAY MODE' });
    return within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.querySelector('strong')!.textContent);
  };

  it('offers shared and full payment for an ordinary booking of four', async () => {
    await checkout(pathOf(payload()), ALL_MODES);
    expect(await offered()).toEqual(['Full Payment', 'Shared Payment']);
  });

  it('does not offer shared payment for a match', async () => {
    await checkout(pathOf(payload({ minLevel: 1, maxLevel: 3 }, true)), ALL_MODES);
    expect(await offered()).toEqual(['Full Payment']);
    expect(screen.queryByText('Shared Payment / You only pay your part')).toBeNull();
  });

  it('does not offer shared payment when maxParticipants is 1', async () => {
    await checkout(pathOf(payload({ maxParticipants: 1 })), ALL_MODES);
    expect(await offered()).toEqual(['Full Payment']);
  });

  it('does not offer full payment at a special price when fullPaymentAllowedWithSpecialPrices is false', async () => {
    await checkout(
      pathOf(payload({ price: { amount: 30, price: 30, isSpecialPrice: true } })),
      { ...ALL_MODES, fullPaymentAllowedWithSpecialPrices: false },
      { operations: SPECIAL_30 },
    );
    expect(await offered()).toEqual(['Shared Payment']);
  });

  it('offers full payment at a special price when fullPaymentAllowedWithSpecialPrices is true', async () => {
    await checkout(pathOf(payload({ price: { amount: 30, price: 30, isSpecialPrice: true } })), ALL_MODES, { operations: SPECIAL_30 });
    expect(await offered()).toEqual(['Full Payment', 'Shared Payment']);
  });

  it('says no payment options are available when neither full, shared nor pending payment is possible', async () => {
    await checkout(
      pathOf(payload({ price: { amount: 30, price: 30, isSpecialPrice: true } }, true)),
      { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: false, pendingPaymentAllowed: false },
      { operations: SPECIAL_30 },
    );
    expect((await screen.findByText('No payment options available. Please contact the club.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('radiogroup', { name: 'PAY MODE' })).toBeNull();
    expect((screen.getByRole('button', { name: /Continue to payment/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says no payment options are available whenever no option is offered, even with pending payment allowed', async () => {
    await checkout(
      pathOf(payload({ price: { amount: 30, price: 30, isSpecialPrice: true } }, true)),
      { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: false, pendingPaymentAllowed: true },
      { operations: SPECIAL_30 },
    );
    expect((await screen.findByText('No payment options available. Please contact the club.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('radiogroup', { name: 'PAY MODE' })).toBeNull();
  });
});

describe('adding players (doc 2 §5)', () => {
  const people = (...names: string[]): OperationAnswer<typeof SEARCH> => ({ ok: true, rowData: names.map((name, index) => ({ id: 100 + index, name, surname: 'Test' })) });

  async function openSearch(operations: FakeOperations, maxParticipants = 4) {
    const view = await checkout(pathOf(payload({ maxParticipants })), ALL_MODES, { operations });
    // Splitting is the player's own choice (issue 35): the players come with it.
    fireEvent.click(await screen.findByRole('radio', { name: /Shared Payment/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search a player' });
    return { ...view, dialog: within(dialog) };
  }

  const searchFor = (dialog: ReturnType<typeof within>, term: string) => {
    fireEvent.change(dialog.getByRole('searchbox'), { target: { value: term } });
    fireEvent.click(dialog.getByRole('button', { name: 'Search' }));
  };

  it('needs at least 3 characters before it asks the server', async () => {
    const { dialog, fetch } = await openSearch({ [SEARCH]: people('Bea') });
    searchFor(dialog, 'be');
    expect((await dialog.findByRole('alert')).textContent).toBe('Type at least 3 characters.');
    expect(fetch.calls.filter((call) => call.path === '/api/publiccustomers/list')).toHaveLength(0);
    searchFor(dialog, 'bea');
    expect(await dialog.findByText('Bea Test')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(fetch.calls.filter((call) => call.path === '/api/publiccustomers/list').map((call) => call.body)).toEqual([{ search: 'bea' }]);
  });

  it("takes no longer search text than the contract's for a customer search", async () => {
    const { dialog } = await openSearch({ [SEARCH]: people('Bea') });
    expect(dialog.getByRole('searchbox').getAttribute('maxLength')).toBe(String(SEARCH_MAX_LENGTH.customers));
  });

  it('says Max players reached when the player count equals maxParticipants', async () => {
    const { dialog } = await openSearch({ [SEARCH]: people('Bea', 'Carl') }, 2);
    searchFor(dialog, 'test');
    await dialog.findByText('Carl Test');
    const addButtons = dialog.getAllByRole('button', { name: 'Add' });
    fireEvent.click(addButtons[0]!);
    const players = within(screen.getByRole('list', { name: 'Players' }));
    await waitFor(() => expect(players.getAllByRole('listitem')).toHaveLength(2));
    expect(dialog.queryByRole('alert')).toBeNull();
    fireEvent.click(addButtons[1]!);
    expect((await dialog.findByRole('alert')).textContent).toBe('Max players reached');
    expect(players.getAllByRole('listitem')).toHaveLength(2);
    expect(players.queryByText('Carl Test')).toBeNull();
  });
});

describe('shares of a shared booking (doc 2 §9)', () => {
  it('shows shares that add up to the price: the owner takes the remainder (30.67 € among 4: 7.69 € and 7.66 €)', async () => {
    await checkout(pathOf(payload({ price: { amount: 30.67, price: 30.67, isSpecialPrice: false } })), ALL_MODES, {
      operations: { [LOAD_PRICE]: pricesBy({ [-1]: 30.67 }), [SEARCH]: { ok: true, rowData: [{ id: 100, name: 'Bea', surname: 'Test' }] } },
    });
    await addSharedPlayer('bea');
    const players = within(screen.getByRole('list', { name: 'Players' }));
    await waitFor(() => expect(players.getAllByRole('listitem')).toHaveLength(2));
    const [owner, bea] = players.getAllByRole('listitem');
    expect(owner!.textContent).toMatch(/7[.,]69/);
    expect(bea!.textContent).toContain('Bea Test');
    expect(bea!.textContent).toMatch(/7[.,]66/);
  });
});

describe('a refused pre-book (doc 2 §8)', () => {
  const PREBOOK = 'prebookBooking';

  it('sends the player back to the timetable, same date and duration, when the server says the slot was taken', async () => {
    await checkout(pathOf(payload()), ALL_MODES, { operations: { [PREBOOK]: { ok: false, errorMsg: 'This slot has just been taken', reason: 'slotTaken' } } });
    fireEvent.click(await screen.findByRole('radio', { name: /Full Payment/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/bookings/1'));
    expect(new URLSearchParams(window.location.search).get('date')).toBe('2026-11-23');
    expect(new URLSearchParams(window.location.search).get('duration')).toBe('90');
  });

  it('keeps Add to Cart busy while the pre-book runs and sends it once for a second tap', async () => {
    let answer!: (body: OperationAnswer<typeof PREBOOK>) => void;
    const prebook = vi.fn(() => new Promise<OperationAnswer<typeof PREBOOK>>((resolve) => (answer = resolve)));
    await checkout(pathOf(payload()), ALL_MODES, { operations: { [PREBOOK]: prebook } });
    fireEvent.click(await screen.findByRole('radio', { name: /Full Payment/ }));
    const add = (await screen.findByRole('button', { name: /Add to Cart/ })) as HTMLButtonElement;
    fireEvent.click(add);
    await waitFor(() => expect(prebook).toHaveBeenCalledTimes(1));
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    answer({ ok: false, errorMsg: 'The court is closed that day' });
    expect((await screen.findByRole('alert')).textContent).toBe('The court is closed that day');
    expect(prebook).toHaveBeenCalledTimes(1);
    expect(add.disabled).toBe(false);
  });

  it('keeps the player on the checkout with the message under the button for any other refusal', async () => {
    await checkout(pathOf(payload()), ALL_MODES, { operations: { [PREBOOK]: { ok: false, errorMsg: 'The price is 28.00, not 40.00: please check it and try again' } } });
    fireEvent.click(await screen.findByRole('radio', { name: /Full Payment/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The price is 28.00, not 40.00: please check it and try again');
    expect(window.location.pathname).toBe('/checkout-booking');
  });
});

describe('prices from the server (doc 2 §4, §7, §9)', () => {
  const RETENTION: PaymentModeSettings = { ...ALL_MODES, sharedPaymentWithRetention: true };
  const totalRow = () => screen.getByText('Total').closest('p')!.textContent;

  it("totals a shared booking with retention as the generic per-player price × (max − 1) + the owner's share: a member owner, 3 × 7.00 + 5.25", async () => {
    const { fetch } = await checkout(pathOf(payload({ price: { amount: 28, price: 28, isSpecialPrice: false } })), RETENTION, {
      operations: { [LOAD_PRICE]: pricesBy({ [-1]: 28, 7: 21 }) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Shared Payment/ }));
    await waitFor(() => expect(totalRow()).toMatch(/26[.,]25/));
    const asked = fetch.calls.filter((call) => call.path === '/api/publicbookings/loadprice').map((call) => (call.body as { customerId: number }).customerId);
    expect(new Set(asked)).toEqual(new Set([7, -1]));
    expect(fetch.calls.find((call) => call.path === '/api/publicbookings/loadprice')!.body).toMatchObject({ bookingTypeId: 1, duration: 90, resourceId: 1 });
    // The owner's own share: 21.00 / 4.
    expect(within(screen.getByRole('list', { name: 'Players' })).getByRole('listitem').textContent).toMatch(/5[.,]25/);
  });

  it('gives a player added in checkout the price the server answers for them: a member 5.25 beside the owner 7.00', async () => {
    const { fetch } = await checkout(pathOf(payload({ price: { amount: 28, price: 28, isSpecialPrice: false } })), RETENTION, {
      operations: { [LOAD_PRICE]: pricesBy({ [-1]: 28, 7: 28, 100: 21 }), [SEARCH]: { ok: true, rowData: [{ id: 100, name: 'Lucía', surname: 'Gómez' }] } },
    });
    await addSharedPlayer('luc');
    const players = within(screen.getByRole('list', { name: 'Players' }));
    await waitFor(() => expect(players.getAllByRole('listitem')).toHaveLength(2));
    const [owner, lucia] = players.getAllByRole('listitem');
    expect(owner!.textContent).toMatch(/7[.,]00/);
    expect(lucia!.textContent).toContain('Lucía Gómez');
    expect(lucia!.textContent).toMatch(/5[.,]25/);
    expect(fetch.calls.some((call) => call.path === '/api/publicbookings/loadprice' && (call.body as { customerId: number }).customerId === 100)).toBe(true);
    // With retention the owner guarantees Lucía's share and two free places at the generic share: 7 + 5.25 + 2 × 7.
    expect(totalRow()).toMatch(/26[.,]25/);
  });
});

describe("the players' teams (doc 2 §3, §4)", () => {
  it("sends each player's team, and adding a player already there resets theirs to not set", async () => {
    const { fetch } = await checkout(pathOf(payload()), ALL_MODES, {
      operations: { [SEARCH]: { ok: true, rowData: [{ id: 100, name: 'Bea', surname: 'Test' }] }, prebookBooking: { ok: true, errorMsg: null, model: { serviceFree: true } } },
    });
    const dialog = await addSharedPlayer('bea');
    const beaTeam = (await screen.findByRole('combobox', { name: 'Team of Bea Test' })) as HTMLSelectElement;
    expect(beaTeam.value).toBe('-1');
    fireEvent.change(beaTeam, { target: { value: '1' } });
    fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: '0' } });
    // Bea added again: her team goes back to not set, and she is listed once.
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(beaTeam.value).toBe('-1'));
    fireEvent.change(beaTeam, { target: { value: '1' } });
    expect(within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(fetch.calls.some((call) => call.path === '/api/publicbookings/prebook')).toBe(true));
    const sent = fetch.calls.find((call) => call.path === '/api/publicbookings/prebook')!.body as { players: { customerId: number; team: number }[] };
    expect(sent.players.map(({ customerId, team }) => [customerId, team])).toEqual([
      [7, 0],
      [100, 1],
    ]);
  });
});

describe('a refused or unanswered pre-book (doc 2 §7)', () => {
  const PREBOOK = 'prebookBooking';

  it("shows a refusal's model values joined by comma globally and under the button", async () => {
    await checkout(pathOf(payload()), ALL_MODES, {
      operations: { [PREBOOK]: { ok: false, errorMsg: 'Check the booking', model: { 'blocks[0].startDate': 'The start is in the past', paymentType: 'Choose how to pay' } } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Full Payment/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    const popup = within(await screen.findByRole('dialog', { name: 'Warning' }));
    expect(popup.getByText('The start is in the past, Choose how to pay')).toBeTruthy();
    expect(document.getElementById('checkout-booking-error')!.textContent).toBe('The start is in the past, Choose how to pay');
  });

  it('logs a pre-book that got no answer and shows no message of its own', async () => {
    await checkout(pathOf(payload()), ALL_MODES, { operations: { [PREBOOK]: () => Promise.reject(new TypeError('offline')) } });
    fireEvent.click(await screen.findByRole('radio', { name: /Full Payment/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('The pre-book got no answer', 599));
    expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull();
    expect(document.getElementById('checkout-booking-error')).toBeNull();
    expect(window.location.pathname).toBe('/checkout-booking');
  });
});

describe('the booking summary (doc 2 §2)', () => {
  it("shows the circular image of the club's template config", async () => {
    const { container } = await checkout(pathOf(payload()), ALL_MODES, { operations: { getHeaderTemplate: { ok: true, data: { image1: 'Template/circle.jpg' } } } });
    await screen.findByRole('radiogroup', { name: 'PAY MODE' });
    await waitFor(() => expect(container.querySelector('img.checkout-booking__circle')?.getAttribute('src')).toBe('/uploads/Template/circle.jpg'));
  });
});
