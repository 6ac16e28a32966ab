import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { renderWithEngine } from '../../../tests/support/test-render';
import { selectedSales } from './fee-selection';
import CustomerFees from './CustomerFees';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const membership = {
  cpsId: 5,
  description: 'Individual membership',
  nextNotPaidFeeInfo: { date: '2024-04-01T00:00:00Z', dPrice: 45, cpsId: 5 },
  fees: [
    { id: 81, saleNumber: 'F-81', saleItem: { parentIdentifier: 'March 2024' }, total: 45, pending: 45, date: '2024-03-01T00:00:00Z' },
    { id: 80, saleNumber: 'F-80', saleItem: { parentIdentifier: 'February 2024' }, total: 45, pending: 0, date: '2024-02-01T00:00:00Z' },
  ],
};

function showFees(operations: FakeOperations) {
  const { root, fetch } = createTestRoot({ operations });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<CustomerFees />, { root });
  return { root, fetch };
}

describe('fees', () => {
  it('groups fees by membership with the next fee, and ticks only fees left to pay', async () => {
    showFees({ getCustomerFees: { ok: true, model: [membership] } });
    const group = await screen.findByRole('region', { name: 'Individual membership' });
    expect(within(group).getByText('Next fee: Apr 1, 2024, 45.00 €')).toBeTruthy();
    expect(within(group).getByRole('checkbox', { name: 'Select fee March 2024 F-81' })).toBeTruthy();
    // A paid fee has nothing to tick.
    expect(within(group).queryByRole('checkbox', { name: 'Select fee February 2024 F-80' })).toBeNull();
    const addToCart = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(addToCart.disabled).toBe(true);
    // A disabled button says why (issue 24).
    expect(document.getElementById(addToCart.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Tick the fees you want to pay');
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Select fee March 2024 F-81' }));
    expect(addToCart.disabled).toBe(false);
    expect(screen.queryByText('Tick the fees you want to pay')).toBeNull();
    expect(screen.getByText(/^1 selected:/).textContent).toBe('1 selected: 45.00 €');
  });

  it('shows each fee as a card that says paid, due or overdue, with the amount left to pay', async () => {
    const upcoming = { id: 82, saleNumber: 'F-82', saleItem: { parentIdentifier: 'December 2099' }, total: 45, pending: 20, date: '2099-12-01T00:00:00Z' };
    showFees({ getCustomerFees: { ok: true, model: [{ ...membership, fees: [upcoming, ...membership.fees] }] } });
    const list = await screen.findByRole('list', { name: 'Fees of Individual membership' });
    const [december, march, february] = within(list).getAllByRole('listitem');
    expect(december!.textContent).toBe('December 2099Dec 1, 2099 · F-82 · of 45.00 €20.00 €Due');
    expect(within(march!).getByText('Overdue').className).toBe('cz-badge cz-badge--danger');
    expect(within(february!).getByText('Paid').className).toBe('cz-badge cz-badge--success');
    expect(within(march!).getByText('45.00 €').classList.contains('cz-money')).toBe(true);
  });

  it('ticks every fee left to pay with one box, and unticks them with it', async () => {
    const april = { id: 83, saleNumber: 'F-83', saleItem: { parentIdentifier: 'April 2024' }, total: 45, pending: 45, date: '2024-04-01T00:00:00Z' };
    showFees({ getCustomerFees: { ok: true, model: [{ ...membership, fees: [april, ...membership.fees] }] } });
    const all = await screen.findByRole('checkbox', { name: 'Select all left to pay (2)' });
    fireEvent.click(all);
    expect((screen.getByRole('checkbox', { name: 'Select fee April 2024 F-83' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select fee March 2024 F-81' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^2 selected:/).textContent).toBe('2 selected: 90.00 €');
    fireEvent.click(all);
    expect((screen.getByRole('checkbox', { name: 'Select fee March 2024 F-81' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows an empty membership as an empty state', async () => {
    showFees({ getCustomerFees: { ok: true, model: [{ ...membership, fees: [] }] } });
    const group = await screen.findByRole('region', { name: 'Individual membership' });
    expect(within(group).getByText('No fees in this membership yet').closest('.cz-empty')).toBeTruthy();
    expect(within(group).queryByRole('list')).toBeNull();
  });

  it('cancels a membership after confirming and reloads the fees', async () => {
    let stopped = false;
    const { fetch } = showFees({
      getCustomerFees: () => ({ ok: true, model: stopped ? [] : [membership] }),
      stopPeriodicSale: () => {
        stopped = true;
        return { ok: true };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel membership' });
    expect(within(dialog).getByText('Do you want to cancel Individual membership? No more fees will be charged.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('You have no fees')).toBeTruthy();
    await waitFor(() => expect(fetch.calls.some((call) => call.path.endsWith('/stop-periodicsale/7/5'))).toBe(true));
  });

  it('stops the periodic sale of the next fee not paid (nextNotPaidFeeInfo.cpsId), answered with errorMsg only as the spec gives it', async () => {
    const { cpsId: _groupLevel, ...specGroup } = membership;
    const { fetch } = showFees({
      getCustomerFees: { ok: true, model: [{ ...specGroup, nextNotPaidFeeInfo: { ...membership.nextNotPaidFeeInfo, cpsId: 9 } }] },
      // The spec's shape (doc 1 §7), outside the contract (which adds ok): a raw answer.
      stopPeriodicSale: () => Response.json({ errorMsg: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect((await screen.findByRole('status')).textContent).toBe('Membership cancelled');
    expect(fetch.calls.filter((call) => call.path.includes('/stop-periodicsale/')).map((call) => call.path)).toEqual(['/api/publiccustomerperiodicsales/stop-periodicsale/7/9']);
  });

  it('offers no cancel for a membership without a next fee to pay: it has nothing left to stop', async () => {
    showFees({ getCustomerFees: { ok: true, model: [{ ...membership, nextNotPaidFeeInfo: null }] } });
    expect(await screen.findByRole('region', { name: 'Individual membership' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it("shows the server's message when the membership cannot be cancelled", async () => {
    showFees({
      getCustomerFees: { ok: true, model: [membership] },
      stopPeriodicSale: { ok: false, errorMsg: 'Minimum stay is 3 months' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum stay is 3 months');
  });

  it('says so when there are no fees, and what will show here', async () => {
    showFees({ getCustomerFees: { ok: true, model: [] } });
    const empty = (await screen.findByText('You have no fees')).closest('.cz-empty') as HTMLElement;
    expect(within(empty).getByText('The fees of your memberships show here, ready to pay online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('hands the ticked fees to the cart as sales', () => {
    expect(selectedSales([membership], new Set([81, 80]))).toEqual([
      { id: 81, saleNumber: 'F-81', title: 'Individual membership', description: 'March 2024', total: 45, pending: 45 },
    ]);
  });
});
