// One tap from a match card to paying (issue 35): "Join · 9,00 €" takes a place at once — on a floor map the first
// free place of a side with room — then the cart and the checkout; a join refused while the player's holds wait
// for their payment opens a sheet with Pay now and See my bookings; a place held but unpaid reads Awaiting payment.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeOperations, FakeRequest } from '../../../tests/support/test-root';
import { freePlace, matchPlayer, openMatch } from '../../../tests/support/match-fixtures';

quietPageTests();

type Booking = components['schemas']['Booking'];
const SALE: components['schemas']['Sale'] = { id: 501, title: 'Padel matches', description: 'Padel matches, 2026-11-23 19:00', total: 9, pending: 9, paymentType: 3 };
const JOINED: OperationAnswer<'joinBooking'> = { ok: true, errorMsg: null, model: { serviceFree: false, sale: SALE } };
const JOIN = /^Join · 9[.,]00\W*€?: Evening match/;

/** A floor map of four places: A1 and A2 on Team 1's side (column 1), B1 and B2 on Team 2's (column 2). */
const placeOf = (id: number, label: string, col: 1 | 2) => ({
  id,
  place: label,
  configJson: JSON.stringify({ label, col, shape: { type: 'rect', x: 0, y: 0, width: 140, height: 100 } }),
});
const MAP: OperationAnswer<'getBookingTemplateInfo'> = {
  ok: true,
  model: {
    allowSeeParticipants: true,
    places: [placeOf(31, 'A1', 1), placeOf(32, 'A2', 1), placeOf(33, 'B1', 2), placeOf(34, 'B2', 2)],
    // Marta on A1, Pedro on B1; Lucía took A2, so Team 1 is full.
    participants: [{ bookingTemplatePlaceId: 31 }, { bookingTemplatePlaceId: 33 }, { bookingTemplatePlaceId: 32 }],
  },
};

/** Two bookings awaiting payment, as My bookings lists them: a court hold and a joined match's share. */
const HOLDS: OperationAnswer<'getCustomerBookings'> = {
  ok: true,
  model: {
    next: [
      { id: 71, description: 'Padel court', bookingType: 'Padel', duration: 90, start: '2026-11-24T18:00:00.000Z', status: 'Pending', toPay: { id: 701, pending: 28, total: 28 } },
      {
        id: 72,
        description: 'Friday match',
        bookingType: 'Padel matches',
        duration: 90,
        start: '2026-11-27T18:00:00.000Z',
        status: 'Confirmed',
        toPay: { id: 702, pending: 9, total: 9 },
      },
      { id: 73, description: 'Paid court', bookingType: 'Padel', duration: 60, start: '2026-11-28T18:00:00.000Z', status: 'Confirmed', toPay: null },
    ],
    past: [],
  },
};

async function list(bookings: Booking[], operations: FakeOperations = {}) {
  const view = await renderApp({
    path: '/bookings-byplace/2?date=2026-11-23',
    loggedIn: true,
    operations: {
      listBookingTypes: { ok: true, model: [{ id: 2, name: 'Padel matches', concept: 'Match', byPlace: true }] },
      listByPlaceBookings: { ok: true, data: bookings },
      ...operations,
    },
  });
  return { ...view, main: within(screen.getByRole('main')) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('joining from a match card in one tap (issue 35)', () => {
  it('takes the first free place on the side with room on a floor-map match, with no map and no confirmation on the way', async () => {
    const players = [matchPlayer(1, 'Marta', 0), matchPlayer(3, 'Lucía', 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)];
    const atPlace = vi.fn((request: FakeRequest) => (void request, JOINED));
    const { main, root } = await list([openMatch({ bookingTemplateId: 9, participantsIn: 3, players })], {
      getBookingTemplateInfo: MAP,
      joinBookingAtPlace: atPlace,
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    // B2: the one free place of Team 2 (A1, A2 and B1 are taken), so the map shows the player where they play.
    expect(atPlace.mock.calls.map(([request]) => request.path)).toEqual(['/api/publicbookings/byplace-prebook-place/7/41/5/34']);
    expect(root.cart.sales.map((line) => [line.id, line.pending])).toEqual([[501, 9]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a sheet when the join is refused while holds wait for their payment: the reason, the holds, Pay now and See my bookings', async () => {
    const { main, root } = await list([openMatch()], {
      joinBooking: { ok: false, errorMsg: 'You have reached the limit of unpaid bookings (2): pay or cancel one in your cart before booking another', reason: 'unpaidHolds' },
      getCustomerBookings: HOLDS,
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN }));
    const sheet = within(await screen.findByRole('dialog', { name: "You can't book this yet" }));
    expect(sheet.getByText(/^You have reached the limit of unpaid bookings/)).toBeTruthy();
    expect(sheet.getByText('You have 2 bookings awaiting payment:')).toBeTruthy();
    expect(sheet.getAllByRole('listitem').map((item) => item.querySelector('strong')!.textContent)).toEqual(['Padel court', 'Friday match']);
    expect(sheet.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe('/customer-bookings');
    // Nothing hidden under the button: the reason is in the sheet, not in a line on the card.
    expect(within(main.getByRole('article')).queryByRole('alert')).toBeNull();
    fireEvent.click(sheet.getByRole('button', { name: /^Pay now · 37[.,]00/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => [line.id, line.pending])).toEqual([
      [701, 28],
      [702, 9],
    ]);
  });

  it('says a refusal on the card itself when no hold is waiting (nothing to pay first)', async () => {
    const { main } = await list([openMatch()], {
      joinBooking: { ok: false, errorMsg: 'This match is for levels 2.5 to 4.5: your level is 1.8' },
      getCustomerBookings: { ok: true, model: { next: [], past: [] } },
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN }));
    expect((await within(main.getByRole('article')).findByRole('alert')).textContent).toBe('This match is for levels 2.5 to 4.5: your level is 1.8');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the player's own place on a match card (issue 35)", () => {
  const withAna = (totalDebts: number) =>
    openMatch({
      allowJoin: false,
      participantsIn: 3,
      players: [matchPlayer(1, 'Marta', 0), matchPlayer(7, 'Ana', 0, { selected: true, totalDebts }), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)],
    });

  it('reads Awaiting payment while the share is unpaid, never Confirmed', async () => {
    const { main } = await list([withAna(9)]);
    const card = within(await main.findByRole('article'));
    expect(card.getByText('Awaiting payment')).toBeTruthy();
    expect(card.queryByText('Confirmed')).toBeNull();
    expect(card.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('reads Confirmed once the share is paid', async () => {
    const { main } = await list([withAna(0)]);
    const card = within(await main.findByRole('article'));
    expect(card.getByText('Confirmed')).toBeTruthy();
    expect(card.queryByText('Awaiting payment')).toBeNull();
  });
});
