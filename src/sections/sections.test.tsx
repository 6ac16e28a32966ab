import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailSection } from './DetailSection';
import { ListSection } from './ListSection';
import { TableSection } from './TableSection';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('TableSection', () => {
  const columns = [
    { key: 'date', header: 'Date' },
    { key: 'amount', header: 'Amount' },
  ];

  it('shows column headers and one row per entry', () => {
    render(
      <TableSection caption="Movements" columns={columns} rows={[{ key: '1', cells: { date: '01/02/2024', amount: '-5,00 €' }, cellClasses: { amount: 'tone-negative' } }]} />,
    );
    const table = screen.getByRole('table', { name: 'Movements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount']);
    const cell = within(table).getByRole('cell', { name: '-5,00 €' });
    expect(cell.classList.contains('tone-negative')).toBe(true);
  });

  it('shows the empty text instead of an empty table', () => {
    render(<TableSection columns={columns} rows={[]} emptyText="No payments pending" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No payments pending')).toBeTruthy();
  });
});

describe('ListSection', () => {
  it('lists the items', () => {
    render(
      <ListSection
        items={[
          { key: 'a', content: 'First' },
          { key: 'b', content: 'Second' },
        ]}
        emptyText="No emails"
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('shows the empty text when there is nothing to list', () => {
    render(<ListSection items={[]} emptyText="No emails" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No emails')).toBeTruthy();
  });
});

describe('DetailSection', () => {
  it('pairs each label with its value', () => {
    render(<DetailSection items={[{ label: 'Balance', value: '12,00 €' }]} />);
    expect(screen.getByRole('term').textContent).toBe('Balance');
    expect(screen.getByRole('definition').textContent).toBe('12,00 €');
  });
});
