import type { GridColumn, GridRow, TimetableGrid } from '../booking-rules';

/** A run of the grid's columns under one label (a part of the day): its own row of times above every court. */
export interface GridBand {
  label: string;
  columns: GridColumn[];
  rows: GridRow[];
}

// A band's row for each row of the grid, kept while the grid keeps the row: its memoised view then skips re-rendering.
const slices = new WeakMap<GridRow, Map<string, GridRow>>();

function slice(row: GridRow, from: number, to: number): GridRow {
  const key = `${from}-${to}`;
  const kept = slices.get(row) ?? new Map<string, GridRow>();
  slices.set(row, kept);
  let band = kept.get(key);
  if (!band) {
    band = from === 0 && to === row.cells.length ? row : { resource: row.resource, cells: row.cells.slice(from, to) };
    kept.set(key, band);
  }
  return band;
}

/**
 * The grid cut into bands of consecutive columns with the same label (`labelOf` a column's "HH:mm"), so a day fits
 * a screen's width as three short grids stacked instead of one long one. Every band keeps every row.
 */
export function gridBands(grid: TimetableGrid, labelOf: (time: string) => string): GridBand[] {
  const bands: Array<{ label: string; from: number; to: number }> = [];
  grid.columns.forEach((column, index) => {
    const label = labelOf(column.label);
    const last = bands.at(-1);
    if (last && last.label === label) last.to = index + 1;
    else bands.push({ label, from: index, to: index + 1 });
  });
  return bands.map(({ label, from, to }) => ({ label, columns: grid.columns.slice(from, to), rows: grid.rows.map((row) => slice(row, from, to)) }));
}

/** Where an arrow key moves the focus across stacked bands of different widths: the column is kept as far as the row has it. */
export function moveAcrossBands(next: [number, number] | null, columnsOfRow: (row: number) => number): [number, number] | null {
  if (!next) return null;
  const [row, column] = next;
  return [row, Math.max(0, Math.min(column, columnsOfRow(row) - 1))];
}
