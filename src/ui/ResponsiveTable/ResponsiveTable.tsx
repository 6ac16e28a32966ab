import type { ReactNode } from 'react';
import './ResponsiveTable.css';

interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Money and other figures: right-aligned in tabular figures. */
  numeric?: boolean;
  /** A class for one row's cell, e.g. to set a negative amount apart. */
  cellClassName?: (row: Row) => string | undefined;
}

export interface ResponsiveTableProps<Row> {
  caption: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shows the caption to screen readers only (when a heading above already says it). */
  hideCaption?: boolean;
}

/**
 * A table that becomes stacked cards below 768 px: each cell shows its column's name beside the
 * value, so nothing is clipped off the right edge of a phone. It stays a real table for screen readers.
 */
export function ResponsiveTable<Row>({ caption, columns, rows, rowKey, hideCaption }: ResponsiveTableProps<Row>) {
  return (
    <table className="cz-table">
      <caption className={hideCaption ? 'cz-visually-hidden' : 'cz-table__caption'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? 'cz-table__numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} className={[column.numeric ? 'cz-table__numeric' : '', column.cellClassName?.(row) ?? ''].filter(Boolean).join(' ') || undefined}>
                <span className="cz-table__label" aria-hidden="true">
                  {column.header}
                </span>
                <span className="cz-table__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
