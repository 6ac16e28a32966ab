import { memo, useCallback } from 'react';
import type { GridColumn, GridRow, Resource, TimeSlot } from '../booking-rules';
import type { MessageTemplate } from './message-template';
import { slotKey } from './taken-slots';

/** The cells' labels: a free slot's and an empty cell's. */
export interface CellLabels {
  free: MessageTemplate;
  unavailable: MessageTemplate;
}

interface TimetableRowProps {
  row: GridRow;
  rowIndex: number;
  columns: readonly GridColumn[];
  /** The resource's name when the club shows it online, else null (no name is made up). */
  name: string | null;
  /** The resource's type: what a screen reader hears for a resource whose name is not shown. */
  kind: string;
  image: string | null;
  /** The column of the grid's one tab stop when it is in this row, else -1. */
  focusColumn: number;
  /** The start of the chosen slot when it is in this row, else null. */
  selectedStart: string | null;
  register: (key: string, element: HTMLElement | null) => void;
  onFocusCell: (row: number, column: number) => void;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  labels: CellLabels;
  /** A free slot's price as the cell writes it, or null when the list gives none. */
  priceText: (slot: TimeSlot) => string | null;
  /** Slots taken while the day was shown: their cells are unavailable. */
  taken?: ReadonlySet<string> | undefined;
}

/**
 * One resource's row of the timetable. Memoised, and so is each cell: moving the focus or choosing a slot
 * re-renders the one or two cells concerned, not every cell of a 40-court day (see `npm run bench:ui`).
 */
export const TimetableRow = memo(function TimetableRow({
  row,
  rowIndex,
  columns,
  name,
  kind,
  image,
  focusColumn,
  selectedStart,
  register,
  onFocusCell,
  onSelect,
  labels,
  priceText,
  taken,
}: TimetableRowProps) {
  return (
    <div role="row" className="timetable__row">
      <span role="rowheader" className="timetable__resource">
        {image ? <img src={image} alt="" className="timetable__image" /> : null}
        {name ? <span className="timetable__name">{name}</span> : <span className="cz-visually-hidden">{kind}</span>}
      </span>
      {row.cells.map((cell, columnIndex) => {
        const slot = cell && taken?.has(slotKey(row.resource.id, cell.start)) ? null : cell;
        return (
          <TimetableCell
            key={columns[columnIndex]!.start}
            slot={slot}
            label={columns[columnIndex]!.label}
            resource={row.resource}
            name={name ?? kind}
            rowIndex={rowIndex}
            columnIndex={columnIndex}
            focused={columnIndex === focusColumn}
            selected={slot !== null && slot.start === selectedStart}
            register={register}
            onFocusCell={onFocusCell}
            onSelect={onSelect}
            labels={labels}
            price={slot ? priceText(slot) : null}
          />
        );
      })}
    </div>
  );
});

interface TimetableCellProps {
  /** The slot starting at this column, or null when the resource has none then. */
  slot: TimeSlot | null;
  /** The column's start on the club's clock. */
  label: string;
  resource: Resource;
  name: string;
  rowIndex: number;
  columnIndex: number;
  /** The grid's one tab stop. */
  focused: boolean;
  selected: boolean;
  register: (key: string, element: HTMLElement | null) => void;
  onFocusCell: (row: number, column: number) => void;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  labels: CellLabels;
  /** The free slot's price, written in the cell (its time is the column's head); null when unknown. */
  price: string | null;
}

const TimetableCell = memo(function TimetableCell({
  slot,
  label,
  resource,
  name,
  rowIndex,
  columnIndex,
  focused,
  selected,
  register,
  onFocusCell,
  onSelect,
  labels,
  price,
}: TimetableCellProps) {
  const ref = useCallback((element: HTMLElement | null) => register(`${rowIndex}-${columnIndex}`, element), [register, rowIndex, columnIndex]);
  const tabIndex = focused ? 0 : -1;
  if (!slot) {
    return (
      <span role="gridcell" ref={ref} tabIndex={tabIndex} aria-label={labels.unavailable({ time: label, resource: name })} className="timetable__cell timetable__cell--none">
        <span aria-hidden="true">·</span>
      </span>
    );
  }
  const free = labels.free({ time: label, resource: name, durations: (slot.durations ?? []).join(', ') });
  return (
    <span role="gridcell" className="timetable__cell" aria-selected={selected}>
      <button
        type="button"
        ref={ref}
        tabIndex={tabIndex}
        className="timetable__slot"
        aria-label={price ? `${free}, ${price}` : free}
        aria-pressed={selected}
        onFocus={() => onFocusCell(rowIndex, columnIndex)}
        onClick={() => onSelect(resource, slot)}
      >
        {/* The price; a list without prices (another server) writes the time instead. */}
        {price ?? label}
      </button>
    </span>
  );
});
