import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { keepUnchanged, moveInGrid, shownName, timetableGrid, type Resource, type TimeSlot, type TimetableGrid } from '../booking-rules';
import { gridBands, moveAcrossBands, type GridBand } from './grid-bands';
import { messageTemplate } from './message-template';
import { useSlotPriceText } from './slot-price';
import { SlotList } from './SlotList';
import { TimetableRow, type CellLabels } from './TimetableRow';
import { useNarrowScreen } from './use-narrow-screen';
import { usePinnedHead } from './use-pinned-head';
import './Timetable.css';

export interface TimetableProps {
  resources: readonly Resource[];
  /** The chosen duration (slots lacking it are hidden), or null for all. */
  duration: number | null;
  timeZone: string;
  /** The image's address under Uploads. */
  imageUrl: (file: string | null | undefined) => string | null;
  /** The slot chosen (click, Enter or Space); the page shows its durations and prices. */
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  selected?: { resourceId: number; start: string } | null;
  /** What stays pinned above the grid while the page scrolls (the date strip): the row of times stays under it. */
  pinnedAbove?: RefObject<HTMLElement | null>;
  /** The band a start ("HH:mm") is shown in on a wide screen (a part of the day); one band when left out. */
  bandOf?: (time: string) => string;
  /** Slots taken while the day was shown (taken-slots.ts keys): in place, unavailable. */
  taken?: ReadonlySet<string>;
}

/**
 * The grid, computed once per change of its inputs; rows a change leaves as they were stay the same objects
 * (keepUnchanged), so their memoised rows do not re-render. The previous grid is kept in state for that.
 */
function useGrid(resources: readonly Resource[], duration: number | null, timeZone: string): TimetableGrid {
  const fresh = useMemo(() => timetableGrid(resources, duration, timeZone), [resources, duration, timeZone]);
  const [kept, setKept] = useState({ fresh, grid: fresh });
  if (kept.fresh === fresh) return kept.grid;
  const grid = keepUnchanged(kept.grid, fresh);
  setKept({ fresh, grid });
  return grid;
}

/**
 * The timetable: on a phone (< 600 px) a list per court of wrapping time chips with their prices, nothing
 * scrolling sideways; on wider screens the grid of courts × start times, in bands.
 */
export function Timetable(props: TimetableProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const labels = useMemo<CellLabels>(
    () => ({
      free: messageTemplate(t, 'booking.slotFree', ['time', 'resource', 'durations']),
      unavailable: messageTemplate(t, 'booking.slotUnavailable', ['time', 'resource']),
    }),
    [t],
  );
  return narrow ? <SlotList {...props} labels={labels} /> : <GridTimetable {...props} labels={labels} />;
}

/**
 * The grid: resources as rows, start times as columns, cut into stacked bands (the parts of the day) so a day fits
 * the width. A WAI-ARIA grid: one tab stop, arrow keys between cells (down from one band into the next).
 */
function GridTimetable({ resources, duration, timeZone, onSelect, imageUrl, selected, labels, pinnedAbove, bandOf, taken }: TimetableProps & { labels: CellLabels }) {
  const { t } = useTranslation();
  const grid = useGrid(resources, duration, timeZone);
  const court = t('booking.court');
  const bands = useMemo(() => gridBands(grid, bandOf ?? (() => court)), [grid, bandOf, court]);
  const priceText = useSlotPriceText(duration);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, HTMLElement | null>());
  // The rows keep one callback for the page's whole life: the latest onSelect is read when a slot is chosen.
  const latestOnSelect = useRef(onSelect);
  useLayoutEffect(() => {
    latestOnSelect.current = onSelect;
  });
  const choose = useCallback((resource: Resource, slot: TimeSlot) => latestOnSelect.current(resource, slot), []);
  const register = useCallback((key: string, element: HTMLElement | null) => {
    cells.current.set(key, element);
  }, []);
  const focusCell = useCallback((row: number, column: number) => setFocus((current) => (current[0] === row && current[1] === column ? current : [row, column])), []);
  const perBand = grid.rows.length;
  const rowCount = perBand * bands.length;
  const columnsOfRow = (row: number) => bands[Math.floor(row / Math.max(1, perBand))]?.columns.length ?? 0;
  const focusRow = Math.min(focus[0], rowCount - 1);
  const focusColumn = Math.min(focus[1], columnsOfRow(focusRow) - 1);

  if (grid.columns.length === 0) return <p className="timetable__empty">{t('booking.nothingFound')}</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    const corner = event.ctrlKey && event.key === 'End' ? ([rowCount - 1, columnsOfRow(rowCount - 1) - 1] as [number, number]) : null;
    const next = corner ?? moveAcrossBands(moveInGrid(event.key, focusRow, focusColumn, rowCount, columnsOfRow(focusRow), event.ctrlKey), columnsOfRow);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    cells.current.get(`${next[0]}-${next[1]}`)?.focus();
  };

  return (
    // Focus is on one cell at a time (roving tabindex); the arrow keys bubble from it to the grid.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="grid" aria-label={t('booking.timetable')} className="timetable" onKeyDown={onKeyDown}>
      {bands.map((band, bandIndex) => (
        <BandView key={`${band.label}|${band.columns[0]!.start}`} band={band} pinnedAbove={pinnedAbove}>
          {band.rows.map((row, index) => {
            const rowIndex = bandIndex * perBand + index;
            return (
              <TimetableRow
                key={row.resource.id}
                row={row}
                rowIndex={rowIndex}
                columns={band.columns}
                name={shownName(row.resource)}
                kind={typeof row.resource.type === 'string' && row.resource.type ? row.resource.type : court}
                image={imageUrl(row.resource.image)}
                focusColumn={rowIndex === focusRow ? focusColumn : -1}
                selectedStart={selected?.resourceId === row.resource.id ? selected.start : null}
                register={register}
                onFocusCell={focusCell}
                onSelect={choose}
                labels={labels}
                priceText={priceText}
                taken={taken}
              />
            );
          })}
        </BandView>
      ))}
    </div>
  );
}

/** One band: its row of times (kept under the pinned date strip while the page scrolls) above every court's row. */
function BandView({ band, pinnedAbove, children }: { band: GridBand; pinnedAbove: TimetableProps['pinnedAbove']; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  usePinnedHead(box, head, pinnedAbove);
  return (
    <div className="timetable__band" ref={box}>
      <div role="rowgroup" className="timetable__table">
        <div role="row" className="timetable__row timetable__row--head" ref={head}>
          <span role="columnheader" className="timetable__corner">
            {band.label}
          </span>
          {band.columns.map((column) => (
            <span role="columnheader" key={column.start} className="timetable__time">
              {column.label}
            </span>
          ))}
        </div>
        {children}
      </div>
    </div>
  );
}
