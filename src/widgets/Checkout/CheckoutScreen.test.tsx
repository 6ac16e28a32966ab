import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import Checkout from './Checkout';

// Issue 35: one checkout screen, phone first — what is paid for on top, the details on one line, the address only
// to ship, the card chosen, the vouchers folded, and a Pay that always says what is missing.

afterEach(cleanup);

type Info = NonNullable<OperationAnswer<'getCustomerCheckoutInfo'>['model']>;
type PaymentMethod = NonNullable<Info['paymentMethods']>[number];

const pending: PaymentMethod = { id: 5, type: 5, name: 'Pay at the club' };
const stripe: PaymentMethod = { id: 2, type: 14, name: 'Card (Stripe)', allowTokenization: true };
const visa: PaymentMethod = { id: 2, type: 14, name: 'Visa ···4242', tokenId: 41 };
const master: PaymentMethod = { id: 1, type: 1, name: 'Mastercard ···0004', tokenId: 42 };
const ana = { name: 'Ana', surname: 'García López', email: 'ana@demo.club', phone: '+34 600 111 222' };
const home = { addressLine1: 'Calle Mayor 10', city: 'Madrid', town: 'Madrid', country: 'Spain', postalCode: '28013' };
const court = {
  id: 40,
  saleNumber: 'S0000040',
  title: 'Padel · Padel 1',
  description: 'Padel 1, 03/12/2026 19:00 (90 min)',
  total: 28,
  pending: 28,
  paymentType: 1,
};
const racket = { id: 4, name: 'Racket', grossPrice: 189.95, netPrice: 156.98, transportRequired: true };

function customer(info: Info) {
  const made = createTestRoot({
    operations: {
      getLegalSettings: { ok: true, data: {} },
      getCustomerCheckoutInfo: { ok: true, model: info },
      checkoutCustomer: { ok: true, model: { paid: true, saleIds: [court.id] } },
    },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  return made;
}

const checkoutCalls = (fetch: ReturnType<typeof createTestRoot>['fetch']) => fetch.calls.filter((call) => call.path === '/api/shop/checkout-customer');
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
const acceptLegal = () => fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));

describe('the checkout of a court', () => {
  it("says what is paid for by the booking's name and time, never its sale number", async () => {
    const { root } = customer({ ...ana, paymentMethods: [pending] });
    root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const line = within(await screen.findByRole('list', { name: 'Cart' })).getByRole('listitem');
    expect(line.textContent).toContain('Padel · Padel 1');
    expect(line.textContent).toContain('03/12/2026 19:00 (90 min)');
    expect(line.textContent).toMatch(/28[.,]00/);
    expect(line.textContent).not.toContain('S0000040');
    expect(screen.getByRole('button', { name: 'Pay' }).textContent).toMatch(/^Pay.*28[.,]00/);
  });

  it('folds complete details to one line with Change, and asks for no address when nothing is shipped', async () => {
    const { root } = customer({ ...ana, ...home, paymentMethods: [pending] });
    root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    expect(await screen.findByText('Ana García López · ana@demo.club')).toBeTruthy();
    expect(screen.queryByRole('textbox')).not.toBeNull(); // the coupon only
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change your details' }));
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+34 600 111 222');
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('opens the details when one is missing', async () => {
    const { root } = customer({ ...ana, phone: null, paymentMethods: [pending] });
    root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    expect(((await screen.findByRole('textbox', { name: 'Phone' })) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Change your details' })).toBeNull();
  });

  it('opens on the first saved card, the conditions as the customer accepted them, and pays in one tap', async () => {
    const { root, fetch } = customer({ ...ana, acceptConditions: true, paymentMethods: [stripe, pending, visa, master] });
    root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const card = (await screen.findByRole('radio', { name: /Visa ···4242/ })) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'I accept the legal conditions' }) as HTMLInputElement).checked).toBe(true);
    pay();
    await waitFor(() => expect(checkoutCalls(fetch)).toHaveLength(1));
    expect(checkoutCalls(fetch)[0]!.body).toMatchObject({ paymentMethodId: 2, tokenId: 41, saleIds: [court.id] });
  });

  it('opens the next checkout on the method the customer paid with last', async () => {
    const first = customer({ ...ana, paymentMethods: [visa, pending] });
    first.root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root: first.root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    acceptLegal();
    pay();
    await waitFor(() => expect(first.root.cart.isEmpty).toBe(true));
    cleanup();

    const next = createTestRoot({ backing: first.backing, operations: { getCustomerCheckoutInfo: { ok: true, model: { ...ana, paymentMethods: [visa, pending] } } } });
    next.root.session.startSession(loginRecord({ id: 7 }));
    next.root.cart.addSales([{ ...court, id: 41 }]);
    renderWithEngine(<Checkout />, { root: next.root, path: '/checkout' });
    expect(((await screen.findByRole('radio', { name: /Pay at the club/ })) as HTMLInputElement).checked).toBe(true);
  });

  it('folds the vouchers into "Use a voucher (2)", each voucher listed once', async () => {
    const courtVoucher = { id: 6, name: 'Court Voucher 50 € (50)', voucher: { id: 31 } };
    const junior = { id: 6, name: 'Junior Pass 100 € (100)', voucher: { id: 32 } };
    const vouchers = [
      { saleId: court.id, vouchers: [courtVoucher] },
      { saleId: null, vouchers: [courtVoucher, junior] },
    ];
    const { root } = customer({ ...ana, paymentMethods: [visa], vouchers });
    root.cart.addSales([court]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const fold = await screen.findByRole('button', { name: 'Use a voucher (2)' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radio', { name: /Court Voucher/ })).toBeNull();
    fireEvent.click(fold);
    const group = within(screen.getByRole('group', { name: 'Pay with a voucher' }));
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(["Don't use a voucher", 'Court Voucher 50 € (50)', 'Junior Pass 100 € (100)']);
  });
});

describe('the checkout of something to ship', () => {
  it('changes a line by its stepper and by a typed number', async () => {
    const { root } = customer({ ...ana, ...home, paymentMethods: [pending] });
    await root.cart.addProduct(racket, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Racket' }));
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Quantity of Racket' }) as HTMLInputElement).value).toBe('2'));
    const units = screen.getByRole('spinbutton', { name: 'Quantity of Racket' });
    fireEvent.change(units, { target: { value: '4' } });
    fireEvent.keyDown(units, { key: 'Enter' });
    await waitFor(() => expect(root.cart.count).toBe(4));
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Racket' }) as HTMLInputElement).value).toBe('4');
  });

  it('asks for the address; Pay with a detail removed focuses that field and says it is missing', async () => {
    const { root, fetch } = customer({ ...ana, ...home, paymentMethods: [pending], transports: [{ id: 8, name: 'Courier', product: { grossPrice: 6, netPrice: 4.96 } }] });
    await root.cart.addProduct(racket, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change your details' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Postal code' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    acceptLegal();
    pay();
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' });
    await waitFor(() => expect(document.activeElement).toBe(postalCode));
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Missing: Postal code');
    expect(checkoutCalls(fetch)).toEqual([]);
  });
});
