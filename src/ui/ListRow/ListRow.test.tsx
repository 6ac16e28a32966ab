import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { ListRow, RowList } from './ListRow';

afterEach(cleanup);

describe('ListRow', () => {
  it('is a list item whose whole row links on, the amount at the end with the status badge', () => {
    render(
      <MemoryRouter>
        <RowList label="Orders">
          <ListRow title="Order 1042" meta="12/03/2025" amount="24,00 €" badge={<Badge status="paid">Paid</Badge>} to="/customer-orders/1042" />
        </RowList>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Orders' });
    const link = screen.getByRole('link');
    expect(list.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/customer-orders/1042');
    expect(link.querySelector('.cz-list-row__amount')?.textContent).toBe('24,00 €');
    expect(screen.getByText('Paid').className).toBe('cz-badge cz-badge--success');
  });
});

describe('Badge, Card, EmptyState and Skeleton', () => {
  it('tone a badge by status', () => {
    render(<Badge status="overdue">Overdue</Badge>);
    expect(screen.getByText('Overdue').className).toContain('cz-badge--danger');
  });

  it('titles a card', () => {
    render(<Card title="Vouchers">balance</Card>);
    expect(screen.getByRole('heading', { name: 'Vouchers', level: 2 })).toBeTruthy();
  });

  it('gives an empty state its next step', () => {
    render(<EmptyState title="No bookings yet" action={<a href="/bookingtypes">Book your first court</a>} />);
    expect(screen.getByRole('link', { name: 'Book your first court' })).toBeTruthy();
  });

  it('keeps skeletons out of the accessibility tree, one per expected row', () => {
    const { container } = render(<Skeleton kind="row" count={3} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.cz-skeleton--row')).toHaveLength(3);
  });
});
