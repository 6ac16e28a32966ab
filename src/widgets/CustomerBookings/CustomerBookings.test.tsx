// /customer-bookings: the cancel failure and the Share tooltip of doc 2 §2 and §8, as the customer sees them.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { FakeOperations } from '../../../tests/support/test-root';

const COPIED_MS = 2000; // doc 2 §2: the Copied tooltip lasts 2 s

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const CANCEL = 'cancelBooking';
type CustomerBooking = components['schemas']['CustomerBooking'];

const booking: CustomerBooking = {
  id: 11,
  description: 'Padel match',
  bookingType: 'Padel',
  duration: 90,
  resourceName: 'Padel 1',
  start: '2030-11-23T17:00:00.000Z',
  canCancel: true,
};

async function myBookings(operations: FakeOperations = {}) {
  const view = await renderApp({
    path: '/customer-bookings',
    loggedIn: true,
    operations: {
      getCustomerBookings: { ok: true, model: { next: [booking], past: [] } },
      listCustomerTrainings: { ok: true, model: { next: [], past: [] } },
      getTurnstilesEnabled: false,
      getCalendarFeedUrl: { ok: true, model: null },
      ...operations,
    },
  });
  const item = within((await screen.findByRole('link', { name: 'Padel match' })).closest('article')!);
  return { ...view, item };
}

describe('status', () => {
  it('says whether each booking is confirmed or still waits for its payment', async () => {
    const held: CustomerBooking = { ...booking, id: 12, description: 'Held court', status: 'Pending' };
    await myBookings({ getCustomerBookings: { ok: true, model: { next: [{ ...booking, status: 'Confirmed' }, held], past: [] } } });
    const article = (name: string) => within(screen.getByRole('link', { name }).closest('article')!);
    expect(article('Padel match').getByText('Confirmed')).toBeTruthy();
    expect(article('Held court').getByText('Awaiting payment')).toBeTruthy();
    expect(article('Held court').queryByText('Confirmed')).toBeNull();
  });

  it("reads a joined match Awaiting payment while the player's own share is unpaid, though the match is confirmed (issue 35)", async () => {
    const joined: CustomerBooking = { ...booking, id: 14, description: 'Evening match', status: 'Confirmed', canCancel: false, toPay: { id: 502, pending: 9, total: 9 } };
    await myBookings({ getCustomerBookings: { ok: true, model: { next: [booking, joined], past: [] } } });
    const card = within(screen.getByRole('link', { name: 'Evening match' }).closest('article')!);
    expect(card.getByText('Awaiting payment')).toBeTruthy();
    expect(card.queryByText('Confirmed')).toBeNull();
  });

  it("says the duration once: a title that ends in the booking's length drops it (issue 24)", async () => {
    const court = { ...booking, id: 13, description: 'Padel court · 90 min' };
    await myBookings({ getCustomerBookings: { ok: true, model: { next: [booking, court], past: [] } } });
    const card = screen.getByRole('link', { name: 'Padel court' }).closest('article')!;
    expect(card.textContent!.match(/90 min/g)).toHaveLength(1);
  });
});

describe('one format (issue 35)', () => {
  it('writes the booking\'s day and time as "Sat 23 Nov · 18:00" in the club\'s zone, in the card and its cancel sheet alike', async () => {
    const held: CustomerBooking = {
      ...booking,
      id: 15,
      description: 'Held court',
      status: 'Pending',
      payUntil: '2030-11-20T09:05:00.000Z',
      toPay: { id: 503, pending: 9, total: 9 },
    };
    await renderApp({
      path: '/customer-bookings',
      loggedIn: true,
      settings: { Title: 'Club', TimeZone: 'Europe/Madrid', DateFormat: 'dd/MM/yyyy HH:mm' },
      operations: {
        getCustomerBookings: { ok: true, model: { next: [booking, held], past: [] } },
        listCustomerTrainings: { ok: true, model: { next: [], past: [] } },
        getTurnstilesEnabled: false,
        getCalendarFeedUrl: { ok: true, model: null },
      },
    });
    const card = within((await screen.findByRole('link', { name: 'Padel match' })).closest('article')!);
    expect(card.getByText('Sat 23 Nov · 18:00')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Held court' }).closest('article')!).getByText(/Held until 10:05/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'More actions for Padel match' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    expect(within(await screen.findByRole('dialog')).getByText('Sat 23 Nov · 18:00')).toBeTruthy();
  });
});

describe('cancel (doc 2 §8)', () => {
  async function cancel(operations: FakeOperations) {
    const view = await myBookings(operations);
    fireEvent.click(view.item.getByRole('button', { name: 'More actions for Padel match' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the booking' }));
    return view;
  }

  it("shows the server's errorMsg when the cancel is refused, and keeps the booking", async () => {
    const { item, fetch } = await cancel({ [CANCEL]: { ok: false, errorMsg: 'Too late to cancel this booking' } });
    expect((await item.findByRole('alert')).textContent).toBe('Too late to cancel this booking');
    expect(fetch.calls.filter((call) => call.path === '/api/publicbookings/cancel/11/7')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Padel match' })).toBeTruthy();
  });

  it('shows no error when the cancel succeeds (control)', async () => {
    const { item } = await cancel({ [CANCEL]: { ok: true, infoReturns: [] } });
    expect(await screen.findByText('Booking cancelled.')).toBeTruthy();
    expect(item.queryByRole('alert')).toBeNull();
  });
});

describe('share (doc 2 §2)', () => {
  it('shows Copied for 2 s after Share with friends, then hides it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const { item } = await myBookings();
      expect(item.queryByText('Copied')).toBeNull();
      await act(async () => fireEvent.click(item.getByRole('button', { name: 'Share with friends' })));
      expect(item.getByRole('status').textContent).toBe('Copied');
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/booking-join/11`);
      await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 1));
      expect(item.getByText('Copied')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(item.queryByText('Copied')).toBeNull();
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it("copies the link that opens the booking for a friend who is not a player: it carries the booking's share token", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const shared: CustomerBooking = { ...booking, shareToken: 'j0in-T0ken_x' };
      const { item } = await myBookings({ getCustomerBookings: { ok: true, model: { next: [shared], past: [] } } });
      await act(async () => fireEvent.click(item.getByRole('button', { name: 'Share with friends' })));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/booking-join/11?token=j0in-T0ken_x`);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});

describe('the public booking page (/booking/{bookingToken})', () => {
  it("links each booking to its join page with the page's token, which the join page needs for a private booking", async () => {
    await renderApp({
      path: '/booking/tok-11',
      operations: {
        getBookingByToken: { ok: true, model: { next: [{ ...booking, canCancel: false }], past: [] } },
        getTurnstilesEnabled: false,
      },
    });
    const link = await screen.findByRole('link', { name: 'Padel match' });
    expect(link.getAttribute('href')).toBe('/booking-join/11?token=tok-11');
  });
});
