// /booking-visual/{bookingId}/{templateId}: the floor map as a keyboard and screen-reader user meets it (doc 2 §2, §9).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeOperations } from '../../../tests/support/test-root';

quietPageTests();

const TEMPLATE_INFO = 'getBookingTemplateInfo';
type TemplateInfo = OperationAnswer<typeof TEMPLATE_INFO>;
type Place = NonNullable<NonNullable<TemplateInfo['model']>['places']>[number];

const place = (id: number, label: string, x: number): Place => ({
  id,
  place: label,
  configJson: JSON.stringify({ label, shape: { type: 'rect', x, y: 10, width: 100, height: 80 } }),
});
const templateInfo = (allowSeeParticipants: boolean, places = [place(31, 'A1', 0), place(32, 'A2', 150), place(33, 'B1', 300)]): TemplateInfo => ({
  ok: true,
  model: {
    templateMap: { configJson: JSON.stringify({ width: 400, height: 200 }) },
    imageMap: null,
    allowSeeParticipants,
    places,
    // As the server answers it: the details only when the map allows seeing participants.
    participants: [
      allowSeeParticipants
        ? { bookingTemplatePlaceId: 32, name: 'Lucía Pérez', phone: '600 111 222', email: 'lucia@demo.club', logo: 'Customers/lucia.png' }
        : { bookingTemplatePlaceId: 32, name: null, phone: null, email: null, logo: null },
    ],
  },
});

async function floorMap(operations: FakeOperations = {}) {
  await renderApp({
    path: '/booking-visual/3/9?date=2026-11-27',
    loggedIn: true,
    operations: { [TEMPLATE_INFO]: templateInfo(false), listByPlaceBookings: { ok: true, data: [] }, ...operations },
  });
  const map = within(await screen.findByRole('group', { name: 'Floor map' }));
  return { map, places: () => map.getAllByRole('button') };
}

describe('the floor map (doc 2 §2)', () => {
  it('names each place by its label and state; free places are in the tab order, taken ones are not', async () => {
    const { map, places } = await floorMap();
    expect(places().map((element) => element.getAttribute('aria-label'))).toEqual(['A1: Not booked', 'A2: Booked', 'B1: Not booked']);
    const taken = map.getByRole('button', { name: 'A2: Booked' });
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    expect(taken.getAttribute('tabindex')).toBe('-1');
    for (const name of ['A1: Not booked', 'B1: Not booked']) expect(map.getByRole('button', { name }).getAttribute('tabindex')).toBe('0');
  });

  it('says for 4 seconds that a tapped taken place is booked, and stays on the map', async () => {
    const { map } = await floorMap();
    vi.useFakeTimers();
    try {
      fireEvent.click(map.getByRole('button', { name: 'A2: Booked' }));
      expect(screen.getByRole('status').textContent).toBe('A2 is already booked: choose a free place.');
      expect(window.location.pathname).toBe('/booking-visual/3/9');
      act(() => vi.advanceTimersByTime(3999));
      expect(screen.getByRole('status').textContent).toBe('A2 is already booked: choose a free place.');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows who booked a place only when the club lets participants be seen', async () => {
    const { map } = await floorMap({ [TEMPLATE_INFO]: templateInfo(true) });
    expect(map.getByRole('button', { name: 'A2: Booked by Lucía Pérez · 600 111 222 · lucia@demo.club' })).toBeTruthy();
  });

  it("shows the booker's logo with the name, phone and e-mail in the tooltip line of a booked place", async () => {
    const { map } = await floorMap({ [TEMPLATE_INFO]: templateInfo(true) });
    expect(screen.queryByRole('img', { name: /^Logo of/ })).toBeNull();
    fireEvent.mouseEnter(map.getByRole('button', { name: /^A2: Booked by/ }));
    const logo = await screen.findByRole('img', { name: 'Logo of Lucía Pérez' });
    expect(logo.getAttribute('src')).toMatch(/\/Customers\/lucia\.png$/);
    expect(screen.getByText('A2: Booked by Lucía Pérez · 600 111 222 · lucia@demo.club', { selector: 'p' })).toBeTruthy();
    // A free place has no one to show.
    fireEvent.focus(map.getByRole('button', { name: 'A1: Not booked' }));
    expect(screen.getByText('A1: Not booked', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Logo of/ })).toBeNull();
  });

  it('shows Booked and no logo when the map hides participants', async () => {
    const { map } = await floorMap({ [TEMPLATE_INFO]: templateInfo(false) });
    fireEvent.mouseEnter(map.getByRole('button', { name: 'A2: Booked' }));
    expect(screen.getByText('A2: Booked', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Logo of/ })).toBeNull();
    expect(screen.queryByText(/Lucía/)).toBeNull();
  });

  it('draws a path place by its definition and a rect place at its size, each label at the default font size 20', async () => {
    const path: Place = {
      id: 34,
      place: 'C1',
      configJson: JSON.stringify({ label: 'C1', translation: '10 20', rotation: 90, shape: { type: 'path', definition: 'M0 0 L50 0 L50 50 Z' } }),
    };
    const { map } = await floorMap({ [TEMPLATE_INFO]: templateInfo(false, [place(31, 'A1', 0), place(32, 'A2', 150), place(33, 'B1', 300), path]) });
    const drawn = map.getByRole('button', { name: 'C1: Not booked' });
    expect(drawn.getAttribute('transform')).toBe('translate(10 20) rotate(90)');
    expect(drawn.querySelector('path')?.getAttribute('d')).toBe('M0 0 L50 0 L50 50 Z');
    const rect = map.getByRole('button', { name: 'A2: Booked' }).querySelector('rect');
    expect([rect?.getAttribute('x'), rect?.getAttribute('width'), rect?.getAttribute('height')]).toEqual(['150', '100', '80']);
    expect(map.getAllByText(/^[ABC]\d$/).map((label) => label.getAttribute('font-size'))).toEqual(['20', '20', '20', '20']);
  });

  it('takes no booked place when it is clicked (no navigation), its tooltip kept', async () => {
    const { map } = await floorMap();
    const taken = map.getByRole('button', { name: 'A2: Booked' });
    fireEvent.mouseEnter(taken);
    fireEvent.click(taken);
    fireEvent.keyDown(taken, { key: 'Enter' });
    expect(window.location.pathname).toBe('/booking-visual/3/9');
    expect(screen.getByText('A2: Booked', { selector: 'p' })).toBeTruthy();
  });

  it('tells the focused place in the tooltip line, and Enter on a free place leads to /bookings-byplace with the place and date', async () => {
    const { map } = await floorMap();
    const free = map.getByRole('button', { name: 'B1: Not booked' });
    fireEvent.focus(free);
    expect(screen.getByText('B1: Not booked', { selector: 'p' })).toBeTruthy();
    fireEvent.keyDown(free, { key: 'Enter' });
    await waitFor(() => expect(window.location.pathname).toBe('/bookings-byplace'));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ bookingId: '3', placeId: '33', place: 'B1', date: '2026-11-27' });
  });

  it('Space chooses a free place too', async () => {
    const { map } = await floorMap();
    fireEvent.keyDown(map.getByRole('button', { name: 'A1: Not booked' }), { key: ' ' });
    await waitFor(() => expect(window.location.search).toContain('placeId=31'));
  });

  it('offers the zoom slider from 1 to 6 in steps of 0.05, starting at 1', async () => {
    await floorMap();
    const zoom = screen.getByRole('slider', { name: /Zoom/ });
    expect([zoom.getAttribute('min'), zoom.getAttribute('max'), zoom.getAttribute('step'), (zoom as HTMLInputElement).value]).toEqual(['1', '6', '0.05', '1']);
    fireEvent.change(zoom, { target: { value: '2.5' } });
    expect(screen.getByText('2.50×')).toBeTruthy();
  });

  it('needs a login: a visitor is asked to log in, coming back to the map', async () => {
    const { root } = await renderApp({ path: '/booking-visual/3/9?date=2026-11-27', loggedIn: false, operations: { [TEMPLATE_INFO]: templateInfo(true) } });
    await waitFor(() => expect(root.ui.loginOpen).toBe(true));
    expect(root.ui.loginReturnPath).toBe('/booking-visual/3/9?date=2026-11-27');
    expect(screen.queryByRole('group', { name: 'Floor map' })).toBeNull();
  });
});
