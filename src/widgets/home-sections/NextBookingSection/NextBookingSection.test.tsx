// Home's "Your next booking" (issue 35): when, where and with whom, the one thing to do, first on a signed-in home.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demoClub from '../../../../manifest/clubs/default.json';
import { renderApp } from '../../../../tests/support/test-app';
import { baseShellManifest } from '../../../engine/manifest';
import { buildShellManifest } from '../../../engine/club-manifest';
import { renderWithEngine } from '../../../../tests/support/test-render';
import type { components } from '../../../generated/api';
import type { ClubOverride } from '../../../generated/schemas/manifest';
import type { SiteSettings } from '../../../stores/ports';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../../tests/support/test-root';
import NextBookingSection from './NextBookingSection';

type CustomerBooking = components['schemas']['CustomerBooking'];
type MatchBooking = components['schemas']['Booking'];

const NOW = '2026-12-01T10:00:00Z';
const SETTINGS: SiteSettings = { Title: 'Club Demo', HasShop: true, Uploads: '/uploads/', TimeZone: 'Europe/Madrid', DateFormat: 'dd/MM/yyyy HH:mm' };

const court: CustomerBooking = {
  id: 1,
  description: 'Padel court · 90 min',
  bookingType: 'Padel court',
  resourceName: 'Padel 1',
  start: '2026-12-04T18:00:00.000Z',
  duration: 90,
  parentName: 'Booking',
  status: 'Confirmed',
  canCancel: true,
};
const later: CustomerBooking = { ...court, id: 2, description: 'Tennis court', resourceName: 'Tennis 1', start: '2026-12-08T09:00:00.000Z' };
const finished: CustomerBooking = { ...court, id: 3, description: 'Morning padel', start: '2026-12-01T07:00:00.000Z', duration: 60 };

const info = (players: MatchBooking['players']): FakeOperations['getBookingInfo'] => ({ ok: true, model: { booking: { id: 1, players } } });
const withLuis = info([
  { customerId: 7, name: 'Ana García', team: 0 },
  { customerId: 12, name: 'Luis Pérez', team: 0 },
  { customerId: -1, name: null, team: -1, isPlaceholder: true },
]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  };
});
afterEach(cleanup);

async function section(operations: FakeOperations, settings: SiteSettings = SETTINGS) {
  const test = createTestRoot({ api: { loadMainSettings: async () => settings }, operations: { getTurnstilesEnabled: false, getBookingInfo: withLuis, ...operations } });
  test.root.session.startSession(loginRecord());
  await test.root.start();
  const view = renderWithEngine(<NextBookingSection options={{}} />, { root: test.root });
  return { ...view, fetch: test.fetch };
}

const demoManifest = buildShellManifest(baseShellManifest, demoClub as ClubOverride);

describe("the demo club's home", () => {
  it("starts with the signed-in player's next booking: when, where and with whom", async () => {
    await renderApp({
      path: '/',
      loggedIn: true,
      settings: SETTINGS,
      manifest: demoManifest,
      operations: { getCustomerBookings: { ok: true, model: { next: [later, finished, court], past: [] } }, getTurnstilesEnabled: false, getBookingInfo: withLuis },
    });
    const next = await screen.findByRole('region', { name: 'Your next booking' }, { timeout: 5000 });
    // First on the page: no other section's heading comes before it.
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings[0]?.textContent).toBe('Your next booking');
    const card = within(next);
    expect(card.getByRole('link', { name: 'Padel court' }).getAttribute('href')).toBe('/booking-join/1');
    expect(card.getByText('Fri 4 Dec · 19:00')).toBeTruthy();
    expect(card.getByText('Padel 1')).toBeTruthy();
    expect(await card.findByText('With Luis Pérez')).toBeTruthy();
    expect(card.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/customer-bookings');
  });

  it("is not there for a visitor, who is asked for no one's bookings", async () => {
    const { fetch } = await renderApp({ path: '/', settings: SETTINGS, manifest: demoManifest });
    expect(await screen.findByRole('region', { name: 'Book now' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your next booking' })).toBeNull();
    expect(fetch.calls.some((call) => call.path.includes('customer-bookings'))).toBe(false);
  });
});

describe('your next booking', () => {
  it('shows nothing, not even an empty box, without an upcoming booking', async () => {
    const { container } = await section({ getCustomerBookings: { ok: true, model: { next: [finished], past: [court] } } });
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('shows nothing when the bookings cannot be read: home goes on without it', async () => {
    const { container } = await section({ getCustomerBookings: { ok: false, errorMsg: 'Not now' } });
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('writes the day in the order of a month-first club', async () => {
    await section({ getCustomerBookings: { ok: true, model: { next: [court], past: [] } } }, { ...SETTINGS, DateFormat: 'MM/dd/yyyy h:mm tt', TimeZone: 'America/New_York' });
    expect(await screen.findByText('Fri Dec 4 · 1:00 PM')).toBeTruthy();
  });

  it('names up to three other players and counts the rest', async () => {
    const players = [7, 21, 22, 23, 24, 25].map((customerId) => ({ customerId, name: `Player ${customerId}`, team: 0 as const }));
    await section({ getCustomerBookings: { ok: true, model: { next: [court], past: [] } }, getBookingInfo: info(players) });
    expect(await screen.findByText('With Player 21, Player 22, Player 23 +2')).toBeTruthy();
    expect(screen.queryByText(/Player 7/)).toBeNull();
  });

  it('offers Pay with the amount owed', async () => {
    const owed: CustomerBooking = { ...court, status: 'Pending', toPay: { id: 40, total: 28, pending: 9 } };
    await section({ getCustomerBookings: { ok: true, model: { next: [owed], past: [] } } });
    expect(await screen.findByRole('button', { name: /^Pay 9/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Facility' })).toBeNull();
  });

  it('opens the door near the start, showing the access code', async () => {
    const soon: CustomerBooking = { ...court, start: '2026-12-01T11:00:00.000Z' };
    await section({
      getCustomerBookings: { ok: true, model: { next: [soon], past: [] } },
      getTurnstilesEnabled: true,
      openTurnstile: { ok: true, model: { contentType: 'text', content: '4821' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access code' });
    expect(within(dialog).getByText('4821')).toBeTruthy();
  });

  it('keeps the door shut far from the start: no Open Facility days ahead', async () => {
    await section({ getCustomerBookings: { ok: true, model: { next: [court], past: [] } }, getTurnstilesEnabled: true });
    expect(await screen.findByText('Padel 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Facility' })).toBeNull();
  });
});
