import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import Checkout from './Checkout';

afterEach(cleanup);

describe("the checkout's summary", () => {
  it('shows how long a booking is held on its line, and nothing of the kind on a product line', async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', CurrencySymbol: '€', Uploads: '/uploads' }) },
      operations: { getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [{ id: 5, type: 5, name: 'Pay at the club' }] } } },
    });
    await root.settings.load();
    root.session.startSession(loginRecord({ id: 7 }));
    await root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
    // 10:30 UTC is 12:30 in Madrid (summer time); far ahead, so the hold is still on.
    root.cart.addSales([{ id: 11, title: 'Court 1 · 90 min', total: 24, pending: 24, paymentDeadline: '2099-06-01T10:30:00.000Z' }]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const summary = within(await screen.findByRole('list', { name: 'Cart' }));
    const hold = summary.getByText('Held until 12:30');
    expect(hold.closest('li')!.textContent).toContain('Court 1 · 90 min');
    expect(summary.getByText('Polo').closest('li')!.textContent).not.toMatch(/Held until|Hold expired/);
  });

  it("writes a booking's day and time in the one format, never the server's system date", async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', CurrencySymbol: '€', Uploads: '/uploads', DateFormat: 'dd/MM/yyyy HH:mm' }) },
      operations: { getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [{ id: 5, type: 5, name: 'Pay at the club' }] } } },
    });
    await root.settings.load();
    root.session.startSession(loginRecord({ id: 7 }));
    root.cart.addSales([{ id: 12, title: 'Padel court', description: 'Padel 1, 2026-12-06 18:00 (60 min)', total: 28, pending: 28 }]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const line = (await within(await screen.findByRole('list', { name: 'Cart' })).findByText('Padel court')).closest('li')!;
    expect(line.textContent).toContain('Sun 6 Dec · 18:00 (60 min)');
    expect(line.textContent).not.toContain('2026-12-06');
  });
});
