// /bookings/{id}: the error texts of doc 2 §2 and §8 on the booking page, as the customer sees them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../tests/support/test-root';
import { decodePayload } from '../../booking/booking-rules';

quietPageTests();

const CRASH_TEXT = 'Oops! Technical problems. Please try again in a few minutes.';
const FILTERS = 'getBookingFiltersByType';
const LIST = 'listBookingAvailability';
const PATH = '/bookings/1?date=2026-11-23';

const padel: components['schemas']['BookingType'] = { id: 1, name: 'Padel', maxParticipants: 4 };
const filters = (type = padel): OperationAnswer<typeof FILTERS> => ({ ok: true, model: { bookingTypes: [type] } });
const slot = { id: 's1', start: '2026-11-23T17:00:00.000Z', sstart: null, durations: [90], priceByDuration: { '90': { amount: 40, isSpecialPrice: false } }, noOnlineBlocks: [] };
const court = { id: 1, name: 'Padel 1', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot] };

/** In the slot's sheet: the duration, then its one primary action. */
async function chooseDuration(minutes: RegExp) {
  const sheet = within(await screen.findByRole('dialog', { name: /Padel 1 at/ }));
  fireEvent.click(sheet.getByRole('radio', { name: minutes }));
  fireEvent.click(sheet.getByRole('button', { name: /^Continue/ }));
}

async function bookingPage(operations: FakeOperations, loggedIn = false) {
  const view = await renderApp({
    path: PATH,
    loggedIn,
    operations: {
      [FILTERS]: filters(),
      listAvailableDates: { ok: true, model: { dates: ['2026-11-23'] } },
      [LIST]: { ok: true, model: { list: [court] } },
      ...operations,
    },
  });
  return { ...view, main: within(screen.getByRole('main')) };
}

describe('booking page load failures (doc 2 §8)', () => {
  it('shows the Crash text when the filter load fails', async () => {
    const { main } = await bookingPage({ [FILTERS]: () => new Response('boom', { status: 500 }) });
    expect((await main.findByRole('alert')).textContent).toBe(CRASH_TEXT);
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
  });

  it('shows the Crash text when the availability list load fails', async () => {
    const { main } = await bookingPage({ [LIST]: () => new Response('boom', { status: 500 }) });
    expect((await main.findByRole('alert')).textContent).toBe(CRASH_TEXT);
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
  });

  it('shows the Crash envelope on an empty answer to the list', async () => {
    // The client turns an empty answer into its Crash envelope; the test root words it "Crash" (main.tsx: errors.crash).
    const { main } = await bookingPage({ [LIST]: () => new Response(null, { status: 200 }) });
    expect((await main.findByRole('alert')).textContent).toBe('Crash');
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
  });

  it("shows the server's errorMsg in a banner when the list is refused", async () => {
    const { main } = await bookingPage({ [LIST]: { ok: false, errorMsg: 'Bookings are closed for maintenance' } });
    expect((await main.findByRole('alert')).textContent).toBe('Bookings are closed for maintenance');
    expect(main.queryByText(CRASH_TEXT)).toBeNull();
  });

  it('shows the timetable when the loads succeed (control)', async () => {
    const { main } = await bookingPage({});
    expect(await main.findByRole('grid', { name: 'Timetable' })).toBeTruthy();
    expect(main.queryByRole('alert')).toBeNull();
  });
});

describe('empty lists (doc 2 §2 multiple-resource lists)', () => {
  it("shows the list's own errorMsg when the list is empty", async () => {
    const { main } = await bookingPage({ [LIST]: { ok: true, model: { list: [], multipleResources: true, errorMsg: 'No courts free on this day' } } });
    expect(await main.findByText('No courts free on this day')).toBeTruthy();
    expect(main.queryByText('Sorry nothing found Try with other filters')).toBeNull();
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
  });

  it('says Sorry nothing found Try with other filters when no alternative resources exist', async () => {
    const { main } = await bookingPage({ [LIST]: { ok: true, model: { list: [], multipleResources: true } } });
    expect(await main.findByText('Sorry nothing found Try with other filters')).toBeTruthy();
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
  });
});

describe('create match (doc 2 §2, §8)', () => {
  const matchType = { ...padel, byPlace: true, allowCreateBookByPlace: true };
  const LEVELS = 'getByPlaceLevelRange';

  async function openCreateMatch(levelRange: NonNullable<FakeOperations[typeof LEVELS]>) {
    const view = await bookingPage({ [FILTERS]: filters(matchType), [LEVELS]: levelRange }, true);
    fireEvent.click(await view.main.findByRole('button', { name: /Padel 1/ }));
    await chooseDuration(/90 min/);
    return within(await screen.findByRole('dialog', { name: 'Create match' }));
  }

  it('tells a customer with no level that they cannot create a match yet', async () => {
    const dialog = await openCreateMatch({ referenceCustomerLevel: null, matchRange: { item1: 0, item2: 7 } });
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Sorry, you do not have a level to create a match yet. Use the app to find out your level or ask for information at the club.',
    );
  });

  it('lets a customer with a level choose the match details (control)', async () => {
    const dialog = await openCreateMatch({ referenceCustomerLevel: 3.5, matchRange: { item1: 2, item2: 5 } });
    expect(await dialog.findByRole('group', { name: /Gender/i })).toBeTruthy();
    expect(dialog.queryByText(/do not have a level/)).toBeNull();
  });

  describe('the level range (0 to 7 by default, doc 2 §2, §9)', () => {
    const RANGE_TEXT = 'Levels go from 0 to 7, the minimum not above the maximum.';
    const level = (dialog: ReturnType<typeof within>, name: 'Minimum level' | 'Maximum level') => dialog.getByRole('spinbutton', { name }) as HTMLInputElement;

    it('starts at 0 to 7 with 2 decimals when the club gives no range, and may continue', async () => {
      const dialog = await openCreateMatch({ referenceCustomerLevel: 3.5, matchRange: null });
      await dialog.findByRole('group', { name: /Gender/i });
      expect([level(dialog, 'Minimum level').value, level(dialog, 'Maximum level').value]).toEqual(['0.00', '7.00']);
      expect(dialog.queryByText(RANGE_TEXT)).toBeNull();
      expect((dialog.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it.each([
      ['a minimum above the maximum', '5', '4'],
      ['a maximum above 7', '2', '7.5'],
      ['a minimum below 0', '-1', '4'],
    ])('says %s is not a valid range and does not continue', async (_case, min, max) => {
      const dialog = await openCreateMatch({ referenceCustomerLevel: 3.5, matchRange: { item1: 2, item2: 5 } });
      await dialog.findByRole('group', { name: /Gender/i });
      fireEvent.change(level(dialog, 'Minimum level'), { target: { value: min } });
      fireEvent.change(level(dialog, 'Maximum level'), { target: { value: max } });
      expect(dialog.getByText(RANGE_TEXT)).toBeTruthy();
      expect((dialog.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(level(dialog, 'Minimum level'), { target: { value: '3' } });
      fireEvent.change(level(dialog, 'Maximum level'), { target: { value: '4.5' } });
      expect(dialog.queryByText(RANGE_TEXT)).toBeNull();
    });
  });
});

describe('the resource-option popup asks date-availability (doc 2 §2, §7)', () => {
  it("asks each extra resource's own availability on the day and offers only what it says is free", async () => {
    const machineSlot = (amount: number) => ({ ...slot, id: `m${amount}`, priceByDuration: { '90': { amount, isSpecialPrice: false } } });
    // The day's list says both machines are free at 18:00; since then machine 10 was taken and machine 9's price changed.
    const machine9 = { id: 9, name: 'Ball machine 1', type: 'Ball machine', image: null, showNameOnline: true, bookingTypeResourceId: 31, timeTable: [machineSlot(5)] };
    const machine10 = { id: 10, name: 'Ball machine 2', type: 'Ball machine', image: null, showNameOnline: true, bookingTypeResourceId: 32, timeTable: [machineSlot(5)] };
    const asked: unknown[] = [];
    const { main, root } = await bookingPage(
      {
        [LIST]: { ok: true, model: { list: [court, machine9, machine10], multipleResources: true } },
        getDateAvailability: (request: FakeRequest) => {
          asked.push(request.body);
          const fresh =
            (request.body as { bookingTypeResourceId: number }).bookingTypeResourceId === 31 ? { ...machine9, timeTable: [machineSlot(6)] } : { ...machine10, timeTable: [] };
          return { ok: true, errorMsg: null, model: { list: [fresh], multipleResources: true, errorMsg: null } };
        },
      },
      true,
    );
    fireEvent.click(await main.findByRole('button', { name: /Padel 1/ }));
    await chooseDuration(/90 min/);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Ball machine?' }));
    const machine = await dialog.findByRole('radio', { name: /Ball machine 1/ });
    expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement!.textContent?.trim())).toEqual([
      'No, thanks',
      expect.stringMatching(/^Ball machine 1\s+€?6[.,]00\s*€?$/),
    ]);
    expect(asked).toEqual([
      { date: '2026-11-23', customerId: root.session.customerId, bookingTypeResourceId: 31 },
      { date: '2026-11-23', customerId: root.session.customerId, bookingTypeResourceId: 32 },
    ]);
    fireEvent.click(machine);
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
    const sent = decodePayload(new URLSearchParams(window.location.search).get('pl'));
    expect(sent?.blocks.map((block) => block.resourceId)).toEqual([1, 9]);
  });

  it("shows the server's refusal in the popup and still lets the customer go on without an extra", async () => {
    const machine = { id: 9, name: 'Ball machine 1', type: 'Ball machine', image: null, showNameOnline: true, bookingTypeResourceId: 31, timeTable: [slot] };
    const { main } = await bookingPage(
      {
        [LIST]: { ok: true, model: { list: [court, machine], multipleResources: true } },
        getDateAvailability: { ok: false, errorMsg: 'This resource is not offered online' },
      },
      true,
    );
    fireEvent.click(await main.findByRole('button', { name: /Padel 1/ }));
    await chooseDuration(/90 min/);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Ball machine?' }));
    expect(await dialog.findByText('This resource is not offered online')).toBeTruthy();
    expect(dialog.queryByRole('radio')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
  });
});

describe('the checkout payload (doc 2 §3)', () => {
  it('carries the price as the contract says: price and grossPrice gross, netPrice from priceByDuration, amount as shown', async () => {
    const netShown = { ...slot, priceByDuration: { '90': { amount: 23.14, price: 28, netPrice: 23.14, isSpecialPrice: false } } };
    await renderApp({
      path: PATH,
      loggedIn: true,
      settings: { Title: 'Club Demo', Uploads: '/uploads/', PriceWithTaxes: false },
      operations: {
        [FILTERS]: filters(),
        listAvailableDates: { ok: true, model: { dates: ['2026-11-23'] } },
        [LIST]: { ok: true, model: { list: [{ ...court, timeTable: [netShown] }] } },
        getPaymentModeSettings: { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true },
      },
    });
    const main = within(screen.getByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: /Padel 1/ }));
    await chooseDuration(/90 min/);
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
    const sent = decodePayload(new URLSearchParams(window.location.search).get('pl'));
    expect(sent?.booking.price).toEqual({ amount: 23.14, isSpecialPrice: false, price: 28, grossPrice: 28, netPrice: 23.14 });
  });

  it('loads a price the list left out through the price query, which the checkout then reads without asking again', async () => {
    const unpriced = { ...slot, priceByDuration: {} };
    const { fetch } = await renderApp({
      path: PATH,
      loggedIn: true,
      operations: {
        [FILTERS]: filters(),
        listAvailableDates: { ok: true, model: { dates: ['2026-11-23'] } },
        [LIST]: { ok: true, model: { list: [{ ...court, timeTable: [unpriced] }] } },
        loadBookingPrice: { ok: true, errorMsg: null, price: { price: 31, netPrice: 25.62, isSpecialPrice: false } },
        getPaymentModeSettings: { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true },
      },
    });
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /Padel 1/ }));
    expect(
      within(await screen.findByRole('dialog', { name: /Padel 1 at/ }))
        .getByRole('radio', { name: /90 min/ })
        .closest('label')!.textContent,
    ).toMatch(/31[.,]00/);
    await chooseDuration(/90 min/);
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
    await screen.findByRole('radiogroup', { name: 'PAY MODE' });
    const asked = fetch.calls.filter((call) => call.path === '/api/publicbookings/loadprice').map((call) => (call.body as { customerId: number }).customerId);
    // The owner's price once (the booking page's), the generic one once (the checkout's).
    expect(asked.sort()).toEqual([-1, 7]);
  });
});

describe('a price the list left out (doc 2 §7: a price failure stops the slot from expanding)', () => {
  it("says the server's refusal and keeps the slot closed; choosing it again asks again and opens it", async () => {
    let refuse = true;
    const { main } = await bookingPage(
      {
        [LIST]: { ok: true, model: { list: [{ ...court, timeTable: [{ ...slot, priceByDuration: {} }] }] } },
        loadBookingPrice: () =>
          refuse ? { ok: false, errorMsg: 'No price for this slot' } : { ok: true, errorMsg: null, price: { price: 31, netPrice: 25.62, isSpecialPrice: false } },
      },
      true,
    );
    const chosen = await main.findByRole('button', { name: /Padel 1/ });
    fireEvent.click(chosen);
    expect((await main.findByRole('alert')).textContent).toBe('No price for this slot');
    expect(screen.queryByRole('dialog')).toBeNull();
    refuse = false;
    fireEvent.click(chosen);
    const sheet = within(await screen.findByRole('dialog', { name: /Padel 1 at/ }));
    expect(sheet.getByRole('radio', { name: /90 min/ }).closest('label')!.textContent).toMatch(/31[.,]00/);
    expect(main.queryByRole('alert')).toBeNull();
  });
});

describe('the date strip (doc 2 §2: dates span the anticipation window)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every day, the full ones greyed and said so, and a full day can still be chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const { main } = await bookingPage({ listAvailableDates: { ok: true, model: { dates: ['2026-11-23', '2026-11-25'] } } });
    const strip = within(await main.findByRole('navigation', { name: 'Dates' }));
    const days = strip.getAllByRole('button').filter((button) => button.dataset.date);
    expect(days.map((day) => day.dataset.date).slice(0, 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days).toHaveLength(14);
    const full = days[1]!;
    await waitFor(() => expect(full.dataset.full).toBe('true'));
    expect(full.className).toContain('date-strip__day--full');
    expect(full.textContent).toContain('Fully booked');
    expect(days[0]!.dataset.full).toBeUndefined();
    fireEvent.click(full);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe('2026-11-24'));
    expect(full.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('multiple resources (doc 2 §2)', () => {
  it('says Sorry nothing found Try with other filters when no alternative resource is free, and goes on to checkout', async () => {
    const machine = { id: 9, name: 'Ball machine', type: 'Ball machine', image: null, showNameOnline: true, timeTable: [] };
    const { main } = await bookingPage({ [LIST]: { ok: true, model: { list: [court, machine], multipleResources: true } } }, true);
    fireEvent.click(await main.findByRole('button', { name: /Padel 1/ }));
    await chooseDuration(/90 min/);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Ball machine?' }));
    expect(dialog.getByRole('status').textContent).toBe('Sorry nothing found Try with other filters');
    expect(dialog.queryByRole('radio')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
  });
});
