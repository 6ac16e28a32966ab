// The join page in one tap (issue 35): "Join · 9,00 €" takes the side given, with no team popup on the way; the
// player's own place reads Awaiting payment with Pay until the share is paid.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { FakeOperations, FakeRequest } from '../../../tests/support/test-root';
import { freePlace, matchPlayer, openMatch } from '../../../tests/support/match-fixtures';

quietPageTests();

async function joinPage(operations: FakeOperations) {
  const view = await renderApp({ path: '/booking-join/41', loggedIn: true, operations });
  const main = within(screen.getByRole('main'));
  await main.findByRole('region', { name: 'Team 1' });
  return { ...view, main };
}

describe('the join page in one tap (issue 35)', () => {
  it('joins on the side given when both teams have room, with no team popup, and congratulates', async () => {
    const calls: FakeRequest[] = [];
    const { main } = await joinPage({
      getBookingInfo: { ok: true, model: { booking: openMatch() } },
      joinBooking: (request: FakeRequest) => (calls.push(request), { ok: true, errorMsg: null, model: { serviceFree: false, sale: { id: 501, total: 9, pending: 9 } } }),
    });
    fireEvent.click(main.getByRole('button', { name: /^Join · 9[.,]00/ }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(screen.queryByRole('dialog', { name: 'Choose your team' })).toBeNull();
    // No team sent: the server gives the side with room.
    expect(calls.map((call) => call.body)).toEqual([{}]);
  });

  it("reads Awaiting payment on the player's own unpaid place, and Pay puts the share in the cart and opens the checkout", async () => {
    const booking = openMatch({
      allowJoin: false,
      players: [matchPlayer(7, 'Ana', 0, { selected: true, totalDebts: 9 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)],
    });
    const { main, root } = await joinPage({
      getBookingInfo: { ok: true, model: { booking } },
      getCustomerBookings: {
        ok: true,
        model: { next: [{ id: 41, description: 'Evening match', start: '2026-11-23T18:00:00.000Z', status: 'Confirmed', toPay: { id: 502, pending: 9, total: 9 } }], past: [] },
      },
    });
    expect(main.getByText('Awaiting payment')).toBeTruthy();
    expect(main.queryByText('Confirmed')).toBeNull();
    fireEvent.click(await main.findByRole('button', { name: /^Pay 9[.,]00/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => [line.id, line.pending])).toEqual([[502, 9]]);
  });

  it('reads Confirmed once the share is paid, with nothing to pay', async () => {
    const booking = openMatch({
      allowJoin: false,
      players: [matchPlayer(7, 'Ana', 0, { selected: true, totalDebts: 0 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)],
    });
    const { main } = await joinPage({ getBookingInfo: { ok: true, model: { booking } }, getCustomerBookings: { ok: true, model: { next: [], past: [] } } });
    expect(main.getByText('Confirmed')).toBeTruthy();
    expect(main.queryByText('Awaiting payment')).toBeNull();
    expect(main.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
