import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailSection } from './DetailSection';
import { ListSection } from './ListSection';
import { TableSection } from './TableSection';
import { Renderer } from '../engine/Renderer';
import { renderWithEngine } from '../../tests/support/test-render';
import type { PageNode } from '../generated/schemas/manifest';

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

describe('account lists from a manifest', () => {
  const orders: PageNode = {
    type: 'data',
    source: 'orders',
    children: [
      {
        type: 'list',
        bind: 'orders',
        emptyText: 'orders.empty',
        emptyAction: { to: '/shop', text: 'orders.emptyAction' },
        item: [{ type: 'link', to: '/customer-orders/{id}', text: 'orders.numbered' }],
        aside: [
          { type: 'text', field: 'total', format: 'money', as: 'strong' },
          { type: 'badge', text: 'orders.online', status: 'info', when: { field: 'online' } },
          { type: 'badge', text: 'orders.atClub', status: 'neutral', when: { not: { field: 'online' } } },
        ],
      },
    ],
  };

  it("puts each row's amount and badge at its end", async () => {
    const source = async () => ({
      orders: [
        { id: 31, number: 'S31', total: 70.96, online: true },
        { id: 32, number: 'S32', total: 9, online: false },
      ],
    });
    renderWithEngine(<Renderer node={orders} />, { registries: { sources: { orders: source } } });
    const [first, second] = (await screen.findAllByRole('listitem')).map((row) => within(row));
    const amount = first!.getByText('70.96 €');
    const end = amount.closest('.cz-list-row__end');
    expect(end, 'the amount sits in the row end').not.toBeNull();
    expect(end?.classList.contains('cz-list-row__aside')).toBe(true);
    expect(first!.getByText('Online').className).toBe('cz-badge cz-badge--info');
    expect(first!.getByRole('link', { name: 'Order S31' }).closest('.cz-list-row__end')).toBeNull();
    expect(second!.getByText('At the club').className).toBe('cz-badge cz-badge--neutral');
    expect(second!.queryByText('Online')).toBeNull();
  });

  it('shows an empty state with its next step instead of an empty list, table or accordion', async () => {
    const source = async () => ({ orders: [], movements: [], active: [], linkUrl: 'https://rating.example/link' });
    renderWithEngine(
      <Renderer
        node={{
          type: 'data',
          source: 'empty',
          children: [
            (orders as { children: PageNode[] }).children[0]!,
            { type: 'table', bind: 'movements', emptyText: 'trainings.noFiles', columns: [{ field: 'title', header: 'trainings.file' }] },
            {
              type: 'accordion',
              bind: 'active',
              emptyText: 'levels.linkPrompt',
              emptyAction: { hrefField: 'linkUrl', text: 'levels.linkAccount' },
              panel: { titleField: 'description', children: [] },
            },
          ],
        }}
      />,
      { registries: { sources: { empty: source } } },
    );
    const shop = await screen.findByRole('link', { name: 'Visit the shop' });
    expect(shop.getAttribute('href')).toBe('/shop');
    expect(shop.closest('.cz-empty')?.textContent).toContain('No orders yet');
    expect(screen.getByText('No files').closest('.cz-empty')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Link your account' });
    expect(link.getAttribute('href')).toBe('https://rating.example/link');
    expect(link.closest('.cz-empty')?.textContent).toContain('Link your rating account to see your level here');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
