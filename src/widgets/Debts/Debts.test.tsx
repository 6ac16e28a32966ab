import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import GlobalErrorPopup from '../../app/popups/GlobalErrorPopup';
import Debts from './Debts';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

// Doc 3 §2.6, §4.5: /debts lists the pending sales (checkbox, concept, ticket, total, pending); the ticked
// ones go to the cart as pending-sale lines; with nothing owed it says "No payments pending".

afterEach(cleanup);

type Debt = NonNullable<OperationAnswer<'getPendingSales'>['data']>[number];
const tennis: Debt = { id: 41, saleNumber: 'T-0041', title: 'Tennis court · 60 min', total: 18, pending: 10, paymentType: 1 };
const membership: Debt = { id: 42, saleNumber: 'M-0042', title: 'Family Membership · May', total: 45, pending: 45, paymentType: 1 };

function show(debts: OperationAnswer<'getPendingSales'>['data']) {
  const made = createTestRoot({ operations: { getPendingSales: { ok: true, data: debts } } });
  made.root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <>
      <Debts />
      <GlobalErrorPopup />
    </>,
    { root: made.root, path: '/debts' },
  );
  return made;
}

describe('the pending debts page', () => {
  it('says "No payments pending" when nothing is owed, with no table or Add to cart', async () => {
    show([]);
    expect(await screen.findByText('No payments pending')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('shows each debt with its checkbox, concept, ticket, total and pending amount', async () => {
    show([tennis, membership]);
    const table = await screen.findByRole('table', { name: 'Pending Sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Add to cart', 'Concept', 'Ticket', 'Total', 'Pending']);
    const row = within(table).getByRole('checkbox', { name: 'Pay T-0041' }).closest('tr')!;
    // Each cell carries its column's name for the narrow layout, then the value.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Add to cart', 'ConceptTennis court · 60 min', 'TicketT-0041', 'Total18.00 €', 'Pending10.00 €']);
  });

  it('adds the ticked debts to the cart as pending-sale lines and offers the checkout', async () => {
    const { root } = show([tennis, membership]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pay M-0042' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(root.cart.sales.map((sale) => [sale.id, sale.pending])).toEqual([[42, 45]]);
    expect(root.cart.total).toBe(45);
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('keeps Add to cart disabled, saying why, until a debt is ticked; one box ticks them all (issue 24)', async () => {
    const { root } = show([tennis, membership]);
    const add = (await screen.findByRole('button', { name: 'Add to cart' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Tick the sales you want to pay');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(add.disabled).toBe(false);
    expect(screen.getByText(/^2 selected:/).textContent).toBe('2 selected: 55.00 €');
    fireEvent.click(add);
    expect(root.cart.saleIds).toEqual([41, 42]);
  });

  it('ticks a debt from a tap anywhere on its box cell, not only on the 22 px box (issue 24)', async () => {
    show([tennis, membership]);
    const box = (await screen.findByRole('checkbox', { name: 'Pay T-0041' })) as HTMLInputElement;
    const tapTarget = box.closest('label')!;
    expect(tapTarget).not.toBeNull();
    fireEvent.click(tapTarget);
    expect(box.checked).toBe(true);
    expect(screen.getByText(/^1 selected:/).textContent).toBe('1 selected: 10.00 €');
  });

  it('refuses to mix a debt with a shared payment already in the cart, saying so in the error popup', async () => {
    const { root } = show([tennis]);
    root.cart.addSales([{ id: 90, title: 'Shared padel', pending: 6, paymentType: 2, withRetention: true }]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pay T-0041' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const popup = await screen.findByRole('dialog', { name: 'Warning' });
    expect(popup.textContent).toContain("You have a shared payment in your cart, which can't be mixed with other sales. Please finalize the current cart and try again.");
    expect(screen.queryByText('Added to your cart')).toBeNull();
    expect(root.cart.saleIds).toEqual([90]);
  });
});
