// Issue 27 on the booking page: a day whose opening has not come shows the window instead of the grid, the
// request sheet, the countdown, and after the draw the result — against a fake club server typed by the contract.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../generated/api';
import { quietPageTests, renderApp } from '../../../../tests/support/test-app';
import type { OperationAnswer } from '../../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../../tests/support/test-root';
import { Countdown } from './Countdown';

quietPageTests();

type Opening = components['schemas']['Opening'];
type OpeningChoice = components['schemas']['OpeningChoice'];

const DAY = '2026-12-11'; // a Friday; the club is in Madrid (UTC+1 in December)
const NOW = '2026-12-10T22:20:00.000Z'; // Thursday 23:20 club time: inside the window
const PATH = `/bookings/1?date=${DAY}`;
const OPENING = 'getBookingOpening';
const REQUEST_PUT = 'putBookingOpeningRequest';
const REQUEST_DELETE = 'deleteBookingOpeningRequest';
const SETTINGS = { Title: 'Club Demo', Uploads: '/uploads/', TimeZone: 'Europe/Madrid', DateFormat: 'dd/MM/yyyy HH:mm' };

const padel: components['schemas']['BookingType'] = { id: 1, name: 'Padel', maxParticipants: 4, anticipationMins: 20160, opening: { windowMins: 60, maxRequests: 3, maxWins: 1 } };
const slot = (start: string) => ({
  id: start,
  start,
  durations: [60, 90],
  priceByDuration: { '60': { amount: 20, isSpecialPrice: false }, '90': { amount: 28, isSpecialPrice: false } },
});
const courts = [
  { id: 1, name: 'Padel 1', type: 'Padel', image: null, showNameOnline: true, timeTable: [slot('2026-12-11T17:30:00.000Z'), slot('2026-12-11T18:00:00.000Z')] },
  { id: 3, name: 'Padel 3', type: 'Padel', image: null, showNameOnline: true, timeTable: [slot('2026-12-11T18:00:00.000Z')] },
];

// The day's grid as getBookingOpening offers it for a request (the list answers no slots for a day in its window).
const slots: Opening['slots'] = [
  { resourceId: 1, resourceName: 'Padel 1', startTime: '18:30', durations: [60, 90] },
  { resourceId: 1, resourceName: 'Padel 1', startTime: '19:00', durations: [60, 90] },
  { resourceId: 3, resourceName: 'Padel 3', startTime: '19:00', durations: [60, 90] },
];
const emptyDay: OperationAnswer<'listBookingAvailability'> = { ok: true, model: { list: courts.map((court) => ({ ...court, timeTable: [] })) } };

function opening(overrides: Partial<Opening> = {}): Opening {
  return {
    bookingTypeId: 1,
    date: DAY,
    state: 'requesting',
    windowOpensAt: '2026-12-10T22:00:00.000Z',
    opensAt: '2026-12-10T23:00:00.000Z',
    maxRequests: 3,
    maxWins: 1,
    requestCount: 41,
    slots,
    myRequest: null,
    myResult: null,
    ...overrides,
  };
}

const envelope = (model: Opening): OperationAnswer<typeof OPENING> => ({ ok: true, errorMsg: null, model });

async function page(answer: Opening | (() => OperationAnswer<typeof OPENING>), operations: FakeOperations = {}, loggedIn = true, path = PATH) {
  const view = await renderApp({
    path,
    loggedIn,
    settings: SETTINGS,
    operations: {
      getBookingFiltersByType: { ok: true, model: { bookingTypes: [padel] } },
      listAvailableDates: { ok: true, model: { dates: [] } },
      listBookingAvailability: { ok: true, model: { list: courts } },
      [OPENING]: typeof answer === 'function' ? answer : envelope(answer),
      ...operations,
    },
  });
  return { ...view, main: within(screen.getByRole('main')) };
}

describe('the opening window on the booking page (issue 27)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('before the window: says when the day opens and when requests open, counts down, and shows no grid', async () => {
    vi.setSystemTime(new Date('2026-12-10T21:30:00.000Z'));
    const { main, fetch } = await page(opening({ state: 'closed', requestCount: 0 }));
    expect(await main.findByRole('heading', { name: 'Opens Friday at 00:00' })).toBeTruthy();
    expect(main.getByText(/You can ask for your slots from Thursday at 23:00\./)).toBeTruthy();
    expect(main.getByRole('timer', { name: 'Requests open in 00:30:00' }).textContent).toBe('00:30:00');
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
    expect(main.queryByRole('button', { name: 'Ask for slots' })).toBeNull();
    expect(fetch.calls.find((call) => call.path === '/api/publicbookings/opening')?.query.toString()).toBe(`bookingTypeId=1&date=${DAY}`);
  });

  it('inside the window: "Opens Friday at 00:00 — ask for your slots now", the players so far, the time left', async () => {
    const { main } = await page(opening());
    expect(await main.findByRole('heading', { name: 'Opens Friday at 00:00 — ask for your slots now' })).toBeTruthy();
    expect(main.getByText('41 players have asked so far')).toBeTruthy();
    const timer = main.getByRole('timer');
    expect(timer.textContent).toBe('00:40:00');
    // A timer, not a live region: a screen reader is not interrupted every second.
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toBeNull();
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
    expect(main.queryByLabelText('Duration')).toBeNull();
  });

  it('the date strip reaches the day that opens next (two days after the 14), marked Soon, not Fully booked, and opens on it', async () => {
    // Thursday 10 December, 23:20 in Madrid: the 14 days run to the 23rd; the 24th opened at midnight, the 25th is in its window.
    // No day in the address: the two are on the strip's first page, not behind More dates.
    const { main } = await page(opening({ date: '2026-12-25' }), {}, true, '/bookings/1');
    const strip = within(await main.findByRole('navigation', { name: 'Dates' }));
    const days = strip.getAllByRole('button').filter((button) => button.dataset.date);
    expect(days).toHaveLength(16);
    expect(days.slice(-3).map((day) => day.dataset.date)).toEqual(['2026-12-23', '2026-12-24', '2026-12-25']);
    await waitFor(() => expect(days[0]!.dataset.full).toBe('true'));
    for (const day of days.slice(-2)) {
      expect(day.textContent).toContain('Soon');
      expect(day.textContent).not.toContain('Fully booked');
    }
    expect(days.at(-3)!.textContent).toContain('Fully booked');
    expect(days[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(strip.queryByRole('button', { name: 'More dates' })).toBeNull();
  });

  it('scrolls the strip so the chosen day is in sight', async () => {
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    const realRect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('date-strip')) return { left: 0, right: 390, width: 390, top: 0, bottom: 60, height: 60, x: 0, y: 0, toJSON: () => ({}) };
      if (this.getAttribute('aria-pressed') === 'true') return { left: 1200, right: 1272, width: 72, top: 0, bottom: 60, height: 60, x: 1200, y: 0, toJSON: () => ({}) };
      return realRect.call(this);
    });
    try {
      const { main } = await page(opening({ date: '2026-12-25' }), {}, true, '/bookings/1?date=2026-12-25');
      await main.findByRole('navigation', { name: 'Dates' });
      await waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ left: 1200 - (390 - 72) / 2 }));
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('a visitor who asks is sent to log in, back to this day', async () => {
    const { main, root } = await page(opening(), {}, false);
    fireEvent.click(await main.findByRole('button', { name: 'Ask for slots' }));
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe(PATH);
  });

  it('the request sheet: choices in order of preference (any court or a court), reordered, removed, then sent', async () => {
    let sent: unknown = null;
    let current = opening();
    const { main, fetch } = await page(() => envelope(current), {
      [REQUEST_PUT]: (request: FakeRequest) => {
        sent = request.body;
        current = opening({ requestCount: 42, myRequest: { choices: (request.body as { choices: OpeningChoice[] }).choices, updatedAt: NOW } });
        return envelope(current);
      },
    });
    fireEvent.click(await main.findByRole('button', { name: 'Ask for slots' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your slots for Friday, December 11' }));
    expect(sheet.getByText('Choose up to 3 slots, your favourite first.')).toBeTruthy();
    const send = sheet.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    const add = () => fireEvent.click(sheet.getByRole('button', { name: 'Add to my choices' }));
    fireEvent.change(sheet.getByLabelText('Time'), { target: { value: '19:00' } });
    fireEvent.change(sheet.getByLabelText('Duration'), { target: { value: '90' } });
    add(); // any court, 19:00, 90 min
    fireEvent.change(sheet.getByLabelText('Court'), { target: { value: '3' } });
    add(); // Padel 3: 19:00 (its only time), 90 min kept
    fireEvent.change(sheet.getByLabelText('Court'), { target: { value: '1' } });
    fireEvent.change(sheet.getByLabelText('Time'), { target: { value: '18:30' } });
    fireEvent.change(sheet.getByLabelText('Duration'), { target: { value: '60' } });
    add();
    const choices = () => sheet.getAllByRole('listitem').map((item) => item.querySelector('.opening-sheet__words')?.textContent);
    expect(choices()).toEqual(['Any court at 19:00, 90 min', 'Padel 3 at 19:00, 90 min', 'Padel 1 at 18:30, 60 min']);
    // The limit: a fourth choice cannot be added, and the button says why.
    expect((sheet.getByRole('button', { name: 'Add to my choices' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sheet.getByText('You have chosen the 3 slots you may ask for.')).toBeTruthy();

    fireEvent.click(sheet.getByRole('button', { name: 'Move up: Padel 1 at 18:30, 60 min' }));
    expect(choices()).toEqual(['Any court at 19:00, 90 min', 'Padel 1 at 18:30, 60 min', 'Padel 3 at 19:00, 90 min']);
    expect(sheet.getByRole('status').textContent).toBe('Padel 1 at 18:30, 60 min is now choice 2.');
    fireEvent.click(sheet.getByRole('button', { name: 'Move down: Any court at 19:00, 90 min' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Remove: Padel 3 at 19:00, 90 min' }));
    expect(choices()).toEqual(['Padel 1 at 18:30, 60 min', 'Any court at 19:00, 90 min']);
    expect((sheet.getByRole('button', { name: 'Move up: Padel 1 at 18:30, 60 min' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(sheet.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      bookingTypeId: 1,
      date: DAY,
      choices: [
        { resourceId: 1, startTime: '18:30', duration: 60 },
        { resourceId: null, startTime: '19:00', duration: 90 },
      ],
    });
    expect(await main.findByText('Request sent. Good luck in the draw!')).toBeTruthy();
    const mine = within(main.getByRole('heading', { name: 'Your request' }).parentElement!);
    await waitFor(() => expect(mine.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Padel 1 at 18:30, 60 min', 'Any court at 19:00, 90 min']));
    expect(main.getByText('42 players have asked so far')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Change my request' })).toBeTruthy();
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it("offers the day's own slots from the opening (courts named only when shown online), never another day's", async () => {
    const { main, fetch } = await page(
      opening({
        slots: [
          { resourceId: 1, resourceName: 'Padel 1', startTime: '08:00', durations: [60] },
          { resourceId: 2, resourceName: null, startTime: '08:00', durations: [90] },
          { resourceId: 1, resourceName: 'Padel 1', startTime: '07:30', durations: [90, 60] },
        ],
      }),
      { listBookingAvailability: emptyDay },
    );
    fireEvent.click(await main.findByRole('button', { name: 'Ask for slots' }));
    const sheet = within(await screen.findByRole('dialog'));
    const values = (label: string) => [...(sheet.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);
    expect(values('Time')).toEqual(['07:30', '08:00']);
    expect(values('Duration')).toEqual(['60 min', '90 min']);
    expect(values('Court')).toEqual(['Any court', 'Padel 1', 'Court']);
    fireEvent.change(sheet.getByLabelText('Court'), { target: { value: '2' } });
    expect(values('Time')).toEqual(['08:00']);
    expect(values('Duration')).toEqual(['90 min']);
    // Only the shown day's list is read: no stand-in from a week earlier.
    expect(fetch.calls.filter((call) => call.path === '/api/publicbookings/list').map((call) => (call.body as { date: string }).date)).toEqual([DAY]);
  });

  it("shows the server's refusal in the sheet and keeps the choices", async () => {
    const { main } = await page(opening({ myRequest: { choices: [{ resourceId: 3, startTime: '19:00', duration: 90 }], updatedAt: NOW } }), {
      [REQUEST_PUT]: () => Response.json({ ok: false, errorMsg: "This day's draw has been made" }, { status: 409 }),
    });
    fireEvent.click(await main.findByRole('button', { name: 'Change my request' }));
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(sheet.getByRole('button', { name: 'Update request' }));
    expect((await sheet.findByRole('alert')).textContent).toBe("This day's draw has been made");
    expect(sheet.getAllByRole('listitem')).toHaveLength(1);
  });

  it('withdraws the request', async () => {
    let current = opening({ myRequest: { choices: [{ resourceId: null, startTime: '19:00', duration: 90 }], updatedAt: NOW } });
    const { main, fetch } = await page(() => envelope(current), {
      [REQUEST_DELETE]: () => {
        current = opening();
        return envelope(current);
      },
    });
    expect(await main.findByText('Any court at 19:00, 90 min')).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: 'Withdraw my request' }));
    expect(await main.findByText('Your request was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(main.queryByRole('heading', { name: 'Your request' })).toBeNull());
    expect(fetch.calls.find((call) => call.method === 'DELETE')?.query.toString()).toBe(`bookingTypeId=1&date=${DAY}`);
    expect(main.getByRole('button', { name: 'Ask for slots' })).toBeTruthy();
  });

  it("keeps Withdraw busy while it is sent, sends it once for a second tap, and shows the server's refusal keeping the request", async () => {
    let answer!: (response: Response) => void;
    const withdraw = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { main } = await page(opening({ myRequest: { choices: [{ resourceId: null, startTime: '19:00', duration: 90 }], updatedAt: NOW } }), { [REQUEST_DELETE]: withdraw });
    const button = await main.findByRole('button', { name: 'Withdraw my request' });
    fireEvent.click(button);
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    answer(Response.json({ ok: false, errorMsg: "This day's draw has been made" }, { status: 409 }));
    expect((await main.findByRole('alert')).textContent).toBe("This day's draw has been made");
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(main.getByText('Any court at 19:00, 90 min')).toBeTruthy();
    expect(main.queryByText('Your request was withdrawn.')).toBeNull();
  });
});

describe('after the draw (issue 27)', () => {
  afterEach(() => vi.useRealTimers());

  it('while drawing, says so and asks again two seconds later; then shows "not drawn" over the free slots', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-12-10T23:00:01.000Z'));
    let reads = 0;
    await page(() => {
      reads += 1;
      return envelope(reads === 1 ? opening({ state: 'drawing' }) : opening({ state: 'open', myResult: { outcome: 'lost', bookingId: null, choice: null } }));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Drawing the slots…' })).toBeTruthy();
    expect(main.queryByRole('grid', { name: 'Timetable' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(reads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads).toBe(2);
    expect(main.getByText('Not drawn this time — these are still free')).toBeTruthy();
    expect(main.getByRole('grid', { name: 'Timetable' })).toBeTruthy();
  });

  it('a won slot: "You got Padel 3 at 19:00 — pay by 00:30", and Pay takes the hold to the checkout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T23:05:00.000Z'));
    const hold: components['schemas']['CustomerBooking'] = {
      id: 77,
      description: 'Padel',
      bookingType: 'Padel',
      duration: 90,
      resourceName: 'Padel 3',
      start: '2026-12-11T18:00:00.000Z',
      canCancel: true,
      status: 'Pending',
      payUntil: '2026-12-10T23:30:00.000Z',
      toPay: { id: 900, saleNumber: 'S-900', title: 'Padel 3', total: 28, pending: 28, paymentType: 1, cancelUrl: 'publicbookings/cancel/77/7' },
    };
    const { main, root } = await page(opening({ state: 'open', myResult: { outcome: 'won', bookingId: 77, choice: { resourceId: 3, startTime: '19:00', duration: 90 } } }), {
      getCustomerBookings: { ok: true, model: { next: [hold], past: [] } },
    });
    expect(await main.findByText('You got Padel 3 at 19:00 — pay by 00:30')).toBeTruthy();
    expect(main.getByRole('grid', { name: 'Timetable' })).toBeTruthy();
    await act(async () => fireEvent.click(main.getByRole('button', { name: 'Pay' })));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales).toEqual([expect.objectContaining({ id: 900, pending: 28, paymentDeadline: hold.payUntil })]);
  });

  it('a day of a type without a window, or already open with nothing asked, shows the grid as before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T23:05:00.000Z'));
    const { main } = await page(opening({ state: 'open' }));
    expect(await main.findByRole('grid', { name: 'Timetable' })).toBeTruthy();
    expect(main.queryByRole('heading', { name: /Opens/ })).toBeNull();
    expect(main.queryByText(/Not drawn|You got/)).toBeNull();
  });
});

describe('the countdown', () => {
  afterEach(() => vi.useRealTimers());

  it("hydrates the server's page a moment later without a mismatch, then runs", async () => {
    vi.useFakeTimers();
    const countdown = <Countdown until="2026-12-10T23:00:00.000Z" label="Opens in" onDone={() => undefined} />;
    vi.setSystemTime(new Date('2026-12-10T22:59:50.000Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(countdown);
    document.body.append(container);
    // The browser hydrates the server's HTML 1.5 s after the server rendered it.
    vi.setSystemTime(new Date('2026-12-10T22:59:51.500Z'));
    const mismatches: unknown[] = [];
    const root = await act(() => hydrateRoot(container, countdown, { onRecoverableError: (error) => void mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('timer', { name: 'Opens in 00:00:09' }).textContent).toBe('00:00:09');
    act(() => root.unmount());
    container.remove();
  });

  it('ticks every second and says once when the time is up', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-10T22:59:58.000Z'));
    const onDone = vi.fn();
    render(<Countdown until="2026-12-10T23:00:00.000Z" label="Opens in" onDone={onDone} />);
    const timer = screen.getByRole('timer', { name: 'Opens in 00:00:02' });
    expect(timer.textContent).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('00:00:01');
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('00:00:00');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
