import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { keepUnchanged, moveInGrid, shownName, timetableGrid, type Resource, type TimeSlot, type TimetableGrid } from '../../widgets/booking-support/booking-rules';
import { messageTemplate } from './message-template';
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
}

/**
 * The grid, computed once per change of its inputs; the rows a change leaves as they were stay the same
 * objects (keepUnchanged), so their memoised rows do not re-render: the duration filter, for one, often
 * hides nothing in most rows. The grid shown before is kept in state, React's way to remember a render.
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
 * scrolling sideways; on wider screens the grid of courts × start times.
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
 * The grid: resources as rows (image, name when showNameOnline), start times as columns, each free slot a
 * button. A WAI-ARIA grid: one tab stop, arrow keys move between cells, Home/End along a row, Ctrl+Home/End
 * to the corners.
 */
function GridTimetable({ resources, duration, timeZone, onSelect, imageUrl, selected, labels, pinnedAbove }: TimetableProps & { labels: CellLabels }) {
  const { t } = useTranslation();
  const grid = useGrid(resources, duration, timeZone);
  const gridBox = useRef<HTMLDivElement>(null);
  const headRow = useRef<HTMLDivElement>(null);
  usePinnedHead(gridBox, headRow, pinnedAbove);
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
  const rowCount = grid.rows.length;
  const columnCount = grid.columns.length;
  const [focusRow, focusColumn] = [Math.min(focus[0], rowCount - 1), Math.min(focus[1], columnCount - 1)];

  if (columnCount === 0) return <p className="timetable__empty">{t('booking.nothingFound')}</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInGrid(event.key, focusRow, focusColumn, rowCount, columnCount, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    cells.current.get(`${next[0]}-${next[1]}`)?.focus();
  };

  return (
    <div className="timetable" ref={gridBox}>
      {/* Focus is on one cell at a time (roving tabindex); the arrow keys bubble from it to the grid. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="grid" aria-label={t('booking.timetable')} aria-rowcount={rowCount + 1} aria-colcount={columnCount + 1} className="timetable__grid" onKeyDown={onKeyDown}>
        <div role="row" className="timetable__row timetable__row--head" ref={headRow}>
          <span role="columnheader" className="timetable__corner">
            {t('booking.court')}
          </span>
          {grid.columns.map((column) => (
            <span role="columnheader" key={column.start} className="timetable__time">
              {column.label}
            </span>
          ))}
        </div>
        {grid.rows.map((row, rowIndex) => (
          <TimetableRow
            key={row.resource.id}
            row={row}
            rowIndex={rowIndex}
            columns={grid.columns}
            name={shownName(row.resource)}
            kind={typeof row.resource.type === 'string' && row.resource.type ? row.resource.type : t('booking.court')}
            image={imageUrl(row.resource.image)}
            focusColumn={rowIndex === focusRow ? focusColumn : -1}
            selectedStart={selected?.resourceId === row.resource.id ? selected.start : null}
            register={register}
            onFocusCell={focusCell}
            onSelect={choose}
            labels={labels}
          />
        ))}
      </div>
    </div>
  );
}
