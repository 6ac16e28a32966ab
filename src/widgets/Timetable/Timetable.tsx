import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveInGrid, timetableGrid, type Resource, type TimeSlot } from '../booking-support/booking-rules';
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
}

/**
 * The timetable: resources as rows (image, name when showNameOnline), start times as columns, each free
 * slot a button. A WAI-ARIA grid: one tab stop, arrow keys move between cells, Home/End along a row,
 * Ctrl+Home/End to the corners. On a phone the times scroll sideways beside the sticky resource names.
 */
export function Timetable({ resources, duration, timeZone, imageUrl, onSelect, selected }: TimetableProps) {
  const { t } = useTranslation();
  const grid = timetableGrid(resources, duration, timeZone);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, HTMLElement | null>());
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

  const nameOf = (resource: Resource, index: number) => (resource.showNameOnline !== false && resource.name ? resource.name : t('booking.resourceN', { n: index + 1 }));

  return (
    <div className="timetable">
      <div role="grid" aria-label={t('booking.timetable')} aria-rowcount={rowCount + 1} aria-colcount={columnCount + 1} className="timetable__grid" onKeyDown={onKeyDown}>
        <div role="row" className="timetable__row timetable__row--head">
          <span role="columnheader" className="timetable__corner">
            {t('booking.court')}
          </span>
          {grid.columns.map((column) => (
            <span role="columnheader" key={column.start} className="timetable__time">
              {column.label}
            </span>
          ))}
        </div>
        {grid.rows.map((row, rowIndex) => {
          const name = nameOf(row.resource, rowIndex);
          const image = imageUrl(row.resource.image);
          return (
            <div role="row" key={row.resource.id} className="timetable__row">
              <span role="rowheader" className="timetable__resource">
                {image ? <img src={image} alt="" className="timetable__image" /> : null}
                <span className="timetable__name">{name}</span>
              </span>
              {row.cells.map((slot, columnIndex) => {
                const column = grid.columns[columnIndex]!;
                const tabIndex = rowIndex === focusRow && columnIndex === focusColumn ? 0 : -1;
                const key = `${rowIndex}-${columnIndex}`;
                const register = (element: HTMLElement | null) => {
                  cells.current.set(key, element);
                };
                if (!slot) {
                  return (
                    <span role="gridcell" key={column.start} ref={register} tabIndex={tabIndex} aria-label={t('booking.slotUnavailable', { time: column.label, resource: name })} className="timetable__cell timetable__cell--none">
                      <span aria-hidden="true">·</span>
                    </span>
                  );
                }
                const isSelected = selected?.resourceId === row.resource.id && selected.start === slot.start;
                return (
                  <span role="gridcell" key={column.start} className="timetable__cell" aria-selected={isSelected}>
                    <button
                      type="button"
                      ref={register}
                      tabIndex={tabIndex}
                      className="timetable__slot"
                      aria-label={t('booking.slotFree', { time: column.label, resource: name, durations: (slot.durations ?? []).join(', ') })}
                      aria-pressed={isSelected}
                      onFocus={() => setFocus([rowIndex, columnIndex])}
                      onClick={() => onSelect(row.resource, slot)}
                    >
                      {column.label}
                    </button>
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
