import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRoot, loginRecord, type FakeRoutes } from '../../stores/test-support';
import { renderWithEngine } from '../../engine/test-render';
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

function showFees(routes: FakeRoutes) {
  const { root, fetch } = createTestRoot({ routes });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<CustomerFees />, { root });
  return { root, fetch };
}

describe('fees', () => {
  it('groups fees by membership with the next fee, and ticks only fees left to pay', async () => {
    showFees({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': { ok: true, model: [membership] } });
    const group = await screen.findByRole('region', { name: 'Individual membership' });
    expect(within(group).getByText('Next fee: 01/04/2024, 45,00 €')).toBeTruthy();
    expect((within(group).getByRole('checkbox', { name: 'Select fee March 2024 F-81' }) as HTMLInputElement).disabled).toBe(false);
    expect((within(group).getByRole('checkbox', { name: 'Select fee February 2024 F-80' }) as HTMLInputElement).disabled).toBe(true);
    const addToCart = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(addToCart.disabled).toBe(true);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Select fee March 2024 F-81' }));
    expect(addToCart.disabled).toBe(false);
  });

  it('cancels a membership after confirming and reloads the fees', async () => {
    let stopped = false;
    const { fetch } = showFees({
      'GET /api/publiccustomerperiodicsales/customer-fees/7': () => ({ ok: true, model: stopped ? [] : [membership] }),
      'POST /api/publiccustomerperiodicsales/stop-periodicsale/7/5': () => {
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

  it("shows the server's message when the membership cannot be cancelled", async () => {
    showFees({
      'GET /api/publiccustomerperiodicsales/customer-fees/7': { ok: true, model: [membership] },
      'POST /api/publiccustomerperiodicsales/stop-periodicsale/7/5': { ok: false, errorMsg: 'Minimum stay is 3 months' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum stay is 3 months');
  });

  it('says so when there are no fees', async () => {
    showFees({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': { ok: true, model: [] } });
    expect(await screen.findByText('You have no fees')).toBeTruthy();
  });

  it('hands the ticked fees to the cart as sales', () => {
    expect(selectedSales([membership], new Set([81, 80]))).toEqual([
      { id: 81, saleNumber: 'F-81', title: 'Individual membership', description: 'March 2024', total: 45, pending: 45 },
    ]);
  });
});
