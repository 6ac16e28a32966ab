// A slot taken while the player looks at the day (issue 40: the live stream reloads the day when someone books
// elsewhere): it stays where it was, unavailable, and a quiet note (a polite live region) says so; the grid's columns
// and the phone's chips do not move, and the sheet of a slot the player had chosen closes.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import { onScreen } from '../../../tests/support/booking-page-screen';

quietPageTests();

const DAY = '2026-11-24';
const slot = (time: string) => ({
  id: `${DAY}-${time}`,
  start: `${DAY}T${time}:00.000Z`,
  sstart: null,
  durations: [60],
  priceByDuration: { '60': { amount: 20, isSpecialPrice: false, price: 20, netPrice: 20 } },
  noOnlineBlocks: [],
});

/** Padel 1 free at 19:00 and 20:30, Padel 2 at 20:30: once 19:00 is taken no court has it, and a plain grid would drop the column. */
let padelOne = ['19:00', '20:30'];
const courts = () => [
  { id: 1, name: 'Padel 1', type: 'Padel court', image: null, showNameOnline: true, timeTable: padelOne.map(slot) },
  { id: 2, name: 'Padel 2', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot('20:30')] },
];

beforeEach(() => {
  padelOne = ['19:00', '20:30'];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T16:30:00Z'));
});
afterEach(() => vi.useRealTimers());

async function dayPage() {
  const app = await renderApp({
    path: `/bookings/1?date=${DAY}`,
    loggedIn: true,
    operations: {
      getBookingFiltersByType: { ok: true, model: { bookingTypes: [{ id: 1, name: 'Padel court', maxParticipants: 4 }] } },
      listAvailableDates: { ok: true, model: { dates: [DAY] } },
      listBookingAvailability: () => ({ ok: true, model: { list: courts() } }),
    },
  });
  /** Someone books 19:00 on Padel 1; the live stream's event reloads the day. */
  const takenElsewhere = async () => {
    padelOne = ['20:30'];
    await act(async () => app.root.queries.invalidate('listBookingAvailability'));
  };
  return { main: within(screen.getByRole('main')), takenElsewhere };
}

describe('a slot taken while shown', () => {
  it('on a wide screen: its cell turns unavailable in place, its column stays, and the note says it quietly', async () => {
    onScreen(1280);
    const { main, takenElsewhere } = await dayPage();
    const grid = await main.findByRole('grid', { name: 'Timetable' });
    const columns = () =>
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(columns()).toEqual(['Evening', '19:00', '20:30']);
    expect(main.getByRole('status').textContent).toBe('');
    await takenElsewhere();
    await waitFor(() => expect(within(grid).queryByRole('button', { name: /^19:00, Padel 1: free/ })).toBeNull());
    expect(within(grid).getByRole('gridcell', { name: '19:00, Padel 1: not available' })).toBeTruthy();
    expect(columns()).toEqual(['Evening', '19:00', '20:30']);
    expect(main.getByRole('status').textContent).toBe('19:00, Padel 1 has just been taken');
  });

  it('on a phone: the chip stays where it was, no longer a button, and the chosen slot’s sheet closes', async () => {
    onScreen(390);
    const { main, takenElsewhere } = await dayPage();
    const court = await main.findByRole('region', { name: 'Padel 1' });
    fireEvent.click(within(court).getByRole('button', { name: /^19:00, Padel 1: free/ }));
    await screen.findByRole('button', { name: /^Continue/ });
    await takenElsewhere();
    await waitFor(() => expect(within(court).queryByRole('button', { name: /^19:00/ })).toBeNull());
    expect([...court.querySelectorAll('.slot-chip__time')].map((time) => time.textContent)).toEqual(['19:00', '20:30']);
    expect(court.textContent).toContain('19:00, Padel 1: not available');
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
    expect(main.getByRole('status').textContent).toBe('19:00, Padel 1 has just been taken');
  });
});
