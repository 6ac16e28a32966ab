// The booking page on a player's phone (issue 24): the times of each court as chips with their prices,
// the chosen slot's durations in a bottom sheet with one primary action, and /bookings as a page of types.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { FakeOperations } from '../../../tests/support/test-root';

import { onScreen } from '../../../tests/support/booking-page-screen';

quietPageTests();

type BookingType = components['schemas']['BookingType'];

const padel: BookingType = { id: 1, name: 'Padel court', maxParticipants: 4 };
const tennis: BookingType = { id: 2, name: 'Tennis court', maxParticipants: 2 };
const slot = (start: string, prices: Record<string, number>) => ({
  id: start,
  start,
  sstart: null,
  durations: Object.keys(prices).map(Number),
  priceByDuration: Object.fromEntries(Object.entries(prices).map(([minutes, amount]) => [minutes, { amount, isSpecialPrice: false, price: amount, netPrice: amount }])),
  noOnlineBlocks: [],
});
const courts = [
  {
    id: 1,
    name: 'Padel 1',
    type: 'Padel court',
    image: null,
    showNameOnline: true,
    timeTable: [slot('2026-11-24T17:00:00.000Z', { 60: 20, 90: 28 }), slot('2026-11-24T18:30:00.000Z', { 90: 28 })],
  },
  { id: 2, name: 'Padel 2', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot('2026-11-24T19:00:00.000Z', { 60: 20 })] },
  { id: 3, name: 'Padel 3', type: 'Padel court', image: null, showNameOnline: true, timeTable: [] },
];

function operationsOf(types: BookingType[] = [padel]): FakeOperations {
  return {
    getBookingFiltersByType: { ok: true, model: { bookingTypes: types } },
    getBookingFilters: { ok: true, model: { bookingTypes: types } },
    listAvailableDates: { ok: true, model: { dates: ['2026-11-23', '2026-11-24'] } },
    listBookingAvailability: { ok: true, model: { list: courts } },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function page(path: string, types?: BookingType[]) {
  const view = await renderApp({ path, loggedIn: true, operations: operationsOf(types) });
  return { ...view, main: within(screen.getByRole('main')) };
}

describe('the booking page on a 390 px phone', () => {
  it('lists each court with its free times as chips that carry the price, and no sideways grid', async () => {
    onScreen(390);
    const { main } = await page('/bookings/1?date=2026-11-24');
    const times = await main.findByRole('region', { name: 'Timetable' });
    expect(main.queryByRole('grid')).toBeNull();
    const padel1 = within(within(times).getByRole('region', { name: 'Padel 1' }));
    const chips = padel1.getAllByRole('button');
    expect(chips.map((chip) => chip.querySelector('.slot-chip__time')?.textContent)).toEqual(['17:00', '18:30']);
    // Two durations at different prices: the lowest, said "from"; one duration: its price.
    expect(chips[0]!.textContent).toMatch(/from .*20/);
    expect(chips[1]!.textContent).toMatch(/28/);
    expect(chips[1]!.textContent).not.toMatch(/from/);
    // A screen reader hears the court, the durations and the price.
    expect(padel1.getByRole('button', { name: /^17:00, Padel 1: free \(60, 90 min\), from .*20/ })).toBe(chips[0]);
    expect(within(within(times).getByRole('region', { name: 'Padel 2' })).getAllByRole('button')).toHaveLength(1);
    // A court with nothing free that day is shown and said so.
    expect(within(times).getByRole('region', { name: 'Padel 3' }).textContent).toContain('Fully booked');
  });

  it('opens the chosen time as a sheet with its durations and prices and one primary action that goes to checkout', async () => {
    onScreen(390);
    const { main } = await page('/bookings/1?date=2026-11-24');
    fireEvent.click(await main.findByRole('button', { name: /^17:00, Padel 1: free/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Padel 1 at 17:00' });
    const durations = within(within(sheet).getByRole('group', { name: 'Choose a duration' })).getAllByRole('radio');
    expect(durations.map((radio) => radio.closest('label')!.textContent)).toEqual([expect.stringMatching(/^60 min.*20/), expect.stringMatching(/^90 min.*28/)]);
    expect((durations[0] as HTMLInputElement).checked).toBe(true);
    expect(sheet.querySelectorAll('.btn--primary')).toHaveLength(1);
    const action = within(sheet).getByRole('button', { name: /^Continue/ });
    expect(action.textContent).toMatch(/20/);
    fireEvent.click(durations[1]!);
    expect(action.textContent).toMatch(/28/);
    fireEvent.click(action);
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-booking'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the sheet on Escape and stays on the booking page', async () => {
    onScreen(390);
    const { main } = await page('/bookings/1?date=2026-11-24');
    const chip = await main.findByRole('button', { name: /^18:30, Padel 1: free/ });
    fireEvent.click(chip);
    const sheet = await screen.findByRole('dialog', { name: 'Padel 1 at 18:30' });
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/bookings/1');
  });
});

describe('the booking page on a 1280 px screen', () => {
  it('keeps the grid of courts × times', async () => {
    onScreen(1280);
    const { main } = await page('/bookings/1?date=2026-11-24');
    expect(await main.findByRole('grid', { name: 'Timetable' })).toBeTruthy();
  });
});

describe('/bookings without a type', () => {
  it('shows the types to choose from as the page, not a dialog over an empty page', async () => {
    onScreen(390);
    const { main } = await page('/bookings', [padel, tennis]);
    expect(await main.findByRole('heading', { name: 'Choose what to book' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main.getByRole('link', { name: /Padel court/ }).getAttribute('href')).toBe('/bookings/1');
    expect(main.getByRole('link', { name: /Tennis court/ }).getAttribute('href')).toBe('/bookings/2');
  });
});
