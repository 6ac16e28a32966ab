// The booking page's day (issue 35): the part of the day or a time chosen first, then the courts free then; today
// opens at its next part, the choice stays while the player moves between days, and a wide screen shows the parts as
// stacked bands with a price in each cell.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { FakeRequest } from '../../../tests/support/test-root';

import { onScreen } from '../../../tests/support/booking-page-screen';

quietPageTests();

const slot = (day: string, time: string, amount = 20) => ({
  id: `${day}-${time}`,
  start: `${day}T${time}:00.000Z`,
  sstart: null,
  durations: [60],
  priceByDuration: { '60': { amount, isSpecialPrice: false, price: amount, netPrice: amount } },
  noOnlineBlocks: [],
});
/** Each day: Padel 1 free at 09:00, 15:00 and 19:00; Padel 2 only at 20:00 (the test club's clock is UTC). */
const courtsOn = (day: string) => [
  { id: 1, name: 'Padel 1', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot(day, '09:00'), slot(day, '15:00'), slot(day, '19:00', 24)] },
  { id: 2, name: 'Padel 2', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot(day, '20:00', 26)] },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T16:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function dayPage(path: string) {
  await renderApp({
    path,
    loggedIn: true,
    operations: {
      getBookingFiltersByType: { ok: true, model: { bookingTypes: [{ id: 1, name: 'Padel court', maxParticipants: 4 }] } },
      listAvailableDates: { ok: true, model: { dates: ['2026-11-23', '2026-11-24'] } },
      listBookingAvailability: (request: FakeRequest) => {
        const day = (request.body as { date: string }).date;
        // Today the server lists no start before now (16:30): only the evening is left.
        const courts = courtsOn(day).map((court) => ({ ...court, timeTable: court.timeTable.filter((each) => day !== '2026-11-23' || each.start > '2026-11-23T16:30') }));
        return { ok: true, model: { list: courts } };
      },
    },
  });
  return within(screen.getByRole('main'));
}

/** The chips on screen, court by court: "Padel 1: 09:00 15:00". */
function chips(main: ReturnType<typeof within>): string[] {
  return main.getAllByRole('region', { name: /^Padel/ }).map((court: HTMLElement) => {
    const times = [...court.querySelectorAll('.slot-chip__time')].map((time) => time.textContent);
    return `${court.querySelector('h3')?.textContent}: ${times.join(' ')}`.trim();
  });
}

describe('the day on a 390 px phone', () => {
  it('shows only the evening once Evening is chosen, and keeps it when the player moves to another day', async () => {
    onScreen(390);
    const main = await dayPage('/bookings/1?date=2026-11-24');
    await main.findByRole('region', { name: 'Timetable' });
    // Another day opens at the whole day.
    expect((main.getByRole('radio', { name: 'All day' }) as HTMLInputElement).checked).toBe(true);
    expect(chips(main)).toEqual(['Padel 1: 09:00 15:00 19:00', 'Padel 2: 20:00']);
    fireEvent.click(main.getByRole('radio', { name: 'Evening' }));
    expect(chips(main)).toEqual(['Padel 1: 19:00', 'Padel 2: 20:00']);
    fireEvent.click(main.getByRole('navigation', { name: 'Dates' }).querySelector('[data-date="2026-11-25"]')!);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe('2026-11-25'));
    await waitFor(() => expect(main.getByRole('region', { name: 'Padel 1' }).textContent).toContain('19:00'));
    expect((main.getByRole('radio', { name: 'Evening' }) as HTMLInputElement).checked).toBe(true);
    expect(chips(main)).toEqual(['Padel 1: 19:00', 'Padel 2: 20:00']);
  });

  it('shows only the courts free at a chosen time', async () => {
    onScreen(390);
    const main = await dayPage('/bookings/1?date=2026-11-24');
    fireEvent.change(await main.findByRole('combobox', { name: 'Time' }), { target: { value: '20:00' } });
    expect(chips(main)).toEqual(['Padel 2: 20:00']);
    fireEvent.change(main.getByRole('combobox', { name: 'Time' }), { target: { value: '' } });
    expect(chips(main)).toEqual(['Padel 1: 09:00 15:00 19:00', 'Padel 2: 20:00']);
  });

  it('opens today at its next part of the day; a part with nothing free left cannot be chosen', async () => {
    onScreen(390);
    const main = await dayPage('/bookings/1');
    await main.findByRole('region', { name: 'Timetable' });
    expect((main.getByRole('radio', { name: 'Evening' }) as HTMLInputElement).checked).toBe(true);
    expect((main.getByRole('radio', { name: 'Morning' }) as HTMLInputElement).disabled).toBe(true);
    expect(chips(main)).toEqual(['Padel 1: 19:00', 'Padel 2: 20:00']);
  });
});

describe('the day on a 1280 px screen', () => {
  it('shows the whole day as one band per part, each time once and a price in each free cell', async () => {
    onScreen(1280);
    const main = await dayPage('/bookings/1?date=2026-11-24');
    const grid = await main.findByRole('grid', { name: 'Timetable' });
    const heads = within(grid)
      .getAllByRole('rowgroup')
      .map((band) =>
        within(band)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      );
    expect(heads).toEqual([
      ['Morning', '09:00'],
      ['Afternoon', '15:00'],
      ['Evening', '19:00', '20:00'],
    ]);
    expect(within(grid).getByRole('button', { name: /^19:00, Padel 1: free/ }).textContent).toMatch(/^24[.,]00/);
    fireEvent.click(main.getByRole('radio', { name: 'Afternoon' }));
    expect(within(grid).getAllByRole('rowgroup')).toHaveLength(1);
  });
});
