// /bookings-byplace[/{bookingTypeId}]: the list of bookings to join as the player sees it (doc 2 §2, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../tests/support/test-root';
import { freePlace, matchPlayer, openMatch } from '../../../tests/support/match-fixtures';

quietPageTests();

const CRASH_TEXT = 'Oops! Technical problems. Please try again in a few minutes.';
const LIST = 'listByPlaceBookings';
/** A pre-book's answer (joinBooking and joinBookingAtPlace answer alike). */
type Joined = OperationAnswer<'joinBooking'>;
const TYPES: OperationAnswer<'listBookingTypes'> = {
  ok: true,
  model: [
    { id: 1, name: 'Padel', concept: 'Booking' },
    { id: 2, name: 'Padel matches', concept: 'Match', byPlace: true, allowCreateBookByPlace: true },
    { id: 3, name: 'Yoga class', concept: 'School', byPlace: true },
  ],
};
// Marta 3.25 and Pedro 3.5: the card's star shows their average with 1 decimal, 3.4.
const match = (overrides: Partial<components['schemas']['Booking']> = {}) =>
  openMatch({ players: [matchPlayer(1, 'Marta', 0, { level: 3.25 }), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)], ...overrides });

async function byPlace(path: string, operations: FakeOperations = {}, loggedIn = true) {
  const view = await renderApp({
    path,
    loggedIn,
    operations: { listBookingTypes: TYPES, [LIST]: { ok: true, data: [match()] }, ...operations },
  });
  return { ...view, main: within(screen.getByRole('main')) };
}

/** A card's or popup's facts, term → description. */
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** A card's one-tap Join, named by what it does and for which booking ("Join · 9.00 €: Evening match, Mon Nov 23 19:00"). */
const JOIN_EVENING = /^Join · 9[.,]00\W*€?: Evening match, Mon Nov 23 19:00$/;

/** Opens the Filters sheet (the type buttons, the date, the level, the gender and the concepts live there). */
async function openFilters(main: ReturnType<typeof within>) {
  fireEvent.click(await main.findByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Filters' }));
}

// The club's day is pinned (Monday 2026-11-23, 10:00 in Madrid): only Date is faked, so the page's reads still settle.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the by-place list (doc 2 §2)', () => {
  it('offers ALL and each by-place type, and Create match when the chosen type allows it', async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23');
    expect(await main.findByRole('link', { name: 'Create match' })).toBeTruthy();
    const types = within((await openFilters(main)).getByRole('group', { name: 'Booking types' }));
    await types.findByRole('link', { name: 'Padel matches' });
    expect(types.getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Padel matches', 'Yoga class']);
    expect(types.getByRole('link', { name: 'Padel matches' }).getAttribute('aria-current')).toBe('page');
    expect(main.getByRole('link', { name: 'Create match' }).getAttribute('href')).toBe('/bookings/2');
  });

  it('has no Create match link for a type that does not allow creating', async () => {
    const { main } = await byPlace('/bookings-byplace/3?date=2026-11-23');
    await main.findByText(/^Yoga class · from/);
    expect(main.queryByRole('link', { name: 'Create match' })).toBeNull();
  });

  it('heads each day with its weekday and date in the club format, in date order when the week wraps (Friday 27 before Monday 30)', async () => {
    const friday = match({ id: 42, title: 'Friday match', date: '2026-11-27' });
    const monday = match({ id: 43, title: 'Monday match', date: '2026-11-30' });
    const saturday = match({ id: 44, title: 'Saturday match', date: '2026-11-28' });
    const { main, fetch } = await byPlace('/bookings-byplace/2?date=2026-11-27', { [LIST]: { ok: true, data: [monday, friday, saturday] } });
    const days = await main.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['Friday November 27', 'Saturday November 28', 'Monday November 30']);
    expect(within(main.getByRole('heading', { name: 'Monday November 30' }).closest('li')!).getByRole('link', { name: 'Monday match' })).toBeTruthy();
    // One grid for all the days, the headings inside it (issue 35).
    expect(new Set(main.getAllByRole('article').map((card) => card.closest('li')!.parentElement)).size).toBe(1);
    expect(fetch.calls.find((call) => call.path === '/api/publicbookings/byplace-list')?.body).toMatchObject({ date: '2026-11-27', bookingTypeId: 2 });
  });

  it('shows each card time and date first, the level range and average with 1 decimal, and one Join', async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match({ resourceName: 'Padel 4' })] } });
    const article = await main.findByRole('article');
    const card = within(article);
    // What a player scans first: the start and the day, before the title.
    expect(article.firstElementChild!.textContent).toBe('19:00Mon Nov 2390 min');
    expect(card.getByRole('link', { name: 'Evening match' })).toBeTruthy();
    expect(card.getByText('Padel 4')).toBeTruthy();
    expect(card.getByText('Competitive')).toBeTruthy();
    expect(card.getByText('2.5–4.5')).toBeTruthy();
    // The players' average (Marta 3.25, Pedro 3.5) as a named level, not a star that reads as a rating.
    expect(facts(article)['Average level']).toBe('3.4');
    expect(article.textContent).not.toContain('★');
    expect(card.getByText('2/4')).toBeTruthy();
    // One button, saying what it does and what it costs; picking the side oneself is a quiet link beside it.
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Join · 9[.,]00/)]);
    expect(card.getByRole('button', { name: JOIN_EVENING })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Choose your side' }).getAttribute('href')).toBe('/booking-join/41');
  });

  it('shows a player without a photo as the initials of the name, never as an empty circle, and a free place as a dashed +', async () => {
    const players = [matchPlayer(1, 'Carlos Pérez', 0, { logo: null }), matchPlayer(2, 'Eva', 0, { logo: 'eva.jpg' }), freePlace(11, 1), freePlace(12, 1)];
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match({ players })] } });
    const list = within(within(await main.findByRole('article')).getByRole('list', { name: 'Players' }));
    const [carlos, eva, free] = list.getAllByRole('listitem');
    expect(carlos!.querySelector('.player-avatar--initials')?.textContent).toBe('CP');
    expect(carlos!.textContent).toContain('Carlos Pérez');
    expect(eva!.querySelector('img.player-avatar')).not.toBeNull();
    expect(free!.querySelector('.player-avatar--free')?.textContent).toBe('+');
    expect(free!.textContent).toContain('Free Place');
    // Every real player has something in the circle: a photo or initials.
    for (const item of [carlos!, eva!]) expect(item.querySelector('.player-avatar--free')).toBeNull();
  });

  it('states the price per player: the share of a shared booking, the whole price of a full-payment one', async () => {
    const full = match({ id: 46, title: 'Paid by one', paymentType: 1 });
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match(), full] } });
    const [shared, whole] = await main.findAllByRole('article');
    // 36 € for 4 players: 9 € each.
    expect(within(shared!).getByText('per player').parentElement!.textContent).toMatch(/^9[.,]00 .* per player$/);
    expect(within(whole!).getByText('whole booking').parentElement!.textContent).toMatch(/^36[.,]00 .* whole booking$/);
  });

  it('keeps the filters behind one Filters button that counts the active ones', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23');
    await main.findAllByRole('article');
    // Today's list of every type: no count.
    expect(main.getByRole('button', { name: /^Filters/ }).textContent).toBe('Filters');
    expect(main.queryByRole('combobox')).toBeNull();
    expect(main.queryByRole('checkbox')).toBeNull();
    const sheet = await openFilters(main);
    fireEvent.change(sheet.getByRole('combobox', { name: 'Level' }), { target: { value: '3.5' } });
    fireEvent.click(sheet.getByRole('checkbox', { name: 'Matches' }));
    fireEvent.change(sheet.getByLabelText('Date'), { target: { value: '2026-11-25' } });
    fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = main.getByRole('button', { name: /^Filters/ });
    expect(button.textContent).toBe('Filters33 active filters');
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(main.getByText(/^All · from/).textContent).toBe('All · from Wed Nov 25');
  });

  it('says there is nothing to join on an empty day', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23', { [LIST]: { ok: true, data: [] } });
    expect(await main.findByText('Oops! There is nothing you can join')).toBeTruthy();
    expect(main.getByText('Try changing the date')).toBeTruthy();
  });

  it('asks a visitor to log in first, coming back to this list', async () => {
    const { main, root } = await byPlace('/bookings-byplace/2?date=2026-11-23', {}, false);
    fireEvent.click(await main.findByRole('button', { name: JOIN_EVENING }));
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/bookings-byplace/2?date=2026-11-23');
  });

  it('keeps the floor map of its date for a player who wants to choose the place', async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match({ bookingTemplateId: 9 })] } });
    fireEvent.click(await main.findByRole('link', { name: 'Choose your place' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/booking-visual/41/9?date=2026-11-23'));
  });

  it('takes the place in one tap and lands on my bookings when the booking is free', async () => {
    const prebook = vi.fn((): Joined => ({ ok: true, errorMsg: null, model: { serviceFree: true, sale: null, description: 'Evening match' } }));
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', {
      joinBooking: prebook,
      getCustomerBookings: { ok: true, model: { next: [], past: [] } },
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN_EVENING }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer-bookings'));
    expect(screen.queryByRole('dialog', { name: 'Join this booking?' })).toBeNull();
    expect(prebook).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal on the card tapped and stays on the list", async () => {
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', {
      joinBooking: { ok: false, errorMsg: 'Max players reached' },
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN_EVENING }));
    expect((await within(main.getByRole('article')).findByRole('alert')).textContent).toBe('Max players reached');
    expect(window.location.pathname).toBe('/bookings-byplace/2');
  });

  it('opens the booking popup for the place chosen on the map, with Join and the price', async () => {
    await byPlace('/bookings-byplace?date=2026-11-23&bookingId=41&placeId=33&place=B1', {
      getBookingInfo: { ok: true, model: { booking: match({ resourceName: 'Padel 1' }) } },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padel matches' }));
    expect(dialog.getByText('B1')).toBeTruthy();
    expect(dialog.getByText('Padel 1')).toBeTruthy();
    expect(dialog.getByRole('button', { name: /^Join · 9[.,]00/ })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows the crash text for a wrong bookingId in the query', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23&bookingId=999', {
      getBookingInfo: () => new Response('nope', { status: 404 }),
    });
    expect(await main.findByText(CRASH_TEXT)).toBeTruthy();
  });

  it('says No bookings by place available when no type is booked by place for the concepts asked', async () => {
    const { main } = await byPlace('/bookings-byplace?date=2026-11-23&events=true');
    expect(await main.findByText('No bookings by place available')).toBeTruthy();
    expect(main.queryByRole('article')).toBeNull();
    expect(main.queryByText('Oops! There is nothing you can join')).toBeNull();
  });
});

describe('the by-place list: the date, the card layouts, joining and the place popup (doc 2 §2, §5)', () => {
  const SALE: components['schemas']['Sale'] = {
    id: 501,
    saleNumber: 'S-501',
    title: 'Padel matches',
    description: 'Padel matches, 2026-11-23 19:00',
    total: 9,
    pending: 9,
    paymentType: 3,
    cancelUrl: 'publicbookings/leave/41/7',
  };

  it('lists the bookings of the date chosen in the date picker', async () => {
    const { main, fetch } = await byPlace('/bookings-byplace/2?date=2026-11-23');
    fireEvent.change((await openFilters(main)).getByLabelText('Date'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('date')).toBe('2026-11-25'));
    await waitFor(() =>
      expect(fetch.calls.filter((call) => call.path === '/api/publicbookings/byplace-list').at(-1)?.body).toMatchObject({ date: '2026-11-25', bookingTypeId: 2 }),
    );
  });

  it('shows on each card the date and start, the duration, the gender, the range and the price', async () => {
    const friendly = match({ id: 45, title: 'Friendly one', modifyLevel: false, gender: 'Open', minLevel: 1, maxLevel: 2.5 });
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [match(), friendly] } });
    const [competitive, other] = await main.findAllByRole('article');
    expect(facts(competitive!)).toMatchObject({ Players: '2/4', Gender: 'Mixed' });
    expect(within(competitive!).getByText('19:00')).toBeTruthy();
    expect(within(competitive!).getByText('Mon Nov 23')).toBeTruthy();
    expect(within(competitive!).getByText('90 min')).toBeTruthy();
    expect(within(competitive!).queryByText('Friendly')).toBeNull();
    expect(within(other!).getByText('Friendly')).toBeTruthy();
    expect(within(other!).getByText('1.0–2.5')).toBeTruthy();
    expect(facts(other!).Gender).toBe('Open');
  });

  it('shows names and levels when the booking has fewer than 5 places, only the first 6 places and an ellipsis above 6', async () => {
    const small = match();
    const players = Array.from({ length: 8 }, (_, index) => (index < 3 ? matchPlayer(index + 1, `Player ${index + 1}`, 0, { level: 2 }) : freePlace(20 + index, 1)));
    const big = match({ id: 44, title: 'Americano', maxParticipants: 8, participantsIn: 3, players });
    const { main } = await byPlace('/bookings-byplace/2?date=2026-11-23', { [LIST]: { ok: true, data: [small, big] } });
    const [first, second] = await main.findAllByRole('article');
    const smallPlayers = within(within(first!).getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(smallPlayers.map((item) => item.textContent)).toEqual(['MMarta3.3', '+Free Place', 'PPedro3.5', '+Free Place']);
    const bigPlayers = within(within(second!).getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    // 6 places and the ellipsis for the 2 more; names are kept for screen readers only, levels not shown.
    expect(bigPlayers).toHaveLength(7);
    expect(bigPlayers.at(-1)!.getAttribute('aria-label')).toBe('2 more places');
    expect(bigPlayers.at(-1)!.textContent).toBe('…');
    expect(within(within(second!).getByRole('list', { name: 'Players' })).queryByText('2.0')).toBeNull();
  });

  it('takes the place in one tap, puts the share in the cart and goes to the checkout when the booking is not free', async () => {
    const { main, root } = await byPlace('/bookings-byplace/2?date=2026-11-23', {
      joinBooking: { ok: true, errorMsg: null, model: { serviceFree: false, sale: SALE } },
    });
    fireEvent.click(await main.findByRole('button', { name: JOIN_EVENING }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => [line.id, line.pending, line.cancelUrl])).toEqual([[501, 9, 'publicbookings/leave/41/7']]);
  });

  it('shows the booking popup of the place chosen on the map with every fact, and Join takes that place', async () => {
    const prebook = vi.fn((): Joined => ({ ok: true, errorMsg: null, model: { serviceFree: false, sale: SALE } }));
    const { root } = await byPlace('/bookings-byplace?date=2026-11-23&bookingId=41&placeId=33&place=B1', {
      getBookingInfo: { ok: true, model: { booking: match({ resourceName: 'Padel 1' }) } },
      joinBookingAtPlace: prebook,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Padel matches' });
    expect(facts(dialog)).toMatchObject({ Start: '19:00', Duration: '90 min', Date: 'Mon Nov 23', 'Level range': '2.5–4.5', Players: '2/4', Place: 'B1' });
    expect(facts(dialog).Price).toMatch(/9[.,]00/);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Join · 9[.,]00/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(prebook).toHaveBeenCalledTimes(1);
    expect(root.cart.sales.map((line) => line.id)).toEqual([501]);
  });

  it("keeps Join busy while the place is being taken, sends one request for a second tap, then shows the server's refusal", async () => {
    let answer!: (body: Joined) => void;
    const prebook = vi.fn(() => new Promise<Joined>((resolve) => (answer = resolve)));
    await byPlace('/bookings-byplace?date=2026-11-23&bookingId=41&placeId=33&place=B1', {
      getBookingInfo: { ok: true, model: { booking: match() } },
      joinBookingAtPlace: prebook,
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padel matches' }));
    const add = dialog.getByRole('button', { name: /^Join · 9[.,]00/ });
    fireEvent.click(add);
    await waitFor(() => expect(prebook).toHaveBeenCalledTimes(1));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add);
    answer({ ok: false, errorMsg: 'This place was just taken' });
    expect((await dialog.findByRole('alert')).textContent).toBe('This place was just taken');
    expect(prebook).toHaveBeenCalledTimes(1);
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(window.location.pathname).toBe('/bookings-byplace');
  });

  it('says Please login or register when a visitor adds a place to the cart', async () => {
    await byPlace('/bookings-byplace?date=2026-11-23&bookingId=41&placeId=33&place=B1', { getBookingInfo: { ok: true, model: { booking: match() } } }, false);
    const dialog = within(await screen.findByRole('dialog', { name: 'Padel matches' }));
    fireEvent.click(dialog.getByRole('button', { name: /^Join · 9[.,]00/ }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Please login or register.');
    expect(window.location.pathname).toBe('/bookings-byplace');
  });
});

describe('the filters of the by-place list (issue 13: level, gender, concept)', () => {
  type ListBody = { level?: number; gender?: string; concepts?: string[] };
  const yoga = match({ id: 43, title: 'Yoga for all', concept: 'School', gender: 'Open', minLevel: null, maxLevel: null });
  // The server keeps the bookings of the concepts asked, as the real one does.
  const byConcept = (request: FakeRequest): OperationAnswer<typeof LIST> => {
    const { concepts } = request.body as ListBody;
    return { ok: true, data: [match(), yoga].filter((booking) => !concepts || concepts.includes(booking.concept as string)) };
  };
  const lastBody = (calls: FakeRequest[]) => calls.filter((call) => call.path === '/api/publicbookings/byplace-list').at(-1)?.body as ListBody;
  const cardTitles = (main: ReturnType<typeof within>) => main.queryAllByRole('article').map((card: HTMLElement) => within(card).getAllByRole('link')[0]!.textContent);

  it('asks the server for the level, gender and concepts chosen, keeps them in the address, and clears them', async () => {
    const { main, fetch } = await byPlace('/bookings-byplace?date=2026-11-23', { [LIST]: byConcept });
    await main.findAllByRole('article');
    const filters = within((await openFilters(main)).getByRole('group', { name: 'Filters' }));
    expect(lastBody(fetch.calls)).toEqual({ date: '2026-11-23', customerId: 7 });
    const level = filters.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
    expect([...level.options].map((option) => option.textContent)).toEqual(['Any level', ...Array.from({ length: 15 }, (_, index) => (index / 2).toFixed(1))]);
    fireEvent.change(level, { target: { value: '3.5' } });
    const gender = filters.getByRole('combobox', { name: 'Gender' }) as HTMLSelectElement;
    expect([...gender.options].map((option) => option.textContent)).toEqual(['Any gender', 'Male', 'Female', 'Mixed', 'Open']);
    fireEvent.change(gender, { target: { value: 'Mixed' } });
    fireEvent.click(filters.getByRole('checkbox', { name: 'Matches' }));
    await waitFor(() => expect(lastBody(fetch.calls)).toEqual({ date: '2026-11-23', customerId: 7, level: 3.5, gender: 'Mixed', concepts: ['Match'] }));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ date: '2026-11-23', level: '3.5', gender: 'Mixed', matches: 'true' });
    await waitFor(() => expect(cardTitles(main)).toEqual(['Evening match']));
    // A type button keeps the filters.
    expect(screen.getByRole('link', { name: 'Padel matches' }).getAttribute('href')).toBe('/bookings-byplace/2?date=2026-11-23&level=3.5&gender=Mixed&matches=true');
    fireEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe('?date=2026-11-23'));
    expect(level.value).toBe('');
    expect(gender.value).toBe('');
    expect((filters.getByRole('checkbox', { name: 'Matches' }) as HTMLInputElement).checked).toBe(false);
    expect(filters.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await waitFor(() => expect(cardTitles(main)).toEqual(['Evening match', 'Yoga for all']));
  });

  it('lists only the school classes with ?school=true: the cards, the type buttons and the ticked box agree', async () => {
    const { main, fetch } = await byPlace('/bookings-byplace?date=2026-11-23&school=true', { [LIST]: byConcept });
    await waitFor(() => expect(cardTitles(main)).toEqual(['Yoga for all']));
    expect(lastBody(fetch.calls).concepts).toEqual(['School']);
    const sheet = await openFilters(main);
    const types = within(sheet.getByRole('group', { name: 'Booking types' }));
    expect(types.getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Yoga class']);
    const filters = within(sheet.getByRole('group', { name: 'Filters' }));
    expect((filters.getByRole('checkbox', { name: 'School classes' }) as HTMLInputElement).checked).toBe(true);
    expect((filters.getByRole('checkbox', { name: 'Matches' }) as HTMLInputElement).checked).toBe(false);
  });

  it('lists matches and events together with ?matches=true&events=true, and ignores a level that is not a number', async () => {
    const { main, fetch } = await byPlace('/bookings-byplace?date=2026-11-23&matches=true&events=true&level=high&gender=Robot', { [LIST]: byConcept });
    await waitFor(() => expect(cardTitles(main)).toEqual(['Evening match']));
    expect(lastBody(fetch.calls)).toEqual({ date: '2026-11-23', customerId: 7, concepts: ['Match', 'Event'] });
  });
});
