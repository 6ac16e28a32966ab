// /bookingtypes (doc 2 §2): with exactly one type the customer goes straight to it; with none, the empty text.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, type FakeRequest, type FakeOperations } from '../../../tests/support/test-root';
import BookingTypesList from './BookingTypesList';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TYPES = 'listBookingTypes';
type BookingType = NonNullable<OperationAnswer<typeof TYPES>['model']>[number];

const padel: BookingType = { id: 1, name: 'Padel court', concept: 'Booking', category: 'Padel' };
const tennis: BookingType = { id: 2, name: 'Tennis court', concept: 'Booking', category: 'Tennis' };
const matches: BookingType = { id: 4, name: 'Open padel matches', concept: 'Match', category: 'Padel', byPlace: true, allowCreateBookByPlace: true };

/** Where the list sent the customer, and how (a replace keeps Back from bouncing to the list). */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${useNavigationType()} ${location.pathname}`}</p>;
}

function showList(path: string, types: BookingType[], operations: FakeOperations = {}) {
  // No free date unless a test says otherwise.
  const noDates: FakeOperations = { listAvailableDates: { ok: true, model: { dates: [] } } };
  const { root } = createTestRoot({ operations: { [TYPES]: { ok: true, model: types }, ...noDates, ...operations } });
  renderWithEngine(
    <Routes>
      <Route path="/bookingtypes" element={<BookingTypesList />} />
      <Route path="/bookings/:id" element={<Landed />} />
      <Route path="/bookings-byplace/:id" element={<Landed />} />
    </Routes>,
    { root, path },
  );
  return root;
}

describe('the booking types list', () => {
  it('goes straight to the timetable of the only booking type, replacing the list in the history', async () => {
    showList('/bookingtypes', [padel]);
    expect((await screen.findByTestId('landed')).textContent).toBe('REPLACE /bookings/1');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('goes straight to the joinable bookings when the query keys leave one by-place type', async () => {
    showList('/bookingtypes?matches=true', [padel, tennis, matches]);
    expect((await screen.findByTestId('landed')).textContent).toBe('REPLACE /bookings-byplace/4');
  });

  it('shows the empty text when the club has no booking types', async () => {
    showList('/bookingtypes', []);
    expect(await screen.findByText('No booking types available')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('shows the by-place empty text when the query keys leave no type', async () => {
    showList('/bookingtypes?school=true', [padel, tennis, matches]);
    expect(await screen.findByText('No bookings by place available')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('lists the cards and stays when there are several types (control)', async () => {
    showList('/bookingtypes', [padel, tennis]);
    expect(await screen.findByRole('link', { name: 'Padel court' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tennis court' }).getAttribute('href')).toBe('/bookings/2');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.queryByText('No booking types available')).toBeNull();
  });

  it("shows each type's price from and a real button to book or join it (issue 24)", async () => {
    showList('/bookingtypes', [{ ...padel, grossPrice: 20, netPrice: 16.53 }, matches]);
    const book = await screen.findByRole('link', { name: 'Book a court: Padel court' });
    expect(book.getAttribute('href')).toBe('/bookings/1');
    expect(book.className).toContain('btn--primary');
    expect(screen.getByText('from 20.00 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join or sign up: Open padel matches' }).getAttribute('href')).toBe('/bookings-byplace/4');
  });

  describe('next free time (issue 24)', () => {
    const DATES = 'listAvailableDates';
    const LIST = 'listBookingAvailability';
    const price = (amount: number) => ({ amount, price: amount, netPrice: null, isSpecialPrice: false });
    const slot = (start: string, durations: number[], amounts: number[] = []) => ({
      start,
      durations,
      priceByDuration: Object.fromEntries(durations.map((duration, index) => [String(duration), price(amounts[index] ?? 30)])),
    });
    const day = (date: string): OperationAnswer<typeof LIST> => ({
      ok: true,
      model: {
        list: [
          { id: 11, name: 'Padel 1', timeTable: [slot(`${date}T17:00:00.000Z`, [60], [18]), slot(`${date}T18:30:00.000Z`, [60, 90], [20, 28])] },
          { id: 12, name: 'Padel 2', timeTable: [slot(`${date}T09:00:00.000Z`, []), slot(`${date}T19:00:00.000Z`, [60], [24])] },
        ],
      },
    });

    it("shows the first free time that has not started, today, with the lowest price of the day's free slots", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T17:10:00Z'));
      const asked: FakeRequest[] = [];
      showList('/bookingtypes', [padel, matches], {
        [DATES]: (request: FakeRequest) => (asked.push(request), { ok: true, model: { dates: ['2026-11-26', '2026-11-27'] } }),
        [LIST]: (request: FakeRequest) => (asked.push(request), day((request.body as { date: string }).date)),
      });
      expect(await screen.findByText('Next free: today 18:30')).toBeTruthy();
      expect(screen.getByText('from 20.00 €')).toBeTruthy();
      // One date look-up and one day's timetable for the court type; none for the joinable matches.
      expect(asked.map((request) => (request.body as { bookingTypeId: number }).bookingTypeId)).toEqual([1, 1]);
    });

    it("is one small answer a server-rendered page inlines, not the day's timetable", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T17:10:00Z'));
      const root = showList('/bookingtypes', [padel, tennis], {
        [DATES]: { ok: true, model: { dates: ['2026-11-26'] } },
        [LIST]: (request: FakeRequest) => day((request.body as { date: string }).date),
      });
      expect(await screen.findAllByText('Next free: today 18:30')).toHaveLength(2);
      const { answers } = root.queries.answers();
      expect(answers.map((answer) => answer.key[0])).not.toContain(LIST);
      expect(answers.filter((answer) => answer.key.includes('next-free')).map((answer) => answer.data)).toEqual([
        { start: '2026-11-26T18:30:00.000Z', priceFrom: 20 },
        { start: '2026-11-26T18:30:00.000Z', priceFrom: 20 },
      ]);
    });

    it('says tomorrow when nothing is free today any more, on every court type', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T21:00:00Z'));
      showList('/bookingtypes', [padel, tennis], {
        [DATES]: { ok: true, model: { dates: ['2026-11-27'] } },
        [LIST]: (request: FakeRequest) => day((request.body as { date: string }).date),
      });
      expect(await screen.findAllByText('Next free: tomorrow 17:00')).toHaveLength(2);
    });
  });
});
