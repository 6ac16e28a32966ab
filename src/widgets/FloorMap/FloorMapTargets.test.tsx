// The floor map on a phone (issue 35): however small the map is drawn, each place is a 44×44 px target, and the
// hint says to tap a free place (no "press Tab and Enter").
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

quietPageTests();

/** The map as a 390 px phone draws it: 800 map units in 280 px (0.35 px a unit); the places 140×100 units, 49×35 px. */
const DRAWN_WIDTH_PX = 280;
const MAP_WIDTH = 800;

class DrawnAt280 {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: DRAWN_WIDTH_PX } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', DrawnAt280);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const place = (id: number, label: string, x: number) => ({
  id,
  place: label,
  configJson: JSON.stringify({ label, col: 1, translation: `${x} 100`, shape: { type: 'rect', x: 0, y: 0, width: 140, height: 100 } }),
});
const INFO: OperationAnswer<'getBookingTemplateInfo'> = {
  ok: true,
  model: {
    templateMap: { configJson: JSON.stringify({ width: MAP_WIDTH, height: 500 }) },
    allowSeeParticipants: false,
    places: [place(31, 'A1', 170), place(33, 'B1', 490)],
    participants: [],
  },
};

describe('the floor map as a phone draws it (issue 35)', () => {
  it('gives every place a tap area of at least 44×44 px, around the place it draws', async () => {
    await renderApp({ path: '/booking-visual/3/9?date=2026-11-27', loggedIn: true, operations: { getBookingTemplateInfo: INFO, listByPlaceBookings: { ok: true, data: [] } } });
    const map = within(await screen.findByRole('group', { name: 'Floor map' }));
    const scale = DRAWN_WIDTH_PX / MAP_WIDTH;
    for (const name of ['A1: Not booked', 'B1: Not booked']) {
      const hit = map.getByRole('button', { name }).querySelector('rect.floor-map__hit')!;
      const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((attribute) => Number(hit.getAttribute(attribute)));
      expect(width! * scale).toBeGreaterThanOrEqual(44);
      expect(height! * scale).toBeGreaterThanOrEqual(44);
      // Centred on the place: 140 units wide already (49 px), 100 tall grown to 44 px.
      expect(x! + width! / 2).toBeCloseTo(70);
      expect(y! + height! / 2).toBeCloseTo(50);
    }
  });

  it('says to tap a free place, not to press Tab and Enter', async () => {
    await renderApp({ path: '/booking-visual/3/9?date=2026-11-27', loggedIn: true, operations: { getBookingTemplateInfo: INFO, listByPlaceBookings: { ok: true, data: [] } } });
    expect(await screen.findByText('Tap a free place to take it.')).toBeTruthy();
    expect(screen.queryByText(/Tab/)).toBeNull();
  });
});
