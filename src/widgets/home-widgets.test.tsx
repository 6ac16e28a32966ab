import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseShellManifest } from '../engine/manifest';
import { buildShellManifest } from '../engine/club-manifest';
import { PageHost } from '../engine/PageHost';
import { ShellManifestContext } from '../engine/render-contexts';
import { renderWithEngine } from '../../tests/support/test-render';
import type { OperationAnswer } from '../../tests/support/fake-operations';
import { createTestRoot, type FakeOperations } from '../../tests/support/test-root';
import BookingTypesSection from './BookingTypesSection/BookingTypesSection';
import MatchesSection from './MatchesSection/MatchesSection';
import MembershipsSection from './MembershipsSection/MembershipsSection';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type BookingType = NonNullable<OperationAnswer<'listBookingTypes'>['model']>[number];
type ByPlaceBooking = NonNullable<OperationAnswer<'listByPlaceBookings'>['data']>[number];

const bookingTypes = Array.from({ length: 6 }, (_, index): BookingType => ({
  id: index + 1,
  name: `Type ${index + 1}`,
  concept: index === 5 ? 'School' : 'Booking',
  byPlace: index === 4,
  allowCreateBookByPlace: false,
}));

type Player = NonNullable<ByPlaceBooking['players']>[number];

const player = (id: number): Player => ({ customerId: id, name: `Player ${id}`, team: 0 });

/** A root over a fake server answering by operation, typed by the contract and checked against it. */
function root(operations: FakeOperations) {
  return createTestRoot({ operations }).root;
}

describe('home sections', () => {
  it('show the first 4 booking types, each leading to its booking page', async () => {
    renderWithEngine(<BookingTypesSection options={{ maxItems: 4 }} />, {
      root: root({
        listBookingTypes: { ok: true, model: bookingTypes },
        listAvailableDates: { ok: true, model: { dates: [] } },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Book now' });
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Type'));
    expect(links.map((link) => link.textContent)).toEqual(['Type 1', 'Type 2', 'Type 3', 'Type 4']);
    expect(links[0]?.getAttribute('href')).toBe('/bookings/1');
  });

  it("show a membership's square picture whole on its card, not cut to the card's box", async () => {
    renderWithEngine(<MembershipsSection options={{}} />, {
      root: root({
        listMemberships: { ok: true, model: [{ id: 3, productId: 30, name: 'Junior Membership', logo: 'Products/membership-junior.svg', grossPrice: 25 }] },
      }),
    });
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')?.classList.contains('item-card__image--contain')).toBe(true);
  });

  it("show each court type's price from and next free time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const slot = { start: '2026-11-26T18:30:00.000Z', durations: [60], priceByDuration: { '60': { amount: 20, price: 20 } } };
    renderWithEngine(<BookingTypesSection options={{ maxItems: 1 }} />, {
      root: root({
        listBookingTypes: { ok: true, model: bookingTypes },
        listAvailableDates: { ok: true, model: { dates: ['2026-11-26'] } },
        listBookingAvailability: { ok: true, model: { list: [{ id: 1, timeTable: [slot] }] } },
      }),
    });
    const card = within(await screen.findByRole('article'));
    expect(await card.findByText('Next free: today 18:30')).toBeTruthy();
    expect(card.getByText('from 20.00 €')).toBeTruthy();
    vi.useRealTimers();
  });

  it('show matches only, each card with up to 4 players or 3 and +N', async () => {
    const bookings = [
      { id: 10, concept: 'Match', bookingTypeName: 'Padel match', players: [1, 2, 3, 4, 5].map(player), maxParticipants: 6, participantsIn: 5 },
      { id: 11, concept: 'Match', bookingTypeName: 'Evening match', players: [1, 2, 3, 4].map(player), maxParticipants: 4, participantsIn: 4 },
      { id: 12, concept: 'Event', bookingTypeName: 'Tournament', players: [] },
    ] satisfies ByPlaceBooking[];
    renderWithEngine(<MatchesSection options={{ maxItems: 4, maxPlayers: 4 }} />, {
      root: root({ listByPlaceBookings: { ok: true, data: bookings } }),
    });
    const section = await screen.findByRole('region', { name: 'Open matches' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Padel match', 'Evening match']);
    const first = within(within(cards[0] as HTMLElement).getByRole('list', { name: 'Players' }));
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['P1Player 1', 'P2Player 2', 'P3Player 3', '+2']);
    expect(first.getByLabelText('2 more players')).toBeTruthy();
    const second = within(within(cards[1] as HTMLElement).getByRole('list', { name: 'Players' }));
    expect(second.getAllByRole('listitem')).toHaveLength(4);
  });

  it("draw each open match as the matches page's card: time and date first, level with 1 decimal in the club's separator, price per player, one Join", async () => {
    const match = {
      id: 21,
      concept: 'Match',
      bookingTypeName: 'Open padel matches',
      date: '2026-11-27',
      startHour: '18:00',
      duration: 90,
      minLevel: 3,
      maxLevel: 4.5,
      price: 36,
      paymentType: 2,
      maxParticipants: 4,
      participantsIn: 1,
      allowJoin: true,
      players: [{ customerId: 1, name: 'Carlos Pérez', team: 0, level: 3.35 }, ...[1, 2, 3].map((place): Player => ({ id: 100 + place, isPlaceholder: true, team: 1 }))],
    } satisfies ByPlaceBooking;

    const test = createTestRoot({
      api: { loadMainSettings: async () => ({ DecimalSeparator: ',', CurrencySymbol: '€' }) },
      operations: { listByPlaceBookings: { ok: true, data: [match] } },
    });
    await test.root.start();
    renderWithEngine(<MatchesSection options={{ maxItems: 4, maxPlayers: 4 }} />, { root: test.root });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('18:00')).toBeTruthy();
    expect(card.getByText('3,0–4,5')).toBeTruthy();
    expect(card.getByText('3,4')).toBeTruthy();
    expect(card.getByText('per player')).toBeTruthy();
    expect(card.getAllByText('Free Place')).toHaveLength(3);
    expect(card.getByRole('button', { name: /^Join/ })).toBeTruthy();
  });

  it('show nothing, and only log, when their list cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithEngine(<BookingTypesSection options={{}} />, {
      root: root({ listBookingTypes: { ok: false, errorMsg: 'down' } }),
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('can each be hidden by a club file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const manifest = buildShellManifest(baseShellManifest, {
      home: {
        sections: [
          { id: 'gallery', hidden: true },
          { id: 'sponsors', hidden: true },
        ],
      },
    });
    const testRoot = root({});
    testRoot.ui.setViewportWidth(1280);
    renderWithEngine(
      <ShellManifestContext.Provider value={manifest}>
        <PageHost pageId="home" />
      </ShellManifestContext.Provider>,
      { root: testRoot },
    );
    // The page and its sections' chunks load lazily: on a busy machine that takes longer than waitFor's default second.
    await vi.waitFor(() => expect(document.getElementById('testimonials')).not.toBeNull(), { timeout: 10000 });
    const anchors = [...document.querySelectorAll('.home-section')].map((element) => element.id);
    expect(anchors).not.toContain('gallery');
    expect(anchors).not.toContain('sponsors');
    expect(anchors).toContain('heroSlider');
    expect(anchors).toHaveLength(14);
  });
});
