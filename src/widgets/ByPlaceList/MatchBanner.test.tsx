// A match card's one action (issue 24): Join while a place is free; on a full match, the way to its waitlist.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import { matchPlayer, openMatch } from '../../../tests/support/match-fixtures';

quietPageTests();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a match card on the by-place list', () => {
  it('offers the waitlist on the match page instead of a Join that could only be refused on a full match', async () => {
    const players = [matchPlayer(1, 'Marta', 0), matchPlayer(2, 'Pedro', 0), matchPlayer(3, 'Eva', 1), matchPlayer(4, 'Luis', 1)];
    const full = openMatch({ id: 45, title: 'Full match', participantsIn: 4, players });
    await renderApp({
      path: '/bookings-byplace/2?date=2026-11-23',
      loggedIn: true,
      operations: {
        listBookingTypes: { ok: true, model: [{ id: 2, name: 'Padel matches', concept: 'Match', byPlace: true }] },
        listByPlaceBookings: { ok: true, data: [full, openMatch()] },
      },
    });
    const main = within(screen.getByRole('main'));
    const fullCard = within((await main.findByRole('link', { name: 'Full match' })).closest('article')!);
    expect(fullCard.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(fullCard.getByRole('link', { name: 'Join the waitlist of Full match, Mon Nov 23 19:00' }).getAttribute('href')).toBe('/booking-join/45');
    // A match with a free place keeps its Join.
    expect(main.getByRole('button', { name: /^Join · 9[.,]00\W*€?: Evening match, Mon Nov 23 19:00$/ })).toBeTruthy();
  });
});
