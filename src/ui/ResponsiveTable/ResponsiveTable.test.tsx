import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveTable } from './ResponsiveTable';

afterEach(cleanup);

describe('ResponsiveTable', () => {
  it('is a captioned table whose cells carry their column name for the stacked phone layout, figures right-aligned', () => {
    render(
      <ResponsiveTable
        caption="Levels"
        rows={[{ date: '01/02/2025', level: 3.25 }]}
        rowKey={(row) => row.date}
        columns={[
          { id: 'date', header: 'Date', cell: (row) => row.date },
          { id: 'level', header: 'Level', cell: (row) => row.level.toFixed(2), numeric: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Levels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Level']);
    const level = within(table).getAllByRole('cell')[1] as HTMLElement;
    expect(level.className).toBe('cz-table__numeric');
    expect(level.querySelector('.cz-table__label')?.getAttribute('aria-hidden')).toBe('true');
    expect(level.querySelector('.cz-table__value')?.textContent).toBe('3.25');
  });
});
