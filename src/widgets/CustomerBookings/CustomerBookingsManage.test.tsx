// /customer-bookings on a phone (issue 24, My bookings): one primary action per card — the next thing to do —
// and the rest behind its ⋮ menu; Cancel behind a confirmation that says what it gives back; past bookings show
// their result or Played and nothing to do; no upcoming booking offers Book a court.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { FakeOperations } from '../../../tests/support/test-root';

type CustomerBooking = components['schemas']['CustomerBooking'];

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const BOOKINGS = 'getCustomerBookings';
const start = '2030-11-23T17:00:00.000Z';
const confirmed: CustomerBooking = {
  id: 11,
  description: 'Padel match',
  bookingType: 'Padel',
  duration: 90,
  resourceName: 'Padel 1',
  start,
  canCancel: true,
  status: 'Confirmed',
  cancelUntil: '2030-11-22T17:00:00.000Z',
  refunds: [{ paymentMethod: 'Money voucher', amount: 24 }],
  toPay: null,
};
const held: CustomerBooking = {
  ...confirmed,
  id: 12,
  description: 'Held court',
  status: 'Pending',
  refunds: [],
  payUntil: '2030-11-20T10:30:00.000Z',
  toPay: { id: 90, saleNumber: 'S-90', title: 'Held court', total: 24, pending: 24, paymentType: 1, cancelUrl: 'publicbookings/cancel/12/7' },
};

async function myBookings(model: { next: CustomerBooking[]; past: CustomerBooking[] }, operations: FakeOperations = {}) {
  const view = await renderApp({
    path: '/customer-bookings',
    loggedIn: true,
    operations: {
      [BOOKINGS]: { ok: true, model },
      listCustomerTrainings: { ok: true, model: { next: [], past: [] } },
      getTurnstilesEnabled: false,
      getCalendarFeedUrl: { ok: true, model: null },
      ...operations,
    },
  });
  await screen.findByRole('heading', { name: 'Next' });
  return view;
}

const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('article')!);
/** The buttons a card shows without opening anything: its primary action and its ⋮ menu. */
const visibleButtons = (title: string) =>
  card(title)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
    .sort((a, b) => Number(a.startsWith('More actions')) - Number(b.startsWith('More actions')));
const menuItems = (title: string) => {
  fireEvent.click(card(title).getByRole('button', { name: `More actions for ${title}` }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return items;
};

describe('one primary action per card, the rest in its menu', () => {
  it('Pay first for a hold waiting for its payment; Share first otherwise; Cancel only in the menu', async () => {
    await myBookings({ next: [held, confirmed], past: [] });
    expect(visibleButtons('Held court')).toEqual([expect.stringMatching(/^Pay 24[.,]00/), 'More actions for Held court']);
    expect(menuItems('Held court')).toEqual(['Share with friends', 'Add to calendar', 'Cancel']);
    expect(card('Held court').getByText(/^Held until \d\d:\d\d$/)).toBeTruthy();
    expect(visibleButtons('Padel match')).toEqual(['Share with friends', 'More actions for Padel match']);
    expect(menuItems('Padel match')).toEqual(['Add to calendar', 'Cancel']);
  });

  it('Open Facility first once the start is near (3 h) when the club has turnstiles; until then Share first and the door in the menu', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(start) - 4 * 3600_000);
      await myBookings({ next: [confirmed], past: [] }, { getTurnstilesEnabled: true });
      await waitFor(() => expect(menuItems('Padel match')).toEqual(['Open Facility', 'Add to calendar', 'Cancel']));
      expect(visibleButtons('Padel match')).toEqual(['Share with friends', 'More actions for Padel match']);
      cleanup();
      vi.setSystemTime(Date.parse(start) - 2 * 3600_000);
      await myBookings({ next: [confirmed], past: [] }, { getTurnstilesEnabled: true });
      await card('Padel match').findByRole('button', { name: 'Open Facility' });
      expect(visibleButtons('Padel match')).toEqual(['Open Facility', 'More actions for Padel match']);
      expect(menuItems('Padel match')).toEqual(['Share with friends', 'Add to calendar', 'Cancel']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Open Facility sends once for a double tap, and shows the code the door answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(start) - 2 * 3600_000);
      let openDoor!: () => void;
      const { fetch } = await myBookings(
        { next: [confirmed], past: [] },
        {
          getTurnstilesEnabled: true,
          openTurnstile: () => new Promise((resolve) => (openDoor = () => resolve({ ok: true, model: { content: 'DOOR-1', contentType: 'text' } }))),
        },
      );
      const door = await card('Padel match').findByRole('button', { name: 'Open Facility' });
      fireEvent.click(door);
      fireEvent.click(door);
      await waitFor(() => expect(openDoor).toBeTypeOf('function'));
      await act(async () => openDoor());
      expect(await screen.findByText('DOOR-1')).toBeTruthy();
      expect(fetch.calls.filter((call) => call.path === '/api/publicturnstiles/open/11')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no Cancel in the menu of a booking the player cannot cancel', async () => {
    await myBookings({ next: [{ ...confirmed, canCancel: false, refunds: null, cancelUntil: null }], past: [] });
    expect(menuItems('Padel match')).toEqual(['Add to calendar']);
  });

  it('Pay puts the hold in the cart, with its end, and opens the checkout', async () => {
    const { root } = await myBookings({ next: [held], past: [] });
    await act(async () => fireEvent.click(card('Held court').getByRole('button', { name: /^Pay/ })));
    expect(root.cart.sales).toEqual([expect.objectContaining({ id: 90, pending: 24, cancelUrl: 'publicbookings/cancel/12/7', paymentDeadline: held.payUntil })]);
    expect(window.location.pathname).toBe('/checkout');
  });
});

describe('Cancel behind a confirmation that states the refund', () => {
  async function openCancel(booking: CustomerBooking) {
    const view = await myBookings({ next: [booking], past: [] }, { cancelBooking: { ok: true, infoReturns: [{ paymentMethod: 'Money voucher', amount: 24 }] } });
    let taps = 0;
    const tap = (element: HTMLElement) => {
      taps += 1;
      fireEvent.click(element);
    };
    tap(card('Padel match').getByRole('button', { name: 'More actions for Padel match' }));
    tap(screen.getByRole('menuitem', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking “Padel match”?' });
    return { ...view, dialog, tap, taps: () => taps };
  }

  it('says what the cancel gives back and until when it is open; confirmed, the booking is cancelled in 3 taps', async () => {
    const { dialog, tap, taps, fetch } = await openCancel(confirmed);
    expect(dialog.textContent).toMatch(/Cancelling gives back:\s*24[.,]00\s?€? to Money voucher/);
    expect(dialog.textContent).toContain('Voucher credit comes back at once');
    expect(within(dialog).getByText(/^You can cancel online until /)).toBeTruthy();
    // Keeping the booking is the default: the first button, focused.
    expect(document.activeElement?.textContent).toBe('Keep booking');
    await act(async () => tap(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' })));
    expect(taps()).toBeLessThanOrEqual(3);
    expect(fetch.calls.filter((call) => call.path === '/api/publicbookings/cancel/11/7')).toHaveLength(1);
    const outcome = await screen.findByText(/^Booking cancelled\. Refund: 24[.,]00/);
    expect(document.activeElement).toBe(outcome);
  });

  it('says nothing is refunded when nothing was paid yet, and Keep booking cancels nothing', async () => {
    const { dialog, fetch } = await openCancel({ ...held, id: 11, description: 'Padel match' });
    expect(dialog.textContent).toContain('Nothing has been paid for it yet, so there is nothing to refund.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.calls.some((call) => call.path.startsWith('/api/publicbookings/cancel/'))).toBe(false);
  });

  it('says there is no online refund for a booking paid nothing online', async () => {
    const { dialog } = await openCancel({ ...confirmed, refunds: [] });
    expect(dialog.textContent).toContain('Nothing was paid online for it, so there is no online refund.');
  });
});

describe('past bookings', () => {
  it('show their result or Played, never Confirmed, and offer no action (no Add to calendar)', async () => {
    const scored = { ...confirmed, id: 21, description: 'League match', canCancel: false, parentName: 'Match', results: { nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] } };
    const unscored = { ...confirmed, id: 23, description: 'Friendly match', canCancel: false, parentName: 'Match', results: null };
    const court = { ...confirmed, id: 22, description: 'Tennis court', canCancel: false, parentName: 'Booking' };
    await myBookings({ next: [], past: [scored, unscored, court] });
    expect(card('League match').getByText('6–3 4–6 6–2')).toBeTruthy();
    expect(card('Tennis court').getByText('Played')).toBeTruthy();
    expect(card('Friendly match').getByText('Played')).toBeTruthy();
    // A match still without its result: the way to enter it.
    expect(card('Friendly match').getByRole('link', { name: 'Enter the result' }).getAttribute('href')).toBe('/booking-results/23');
    expect(card('Tennis court').queryByRole('link', { name: 'Enter the result' })).toBeNull();
    for (const title of ['League match', 'Friendly match', 'Tennis court']) {
      expect(card(title).queryByText('Confirmed')).toBeNull();
      expect(card(title).queryAllByRole('button')).toEqual([]);
    }
    expect(screen.queryByText('Add to calendar')).toBeNull();
  });
});

describe('no upcoming booking', () => {
  it('offers Book a court', async () => {
    await myBookings({ next: [], past: [] });
    expect(screen.getByText('You have no upcoming bookings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a court' }).getAttribute('href')).toBe('/bookingtypes');
  });
});

describe('calendar feed', () => {
  it('asks before replacing the address (a quiet button, never the loudest thing on the page), then replaces it', async () => {
    const { fetch } = await myBookings(
      { next: [confirmed], past: [] },
      {
        getCalendarFeedUrl: { ok: true, model: { url: 'https://club/feed/abc', webcalUrl: 'webcal://club/feed/abc' } },
        rotateCalendarFeedUrl: { ok: true },
      },
    );
    const rotate = await screen.findByRole('button', { name: 'Get a new address' });
    expect(rotate.className).toContain('btn--quiet');
    fireEvent.click(rotate);
    const sheet = within(screen.getByRole('dialog'));
    expect(fetch.calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/publicbookings/calendar/feed-url/'))).toBe(false);
    await act(async () => fireEvent.click(sheet.getByRole('button', { name: 'Get a new address' })));
    expect(fetch.calls.filter((call) => call.method === 'POST' && call.path === '/api/publicbookings/calendar/feed-url/7')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
