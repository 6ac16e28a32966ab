// /booking-join/{bookingId}: teams, the Join button, the team popup, the success popup, Pay and the waitlist (doc 2 §2, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../tests/support/test-root';
import { freePlace, matchPlayer, openMatch } from '../../../tests/support/match-fixtures';

quietPageTests();

const INFO = 'getBookingInfo';
const PREBOOK = 'joinBooking';
type Joined = OperationAnswer<typeof PREBOOK>;
type Player = components['schemas']['Player'];

const sale: components['schemas']['Sale'] = {
  id: 501,
  saleNumber: 'S-501',
  title: 'Padel matches',
  description: 'Padel matches, 2026-11-27 19:00',
  total: 9,
  pending: 9,
  paymentType: 3,
  // A club that takes a card retention for a match's share says so on the sale: the cart keeps it.
  withRetention: true,
  cancelUrl: 'publicbookings/leave/41/7',
};
const joined = (serviceFree = false): Joined => ({ ok: true, errorMsg: null, model: serviceFree ? { serviceFree: true, sale: null } : { serviceFree: false, sale } });

async function joinPage(operations: FakeOperations = {}, loggedIn = true) {
  const view = await renderApp({ path: '/booking-join/41', loggedIn, operations: { [INFO]: { ok: true, model: { booking: openMatch() } }, ...operations } });
  const main = within(screen.getByRole('main'));
  await main.findByRole('region', { name: 'Team 1' });
  return { ...view, main };
}

describe('the join page (doc 2 §2)', () => {
  it("sends the public page's token with the read, so a visitor with the link sees a private booking", async () => {
    const asked: FakeRequest[] = [];
    await renderApp({
      path: '/booking-join/41?token=tok-41',
      loggedIn: false,
      operations: { [INFO]: (request: FakeRequest) => (asked.push(request), { ok: true, model: { booking: openMatch() } }) },
    });
    await within(screen.getByRole('main')).findByRole('region', { name: 'Team 1' });
    expect(asked.map((request) => request.query.get('bookingToken'))).toEqual(['tok-41']);
  });

  it("writes levels with the spec's decimals in the club's separator: 1 beside a player and in the summary's range, written 2,5–4,5 as on every page (issue 35)", async () => {
    await renderApp({
      path: '/booking-join/41',
      loggedIn: true,
      settings: { Title: 'Club', DecimalSeparator: ',' },
      operations: { [INFO]: { ok: true, model: { booking: openMatch() } } },
    });
    const main = within(screen.getByRole('main'));
    const team = within(await main.findByRole('region', { name: 'Team 1' }));
    expect(team.getByText('Level 3,5')).toBeTruthy();
    expect(main.getByText(/2,5–4,5/)).toBeTruthy();
  });

  it('shows both teams with their Free Place places, each a way to pick that side, and Join with the share of the price', async () => {
    const { main } = await joinPage();
    expect(
      within(main.getByRole('region', { name: 'Team 1' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MartaLevel 3.5', 'Free Place Join Team 1']);
    expect(within(main.getByRole('region', { name: 'Team 2' })).getByRole('button', { name: 'Free Place Join Team 2' })).toBeTruthy();
    expect(main.getByRole('button', { name: /^Join · / }).textContent).toMatch(/^Join · 9[.,]00/);
  });

  it("draws a player without a photo as their initials and a free place as a dashed '+', never the same empty circle", async () => {
    const { main } = await joinPage();
    const [marta, free] = within(main.getByRole('region', { name: 'Team 1' })).getAllByRole('listitem');
    const avatar = (item: HTMLElement | undefined) => item!.querySelector('.booking-join__avatar')!;
    expect(avatar(marta).classList.contains('booking-join__avatar--initials')).toBe(true);
    expect(avatar(marta).getAttribute('data-initials')).toBe('M');
    expect(avatar(free).classList.contains('booking-join__avatar--free')).toBe(true);
  });

  it("shows the joiner's share in the summary, not the booking's total", async () => {
    const { main } = await joinPage();
    expect(main.getByText('Your share').nextElementSibling?.textContent).toMatch(/9[.,]00/);
    expect(main.queryByText('Total price')).toBeNull();
  });

  it('shows no price for a full-payment booking, on Join nor in the summary: a joiner owes nothing of its total', async () => {
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking: openMatch({ paymentType: 1 }) } } });
    expect(main.getByRole('button', { name: 'Join' }).textContent).toBe('Join');
    expect(main.queryByText('Total price')).toBeNull();
    expect(main.queryByText('Your share')).toBeNull();
    expect(main.queryByText(/36[.,]00/)).toBeNull();
  });

  it('checks allowJoin before offering Join: a booking not open to joining offers none', async () => {
    const prebook = vi.fn(() => joined());
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking: openMatch({ allowJoin: false }) } }, [PREBOOK]: prebook });
    expect(main.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(main.getByText('This booking is not open to joining.')).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    expect(prebook).not.toHaveBeenCalled();
  });

  it('lets the player pick a side with its free place, then congratulates and offers Pay, which fills the cart', async () => {
    const calls: FakeRequest[] = [];
    const { main, root } = await joinPage({ [PREBOOK]: (request: FakeRequest) => (calls.push(request), joined()) });
    fireEvent.click(within(main.getByRole('region', { name: 'Team 2' })).getByRole('button', { name: 'Free Place Join Team 2' }));
    const success = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    expect(calls.map((call) => call.body)).toEqual([{ team: 1 }]);
    expect(success.getByText('You have successfully signed up.')).toBeTruthy();
    // The title congratulates; the text under it does not say it a second time.
    expect(screen.getByRole('dialog', { name: 'Congratulations!' }).textContent?.match(/Congratulations!/g)).toHaveLength(1);
    expect(success.getByText('You can pay your share now by clicking the button.')).toBeTruthy();
    fireEvent.click(success.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => [line.id, line.pending, line.cancelUrl, line.withRetention])).toEqual([[501, 9, 'publicbookings/leave/41/7', true]]);
  });

  it('puts the player on the only team with a free place without asking', async () => {
    const calls: FakeRequest[] = [];
    const booking = openMatch({ participantsIn: 3, players: [matchPlayer(1, 'Marta', 0), matchPlayer(3, 'Lucía', 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)] });
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking } }, [PREBOOK]: (request: FakeRequest) => (calls.push(request), joined()) });
    fireEvent.click(main.getByRole('button', { name: /^Join · / }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(screen.queryByRole('dialog', { name: 'Choose your team' })).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([{ team: 1 }]);
  });

  it('offers no payment when the service is free, only the way to my bookings', async () => {
    const booking = openMatch({ players: [matchPlayer(1, 'Marta', 0), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), matchPlayer(3, 'Lucía', 1)] });
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking } }, [PREBOOK]: joined(true) });
    fireEvent.click(main.getByRole('button', { name: /^Join/ }));
    const success = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    expect(success.queryByText('You can pay your share now by clicking the button.')).toBeNull();
    expect(success.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(success.getByRole('button', { name: 'Go to my bookings' })).toBeTruthy();
  });

  it("shows the server's refusal under Join (the level range, a team just filled)", async () => {
    const booking = openMatch({ players: [matchPlayer(1, 'Marta', 0), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), matchPlayer(3, 'Lucía', 1)] });
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking } }, [PREBOOK]: { ok: false, errorMsg: 'This match is for levels 2.5 to 4.5: your level is 1.8' } });
    fireEvent.click(main.getByRole('button', { name: /^Join/ }));
    expect((await main.findByRole('alert')).textContent).toBe('This match is for levels 2.5 to 4.5: your level is 1.8');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Join busy while the place is being taken and sends one request for a second tap', async () => {
    const booking = openMatch({ players: [matchPlayer(1, 'Marta', 0), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), matchPlayer(3, 'Lucía', 1)] });
    let answer!: (body: Joined) => void;
    const prebook = vi.fn(() => new Promise<Joined>((resolve) => (answer = resolve)));
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking } }, [PREBOOK]: prebook });
    const join = main.getByRole('button', { name: /^Join/ }) as HTMLButtonElement;
    fireEvent.click(join);
    await waitFor(() => expect(prebook).toHaveBeenCalledTimes(1));
    expect(join.disabled).toBe(true);
    fireEvent.click(join);
    answer({ ok: false, errorMsg: 'Max players reached' });
    expect((await main.findByRole('alert')).textContent).toBe('Max players reached');
    expect(prebook).toHaveBeenCalledTimes(1);
    expect(join.disabled).toBe(false);
  });

  it('shows a player already in their debt and no Join', async () => {
    const booking = openMatch({ players: [matchPlayer(7, 'Ana', 0, { selected: true, totalDebts: 9 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)] });
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking } } });
    expect(main.getByText('You owe', { exact: false }).textContent).toMatch(/You owe\s*9[.,]00/);
    expect(main.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('asks a visitor to log in, coming back to this page', async () => {
    const { main, root } = await joinPage({}, false);
    fireEvent.click(main.getByRole('button', { name: /^Join · / }));
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/booking-join/41');
  });

  it('sends a past booking to its results', async () => {
    await renderApp({
      path: '/booking-join/41',
      loggedIn: true,
      operations: { [INFO]: { ok: true, model: { booking: openMatch({ isPast: true }) } } },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/booking-results/41'));
  });

  it('offers the waitlist on a full match and tells the place in line', async () => {
    const booking = openMatch({ participantsIn: 4, players: [matchPlayer(1, 'Marta', 0), matchPlayer(3, 'Lucía', 0), matchPlayer(2, 'Pedro', 1), matchPlayer(4, 'Carlos', 1)] });
    let line: NonNullable<OperationAnswer<'getWaitlistPlace'>['model']> = { status: 'None', position: null, offerExpiresAt: null, waiting: 1 };
    const { main } = await joinPage({
      [INFO]: { ok: true, model: { booking } },
      getWaitlistPlace: () => ({ ok: true, errorMsg: null, model: line }),
      joinWaitlist: () => {
        line = { status: 'Waiting', position: 2, offerExpiresAt: null, waiting: 2 };
        return { ok: true, errorMsg: null, model: line };
      },
    });
    expect(main.getByText('This match is full.')).toBeTruthy();
    fireEvent.click(await main.findByRole('button', { name: 'Join the waitlist' }));
    expect(await main.findByText('You are number 2 of 2 on the waitlist.')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
  });

  it('says Max players reached when Join is tried on a full booking, the waitlist offer following it', async () => {
    const full = openMatch({ participantsIn: 4, players: [matchPlayer(1, 'Marta', 0), matchPlayer(3, 'Lucía', 0), matchPlayer(2, 'Pedro', 1), matchPlayer(4, 'Carlos', 1)] });
    const waitlist: FakeOperations = { getWaitlistPlace: { ok: true, errorMsg: null, model: { status: 'None', position: null, offerExpiresAt: null, waiting: 0 } } };
    const prebook = vi.fn(() => joined());
    const { main } = await joinPage({ [INFO]: { ok: true, model: { booking: full } }, [PREBOOK]: prebook, ...waitlist });
    fireEvent.click(main.getByRole('button', { name: /^Join · / }));
    expect(main.getByRole('alert').textContent).toBe('Max players reached');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prebook).not.toHaveBeenCalled();
    expect(await main.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('says Max players reached when the last place went to another player meanwhile', async () => {
    // The page still showed a free place; another player took it first.
    const lastPlace = openMatch({ participantsIn: 3, players: [matchPlayer(1, 'Marta', 0), matchPlayer(3, 'Lucía', 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)] });
    const view = await joinPage({ [INFO]: { ok: true, model: { booking: lastPlace } }, [PREBOOK]: { ok: false, errorMsg: 'Max players reached' } });
    fireEvent.click(view.main.getByRole('button', { name: /^Join · / }));
    expect((await view.main.findByRole('alert')).textContent).toBe('Max players reached');
  });
});

describe('changing team (PUT publicbookings/update-team, doc 2 §7)', () => {
  const UPDATE_TEAM = 'updateBookingTeam';
  const withAna = (players: Player[]): OperationAnswer<typeof INFO> => ({ ok: true, model: { booking: openMatch({ players }) } });

  it('lets a player of a match move to the other team while it has a free place, and shows the teams again', async () => {
    const moves: FakeRequest[] = [];
    let answer = withAna([matchPlayer(70, 'Ana', 0, { customerId: 7, selected: true, totalDebts: 9 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)]);
    const { main } = await joinPage({
      [INFO]: () => answer,
      [UPDATE_TEAM]: (request: FakeRequest) => {
        moves.push(request);
        answer = withAna([freePlace(12, 0), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), matchPlayer(70, 'Ana', 1, { customerId: 7, selected: true, totalDebts: 9 })]);
        return { ok: true, errorMsg: null };
      },
    });
    fireEvent.click(main.getByRole('button', { name: 'Move to Team 2' }));
    expect((await main.findByText('You are now in Team 2.')).getAttribute('role')).toBe('status');
    expect(moves.map((move) => move.body)).toEqual([{ id: 70, team: 1 }]);
    await waitFor(() => expect(within(main.getByRole('region', { name: 'Team 2' })).getByText('Ana')).toBeTruthy());
    // Now Team 1 has the free places: Ana may move back.
    expect(main.getByRole('button', { name: 'Move to Team 1' })).toBeTruthy();
  });

  it('offers no team change when the other team is full', async () => {
    const { main } = await joinPage({
      [INFO]: withAna([matchPlayer(70, 'Ana', 0, { customerId: 7, selected: true }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), matchPlayer(3, 'Lucía', 1)]),
    });
    expect(main.getByText('You owe', { exact: false })).toBeTruthy();
    expect(main.queryByRole('button', { name: /^Move to/ })).toBeNull();
  });

  it('offers no team change outside a match', async () => {
    const ana: Player = { ...matchPlayer(70, 'Ana', 0, { customerId: 7, selected: true }), team: -1 };
    const event = openMatch({ concept: 'Event', players: [ana, { ...freePlace(11, 0), team: -1 }] });
    await renderApp({ path: '/booking-join/41', loggedIn: true, operations: { [INFO]: { ok: true, model: { booking: event } } } });
    const main = within(screen.getByRole('main'));
    await main.findByRole('region', { name: 'Players' });
    expect(main.queryByRole('button', { name: /^Move to/ })).toBeNull();
  });

  it("shows the server's refusal when the other team filled meanwhile", async () => {
    const { main } = await joinPage({
      [INFO]: withAna([matchPlayer(70, 'Ana', 0, { customerId: 7, selected: true }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)]),
      [UPDATE_TEAM]: { ok: false, errorMsg: 'Team 2 is full: choose the other team' },
    });
    fireEvent.click(main.getByRole('button', { name: 'Move to Team 2' }));
    expect((await main.findByRole('alert')).textContent).toBe('Team 2 is full: choose the other team');
  });
});
