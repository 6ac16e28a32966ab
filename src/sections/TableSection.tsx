import type { ReactNode } from 'react';
import { ResponsiveTable } from '../ui/ResponsiveTable/ResponsiveTable';
import { EmptyList } from './EmptyList';

interface TableColumnSpec {
  key: string;
  header: string;
  /** Money and other figures: right-aligned in tabular figures. */
  numeric?: boolean;
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
  /** The empty state's next step. */
  emptyAction?: ReactNode;
}

/** A manifest's table: the design system's ResponsiveTable (stacked cards below 768 px, nothing clipped). */
export function TableSection({ caption, columns, rows, emptyText, emptyAction }: TableSectionProps) {
  if (rows.length === 0 && emptyText) return <EmptyList text={emptyText} action={emptyAction} />;
  return (
    <ResponsiveTable
      caption={caption ?? ''}
      hideCaption={!caption}
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns.map((column) => ({
        id: column.key,
        header: column.header,
        numeric: column.numeric,
        cellClassName: (row: TableRowSpec) => row.cellClasses?.[column.key],
        cell: (row: TableRowSpec) => row.cells[column.key],
      }))}
    />
  );
}
