import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { Resource, TimeSlot } from '../booking-rules';
import { Timetable } from './Timetable';

afterEach(cleanup);

const slot = (start: string, durations: number[]) => ({ id: start, start, sstart: null, durations, priceByDuration: null, noOnlineBlocks: [] });
const resources: Resource[] = [
  {
    id: 1,
    name: 'Padel 1',
    type: 'Padel court',
    image: 'Resources/padel-1.svg',
    showNameOnline: true,
    timeTable: [slot('2026-11-23T17:00:00.000Z', [60, 90]), slot('2026-11-23T17:30:00.000Z', [60])],
  },
  { id: 2, name: 'Hidden name', type: 'Padel court', image: null, showNameOnline: false, timeTable: [slot('2026-11-23T18:00:00.000Z', [90])] },
];

function renderTimetable(duration: number | null = null) {
  const onSelect = vi.fn();
  renderWithEngine(<Timetable resources={resources} duration={duration} timeZone="Europe/Madrid" imageUrl={(file) => (file ? `/uploads/${file}` : null)} onSelect={onSelect} />);
  return onSelect;
}

describe('the timetable', () => {
  it('shows resources as rows (name only when shown online) and the club-time starts as columns', () => {
    renderTimetable();
    const grid = screen.getByRole('grid', { name: 'Timetable' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Court', '18:00', '18:30', '19:00']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Padel 1');
    expect(screen.queryByText('Hidden name')).toBeNull();
  });

  it('shows a resource name only when showNameOnline, never a made-up "Court N": a screen reader hears the type', () => {
    renderTimetable();
    const rows = within(screen.getByRole('grid', { name: 'Timetable' })).getAllByRole('row');
    const hidden = within(rows[2]!).getByRole('rowheader');
    expect(hidden.querySelector('.timetable__name')).toBeNull();
    expect(hidden.textContent).toBe('Padel court');
    expect(hidden.querySelector('.cz-visually-hidden')?.textContent).toBe('Padel court');
    expect(screen.queryByText(/Court 2/)).toBeNull();
    expect(screen.getByRole('button', { name: '19:00, Padel court: free (90 min)' })).toBeTruthy();
  });

  it('hides slots lacking the chosen duration', () => {
    renderTimetable(90);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Court', '18:00', '19:00']);
  });

  it('is one tab stop moved with the arrow keys, and Enter chooses a slot', () => {
    const onSelect = renderTimetable();
    const first = screen.getByRole('button', { name: /18:00, Padel 1/ });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: /18:30, Padel 1/ });
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('18:30, Padel court: not available');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    const last = screen.getByRole('button', { name: /19:00, Padel court/ });
    expect(document.activeElement).toBe(last);
    fireEvent.click(last);
    expect(onSelect).toHaveBeenCalledWith(resources[1], resources[1]!.timeTable![0]);
  });

  it('shows the chosen slot in its row and leaves the other rows as they were, through new choices and durations', () => {
    // The page's part: it remembers the chosen slot and the duration filter.
    function Page() {
      const [selected, setSelected] = useState<{ resourceId: number; start: string } | null>(null);
      const [duration, setDuration] = useState<number | null>(null);
      const choose = (resource: Resource, slot: TimeSlot) => setSelected({ resourceId: resource.id, start: slot.start ?? '' });
      return (
        <>
          <button type="button" onClick={() => setDuration(duration === null ? 90 : null)}>
            toggle 90
          </button>
          <Timetable resources={resources} duration={duration} timeZone="Europe/Madrid" imageUrl={() => null} onSelect={choose} selected={selected} />
        </>
      );
    }
    renderWithEngine(<Page />);
    // Each body row as its cells: the time of a free slot (* when chosen, ^ for the tab stop), · when none.
    const shown = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('gridcell')
            .map((cell) => {
              const button = cell.querySelector('button');
              const stop = (button ?? cell).tabIndex === 0 ? '^' : '';
              return button ? `${button.textContent}${button.getAttribute('aria-pressed') === 'true' ? '*' : ''}${stop}` : `·${stop}`;
            })
            .join(' '),
        );
    expect(shown()).toEqual(['18:00^ 18:30 ·', '· · 19:00']);

    fireEvent.click(screen.getByRole('button', { name: /18:30, Padel 1/ }));
    expect(shown()).toEqual(['18:00^ 18:30* ·', '· · 19:00']);

    fireEvent.click(screen.getByRole('button', { name: /19:00, Padel court/ }));
    expect(shown()).toEqual(['18:00^ 18:30 ·', '· · 19:00*']);

    fireEvent.click(screen.getByRole('button', { name: 'toggle 90' }));
    expect(shown()).toEqual(['18:00^ ·', '· 19:00*']);
    expect(screen.getByRole('button', { name: /18:00, Padel 1/ }).getAttribute('aria-label')).toBe('18:00, Padel 1: free (60, 90 min)');

    fireEvent.click(screen.getByRole('button', { name: 'toggle 90' }));
    expect(shown()).toEqual(['18:00^ 18:30 ·', '· · 19:00*']);
    const padel = screen.getByRole('button', { name: /18:30, Padel 1/ });
    // Focus by a click or Tab moves the tab stop; React settles it before the next key, as a browser does.
    act(() => padel.focus());
    expect(shown()).toEqual(['18:00 18:30^ ·', '· · 19:00*']);
    fireEvent.keyDown(padel, { key: 'ArrowDown' });
    expect(shown()).toEqual(['18:00 18:30 ·', '· ·^ 19:00*']);
  });
});

describe('the day in bands on a wide screen (issue 35: the day fits 1280 px, prices in the cells, each time once)', () => {
  const priced = (start: string, prices: Record<string, number>) => ({
    ...slot(start, Object.keys(prices).map(Number)),
    priceByDuration: Object.fromEntries(Object.entries(prices).map(([minutes, amount]) => [minutes, { amount, isSpecialPrice: false }])),
  });
  // Madrid is UTC+1 in November: 09:00, 13:30, 19:00 and 20:30 on the club's clock.
  const day: Resource[] = [
    {
      id: 1,
      name: 'Padel 1',
      type: 'Padel court',
      image: null,
      showNameOnline: true,
      timeTable: [priced('2026-11-23T08:00:00.000Z', { 60: 20, 90: 28 }), priced('2026-11-23T18:00:00.000Z', { 90: 28 })],
    },
    {
      id: 2,
      name: 'Padel 2',
      type: 'Padel court',
      image: null,
      showNameOnline: true,
      timeTable: [priced('2026-11-23T12:30:00.000Z', { 60: 20 }), priced('2026-11-23T19:30:00.000Z', { 60: 22 })],
    },
  ];
  const bandOf = (time: string) => (time < '14:00' ? 'Morning' : 'Evening');

  function renderDay() {
    const onSelect = vi.fn();
    renderWithEngine(<Timetable resources={day} duration={null} timeZone="Europe/Madrid" imageUrl={() => null} onSelect={onSelect} bandOf={bandOf} />);
    return onSelect;
  }

  it("stacks one band per part of the day in one grid, each time written once in its band's head", () => {
    renderDay();
    const grid = screen.getByRole('grid', { name: 'Timetable' });
    const bands = within(grid).getAllByRole('rowgroup');
    const texts = (role: 'columnheader' | 'rowheader') =>
      bands.map((band) =>
        within(band)
          .getAllByRole(role)
          .map((cell) => cell.textContent),
      );
    expect(texts('columnheader')).toEqual([
      ['Morning', '09:00', '13:30'],
      ['Evening', '19:00', '20:30'],
    ]);
    expect(texts('rowheader')).toEqual([
      ['Padel 1', 'Padel 2'],
      ['Padel 1', 'Padel 2'],
    ]);
    // A cell writes its price, not its column's time again; its name still starts with the time and the court.
    const cells = within(bands[1]!).getAllByRole('button');
    expect(cells.map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^28[.,]00\s?€$/), expect.stringMatching(/^22[.,]00\s?€$/)]);
    expect(within(bands[0]!).getByRole('button', { name: /^09:00, Padel 1: free \(60, 90 min\), from 20[.,]00/ }).textContent).toMatch(/^from 20[.,]00/);
    expect(grid.textContent).not.toMatch(/19:00.*19:00/);
  });

  it('moves the focus down from one band into the next, keeping the column as far as the band has it', () => {
    const onSelect = renderDay();
    const morning = screen.getByRole('button', { name: /^13:30, Padel 2/ });
    act(() => morning.focus());
    fireEvent.keyDown(morning, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('20:30, Padel 1: not available');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^20:30, Padel 2: free/);
    fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^09:00, Padel 1: free/);
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledWith(day[1], day[1]!.timeTable![1]);
  });
});

describe('the row of times under the pinned date strip (issue 24: the strip covered it on a computer)', () => {
  const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 1000, width: 1000, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

  it('moves down with the page so it stays just under the strip, never past the last row, and back when scrolled up', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 1;
    });
    const strip = document.createElement('div');
    document.body.append(strip);
    const stripBottom = 136;
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue(rect(64, stripBottom - 64));
    let gridTop = 300;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(30);
    const realRect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('timetable__band') ? rect(gridTop, 400) : realRect.call(this);
    });
    renderWithEngine(<Timetable resources={resources} duration={null} timeZone="Europe/Madrid" imageUrl={() => null} onSelect={vi.fn()} pinnedAbove={{ current: strip }} />);
    const head = screen.getAllByRole('row')[0]!;
    const scrollTo = (top: number) =>
      act(() => {
        gridTop = top;
        window.dispatchEvent(new Event('scroll'));
      });
    expect(head.style.transform).toBe('');
    await scrollTo(100);
    expect(head.style.transform).toBe('translateY(36px)');
    await scrollTo(-200);
    expect(head.style.transform).toBe('translateY(336px)');
    await scrollTo(-600);
    // The grid is 400 px high: the row stops above its last row (400 - 2 × 30).
    expect(head.style.transform).toBe('translateY(340px)');
    await scrollTo(200);
    expect(head.style.transform).toBe('');
    expect(head.classList.contains('timetable__row--pinned')).toBe(false);
    vi.restoreAllMocks();
    strip.remove();
  });
});
