// /bookings-byplace[/{bookingTypeId}]: the list of bookings to join as the player sees it (doc 2 §2, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../app/test-app';
import type { FakeRoutes } from '../../stores/test-support';
import { freePlace, matchPlayer, openMatch } from '../booking-support/match-fixtures';

quietPageTests();

const CRASH_TEXT = 'Oops! Technical problems. Please try again in a few minutes.';
const LIST = 'POST /api/publicbookings/byplace-list';
const TYPES = {
  ok: true,
  model: [
    { id: 1, name: 'Padel', concept: 'Booking' },
    { id: 2, name: 'Padel matches', concept: 'Match', byPlace: true, allowCreateBookByPlace: true },
    { id: 3, name: 'Yoga class', concept: 'School', byPlace: true },
  ],
};
// Marta 3.25 and Pedro 3.5: the card's star shows their average with 1 decimal, 3.4.
const match = (overrides: object = {}) =>
  openMatch({ players: [matchPlayer(1, 'Marta', 0, { level: 3.25 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)], ...overrides });

async function byPlace(path: string, routes: FakeRoutes = {}, loggedIn = true) {
  const view = await renderApp({
    path,
    loggedIn,
    routes: { 'GET /api/publicbookings/booking-types-list': TYPES, [LIST]: { ok: true, data: [match()] }, ...routes },
  });
  return { ...view, main: within(screen.getByRole('main')) };
}

describe('the by-place list (doc 2 §2)', () => {
  it('offers ALL and each by-place type, and Create match when the chosen type allows it', async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23');
    const types = within(await main.findByRole('group', { name: 'Booking types' }));
    await types.findByRole('link', { name: 'Padel matches' });
    expect(types.getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Padel matches', 'Yoga class']);
    expect(types.getByRole('link', { name: 'Padel matches' }).getAttribute('aria-current')).toBe('page');
    expect(main.getByRole('link', { name: 'Create match' }).getAttribute('href')).toBe('/bookings/2');
  });

  it('has no Create match link for a type that does not allow creating', async () => {
    const { main } = await byPlace('/bookings-byplace/3?date=2026-11-23');
    await main.findByRole('link', { name: 'Yoga class' });
    expect(main.queryByRole('link', { name: 'Create match' })).toBeNull();
  });

  it('groups the cards Monday to Sunday and shows the player banner of each', async () => {
    const sunday = match({ id: 42, title: 'Sunday match', date: '2026-11-29' });
    const { main, fetch } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [sunday, match()] } });
    const days = await main.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['Monday', 'Sunday']);
    const card = within(main.getAllByRole('article')[0]!);
    expect(card.getByRole('link', { name: 'Evening match' })).toBeTruthy();
    // The level star: the players' average with 1 decimal.
    expect(card.getByLabelText('Level 3.4').textContent).toBe('★ 3.4');
    expect(card.getAllByText('Free Place')).toHaveLength(2);
    expect(card.getByText('2/4')).toBeTruthy();
    expect(card.getByText('Competitive')).toBeTruthy();
    expect(card.getByText('2.5 to 4.5')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Join Evening match, 2026-11-23 19:00' })).toBeTruthy();
    expect(fetch.calls.find((call) => call.path === '/api/publicbookings/byplace-list')?.body).toMatchObject({ date: '2026-11-23', bookingTypeId: 2 });
  });

  it('says there is nothing to join on an empty day', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23', { [LIST]: { ok: true, data: [] } });
    expect(await main.findByText('Oops! There is nothing you can join')).toBeTruthy();
    expect(main.getByText('Try changing the date')).toBeTruthy();
  });

  it('asks a visitor to log in first, coming back to this list', async () => {
    const { main, root } = await byPlace('/bookings-byplace/2?date=2026-11-23', {}, false);
    fireEvent.click(await main.findByRole('button', { name: /^Join Evening match/ }));
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/bookings-byplace/2?date=2026-11-23');
  });

  it('sends a booking with a floor map to the map of its date', async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match({ bookingTemplateId: 9 })] } });
    fireEvent.click(await main.findByRole('button', { name: /^Join Evening match/ }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/booking-visual/41/9?date=2026-11-23'));
  });

  it('confirms, pre-books and lands on my bookings when the booking is free', async () => {
    const prebook = vi.fn(() => ({ ok: true, errorMsg: null, model: { serviceFree: true, sale: null, description: 'Evening match' } }));
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', {
      'POST /api/publicbookings/byplace-prebook-place/7/41/5': prebook,
      'GET /api/publicbookings/customer-bookings/7': { ok: true, model: [] },
    });
    fireEvent.click(await main.findByRole('button', { name: /^Join Evening match/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join this booking?' }));
    expect(dialog.getByText('You are joining Padel matches.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer-bookings'));
    expect(prebook).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and stays on the list", async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', {
      'POST /api/publicbookings/byplace-prebook-place/7/41/5': { ok: false, errorMsg: 'Max players reached' },
    });
    fireEvent.click(await main.findByRole('button', { name: /^Join Evening match/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Join' }));
    expect((await main.findByRole('alert')).textContent).toBe('Max players reached');
    expect(window.location.pathname).toBe('/bookings-byplace/2');
  });

  it('opens the booking popup for the place chosen on the map, with Add to Cart', async () => {
    await byPlace('/bookings-byplace?date=2026-11-23&bookingId=41&placeId=33&place=B1', {
      'GET /api/publicbookings/info/41': { ok: true, model: { booking: match({ resourceName: 'Padel 1' }) } },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padel matches' }));
    expect(dialog.getByText('B1')).toBeTruthy();
    expect(dialog.getByText('Padel 1')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it('shows the crash text for a wrong bookingId in the query', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23&bookingId=999', {
      'GET /api/publicbookings/info/999': () => new Response('nope', { status: 404 }),
    });
    expect(await main.findByText(CRASH_TEXT)).toBeTruthy();
  });
});
