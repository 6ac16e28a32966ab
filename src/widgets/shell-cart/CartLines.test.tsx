import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import { CartLines } from './CartLines';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** 10:30 UTC is 12:30 at a club in Madrid (summer time). */
const DEADLINE = '2030-06-01T10:30:00.000Z';

async function cartRoot(dateFormat = 'dd/MM/yyyy') {
  const { root } = createTestRoot({
    api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', DateFormat: dateFormat, CurrencySymbol: '€', Uploads: '/uploads' }) },
  });
  await root.settings.load();
  await root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
  root.cart.addSales([{ id: 11, title: 'Court 1 · 90 min', total: 24, pending: 24, paymentDeadline: DEADLINE }]);
  return root;
}

describe('the cart lines', () => {
  it("names a booking's line by its name and its day and time in the one format, never by its sale number (issue 35)", async () => {
    const root = await cartRoot();
    root.cart.addSales([{ id: 12, saleNumber: 'S0000040', title: 'Padel · Padel 1', description: 'Padel 1, 2030-06-02 18:00 (60 min)', total: 28, pending: 28 }]);
    root.cart.addSales([{ id: 13, saleNumber: 'S0000012', title: null, description: 'Tennis court · 60 min', total: 18, pending: 18 }]);
    renderWithEngine(<CartLines />, { root });
    expect(screen.getByText('Padel · Padel 1').closest('li')!.textContent).toContain('Padel · Padel 1 · Sun 2 Jun · 18:00 (60 min)');
    expect(screen.getByText('Tennis court · 60 min')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Cart' }).textContent).not.toMatch(/S00000|2030-06-02/);
  });

  it('shows a pending sale net, as the products, when the club shows prices without taxes; the total adds the two', async () => {
    const { root } = createTestRoot({ api: { loadMainSettings: async () => ({ CurrencySymbol: '€', PriceWithTaxes: false }) } });
    await root.settings.load();
    await root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
    root.cart.addSales([{ id: 11, title: 'Court 1 · 90 min', total: 24, pending: 24, netPending: 19.83 }]);
    renderWithEngine(<CartLines />, { root });
    expect(screen.getByText('Court 1 · 90 min').closest('li')!.textContent).toContain('19.83');
    expect(screen.getByText('Court 1 · 90 min').closest('li')!.textContent).not.toContain('24.00');
    expect(screen.getByText('Polo').closest('li')!.textContent).toContain('28.88');
    expect(root.cart.total).toBe(48.71);
  });

  it('shows a booking hold until its payment deadline, in club time, on the sale line and not on a product line', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T10:10:00.000Z'));
    const root = await cartRoot();
    renderWithEngine(<CartLines />, { root });
    const hold = screen.getByText('Held until 12:30');
    expect(hold.closest('li')!.textContent).toContain('Court 1 · 90 min');
    expect(hold.getAttribute('datetime')).toBe(DEADLINE);
    const product = screen.getByText('Polo').closest('li')!;
    expect(product.textContent).not.toMatch(/Held until|Hold expired/);
    expect(screen.getAllByText(/Held until|Hold expired/)).toHaveLength(1);
  });

  it('says the hold expired once the deadline has passed, by itself while the cart is open', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-06-01T10:29:00.000Z'));
    const root = await cartRoot();
    renderWithEngine(<CartLines />, { root });
    expect(screen.getByText('Held until 12:30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Held until 12:30')).toBeNull();
    expect(screen.getByText('Hold expired at 12:30: book again')).toBeTruthy();
    expect(root.cart.sales).toHaveLength(1);
  });

  it('shows the time with am/pm when the club writes times so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T09:00:00.000Z'));
    const root = await cartRoot('MM/dd/yyyy hh:mm tt');
    renderWithEngine(<CartLines />, { root });
    expect(screen.getByText('Held until 12:30 PM')).toBeTruthy();
  });

  it('shows no hold for a sale without a payment deadline', async () => {
    const { root } = createTestRoot();
    root.cart.addSales([{ id: 12, title: 'Membership fee', total: 30, pending: 30 }]);
    renderWithEngine(<CartLines />, { root });
    expect(screen.getByText('Membership fee')).toBeTruthy();
    expect(screen.queryByText(/Held until|Hold expired/)).toBeNull();
  });

  it('keeps a product line at 1: the minus is off at 1, an exact 0 reads 1 again, and Remove takes the line away', async () => {
    const root = await cartRoot();
    renderWithEngine(<CartLines />, { root });
    expect((screen.getByRole('button', { name: 'One less Polo' }) as HTMLButtonElement).disabled).toBe(true);
    const units = screen.getByRole('spinbutton', { name: 'Quantity of Polo' }) as HTMLInputElement;
    fireEvent.change(units, { target: { value: '0' } });
    fireEvent.blur(units);
    await vi.waitFor(() => expect(units.value).toBe('1'));
    expect(root.cart.products.map((line) => line.units)).toEqual([1]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Polo' }));
    expect(screen.queryByText('Polo')).toBeNull();
    expect(root.cart.products).toEqual([]);
  });

  it("keeps a sale's remove busy while its cancel is sent, sends it once for a second tap, and shows the server's refusal keeping the line", async () => {
    let answer!: (body: OperationAnswer<'cancelBooking'>) => void;
    const cancel = vi.fn(() => new Promise<OperationAnswer<'cancelBooking'>>((resolve) => (answer = resolve)));
    const { root } = createTestRoot({ operations: { cancelBooking: cancel } });
    root.cart.addSales([{ id: 13, title: 'Court 2 · 60 min', total: 18, pending: 18, cancelUrl: 'publicbookings/cancel/41/7' }]);
    renderWithEngine(<CartLines />, { root });
    const remove = screen.getByRole('button', { name: 'Remove Court 2 · 60 min' }) as HTMLButtonElement;
    fireEvent.click(remove);
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(remove.disabled).toBe(true);
    fireEvent.click(remove);
    await act(async () => answer({ ok: false, errorMsg: 'Too late to cancel this booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too late to cancel this booking');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(remove.disabled).toBe(false);
    expect(root.cart.sales.map((sale) => sale.id)).toEqual([13]);
  });
});
