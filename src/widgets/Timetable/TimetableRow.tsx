import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { GridColumn, GridRow, Resource, TimeSlot } from '../booking-support/booking-rules';

interface TimetableRowProps {
  row: GridRow;
  rowIndex: number;
  columns: readonly GridColumn[];
  name: string;
  image: string | null;
  /** The column of the grid's one tab stop when it is in this row, else -1. */
  focusColumn: number;
  /** The start of the chosen slot when it is in this row, else null. */
  selectedStart: string | null;
  register: (key: string, element: HTMLElement | null) => void;
  onFocusCell: (row: number, column: number) => void;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  t: TFunction;
}

/**
 * One resource's row of the timetable. Memoised: moving the focus or choosing a slot re-renders the one
 * or two rows concerned, not every cell of a 40-court day (see `npm run bench:ui`).
 */
export const TimetableRow = memo(function TimetableRow({ row, rowIndex, columns, name, image, focusColumn, selectedStart, register, onFocusCell, onSelect, t }: TimetableRowProps) {
  return (
    <div role="row" className="timetable__row">
      <span role="rowheader" className="timetable__resource">
        {image ? <img src={image} alt="" className="timetable__image" /> : null}
        <span className="timetable__name">{name}</span>
      </span>
      {row.cells.map((slot, columnIndex) => {
        const column = columns[columnIndex]!;
        const tabIndex = columnIndex === focusColumn ? 0 : -1;
        const ref = (element: HTMLElement | null) => register(`${rowIndex}-${columnIndex}`, element);
        if (!slot) {
          return (
            <span
              role="gridcell"
              key={column.start}
              ref={ref}
              tabIndex={tabIndex}
              aria-label={t('booking.slotUnavailable', { time: column.label, resource: name })}
              className="timetable__cell timetable__cell--none"
            >
              <span aria-hidden="true">·</span>
            </span>
          );
        }
        const isSelected = selectedStart === slot.start;
        return (
          <span role="gridcell" key={column.start} className="timetable__cell" aria-selected={isSelected}>
            <button
              type="button"
              ref={ref}
              tabIndex={tabIndex}
              className="timetable__slot"
              aria-label={t('booking.slotFree', { time: column.label, resource: name, durations: (slot.durations ?? []).join(', ') })}
              aria-pressed={isSelected}
              onFocus={() => onFocusCell(rowIndex, columnIndex)}
              onClick={() => onSelect(row.resource, slot)}
            >
              {column.label}
            </button>
          </span>
        );
      })}
    </div>
  );
});
