import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseShellManifest, buildShellManifest } from '../engine/manifest';
import { PageHost } from '../engine/PageHost';
import { ShellManifestContext } from '../engine/render-contexts';
import { renderWithEngine } from '../engine/test-render';
import { createTestRoot, type FakeRoutes } from '../stores/test-support';
import BookingTypesSection from './BookingTypesSection/BookingTypesSection';
import MatchesSection from './MatchesSection/MatchesSection';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bookingTypes = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  name: `Type ${index + 1}`,
  concept: index === 5 ? 'School' : 'Booking',
  byPlace: index === 4,
  allowCreateBookByPlace: false,
}));

const player = (id: number) => ({ customerId: id, name: `Player ${id}`, team: 0 });

function root(routes: FakeRoutes) {
  return createTestRoot({ routes }).root;
}

describe('home sections', () => {
  it('show the first 4 booking types, each leading to its booking page', async () => {
    renderWithEngine(<BookingTypesSection options={{ maxItems: 4 }} />, {
      root: root({ 'GET /api/publicbookings/booking-types-list': { ok: true, model: bookingTypes } }),
    });
    const section = await screen.findByRole('region', { name: 'Book now' });
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Type'));
    expect(links.map((link) => link.textContent)).toEqual(['Type 1', 'Type 2', 'Type 3', 'Type 4']);
    expect(links[0]?.getAttribute('href')).toBe('/bookings/1');
  });

  it('show matches only, each card with up to 4 players or 3 and +N', async () => {
    const bookings = [
      { id: 10, concept: 'Match', bookingTypeName: 'Padel match', players: [1, 2, 3, 4, 5].map(player), maxParticipants: 6, participantsIn: 5 },
      { id: 11, concept: 'Match', bookingTypeName: 'Evening match', players: [1, 2, 3, 4].map(player), maxParticipants: 4, participantsIn: 4 },
      { id: 12, concept: 'Event', bookingTypeName: 'Tournament', players: [] },
    ];
    renderWithEngine(<MatchesSection options={{ maxItems: 4, maxPlayers: 4 }} />, {
      root: root({ 'POST /api/publicbookings/byplace-list': { ok: true, data: bookings } }),
    });
    const section = await screen.findByRole('region', { name: 'Open matches' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Padel match', 'Evening match']);
    const first = within(within(cards[0] as HTMLElement).getByRole('list', { name: 'Players' }));
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Player 1', 'Player 2', 'Player 3', '+2']);
    expect(first.getByLabelText('2 more players')).toBeTruthy();
    const second = within(within(cards[1] as HTMLElement).getByRole('list', { name: 'Players' }));
    expect(second.getAllByRole('listitem')).toHaveLength(4);
  });

  it('show nothing, and only log, when their list cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithEngine(<BookingTypesSection options={{}} />, {
      root: root({ 'GET /api/publicbookings/booking-types-list': { ok: false, errorMsg: 'down' } }),
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
    await vi.waitFor(() => expect(document.getElementById('testimonials')).not.toBeNull());
    const anchors = [...document.querySelectorAll('.home-section')].map((element) => element.id);
    expect(anchors).not.toContain('gallery');
    expect(anchors).not.toContain('sponsors');
    expect(anchors).toContain('heroSlider');
    expect(anchors).toHaveLength(14);
  });
});
