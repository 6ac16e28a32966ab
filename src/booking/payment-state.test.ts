// "Awaiting payment" until paid (issue 35): the rules the match cards, the join page and My bookings share.
import { describe, expect, it } from 'vitest';
import { freePlace, matchPlayer, openMatch } from '../../tests/support/match-fixtures';
import { bookingPlaceState, matchPlaceState, unpaidHolds, unpaidTotal } from './payment-state';

const sale = (pending: number) => ({ id: 1, pending, total: pending });

describe('a place awaiting payment (issue 35)', () => {
  it('reads a hold waiting for its payment, and a confirmed match whose own share is unpaid, as awaiting payment', () => {
    expect(bookingPlaceState({ status: 'Pending', toPay: sale(28) })).toBe('awaitingPayment');
    expect(bookingPlaceState({ status: 'Confirmed', toPay: sale(9) })).toBe('awaitingPayment');
  });

  it('reads a booking with nothing left to pay as confirmed', () => {
    expect(bookingPlaceState({ status: 'Confirmed', toPay: null })).toBe('confirmed');
    expect(bookingPlaceState({ status: 'Confirmed', toPay: sale(0) })).toBe('confirmed');
  });

  it("reads the caller's place on a match from their debt, and nothing when they are not in", () => {
    const owing = openMatch({ players: [matchPlayer(7, 'Ana', 0, { selected: true, totalDebts: 9 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)] });
    const paid = openMatch({ players: [matchPlayer(7, 'Ana', 0, { selected: true, totalDebts: 0 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)] });
    expect(matchPlaceState(owing)).toBe('awaitingPayment');
    expect(matchPlaceState(paid)).toBe('confirmed');
    expect(matchPlaceState(openMatch())).toBeNull();
  });

  it('lists the unpaid holds and what they come to', () => {
    const holds = unpaidHolds([
      { id: 1, status: 'Pending', toPay: sale(28.1) },
      { id: 2, status: 'Confirmed', toPay: null },
      { id: 3, status: 'Confirmed', toPay: sale(9.2) },
    ]);
    expect(holds.map((booking) => booking.id)).toEqual([1, 3]);
    expect(unpaidTotal(holds)).toBe(37.3);
  });
});
