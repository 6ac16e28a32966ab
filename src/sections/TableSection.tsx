import type { ReactNode } from 'react';

export interface TableColumnSpec {
  key: string;
  header: string;
}

export interface TableRowSpec {
  key: string;
  cells: Record<string, ReactNode>;
  /** Extra class per cell, e.g. to style negative amounts apart. */
  cellClasses?: Record<string, string>;
}

export interface TableSectionProps {
  caption?: string;
  columns: TableColumnSpec[];
  rows: TableRowSpec[];
  emptyText?: string;
}

export function TableSection({ caption, columns, rows, emptyText }: TableSectionProps) {
  if (rows.length === 0 && emptyText) return <p className="empty-text">{emptyText}</p>;
  return (
    // Focusable, so a table wider than a phone can be scrolled from the keyboard.
    <div className="table-scroll" tabIndex={0} role={caption ? 'region' : undefined} aria-label={caption}>
      <table className="data-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((column) => (
                <td key={column.key} className={row.cellClasses?.[column.key]}>
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
