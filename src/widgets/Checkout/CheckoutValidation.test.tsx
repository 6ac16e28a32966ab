import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import Checkout from './Checkout';

// Doc 3 §5.1: every check before payment shows its text where the user has to act on it.

afterEach(cleanup);

type PaymentMethod = NonNullable<NonNullable<OperationAnswer<'getCustomerCheckoutInfo'>['model']>['paymentMethods']>[number];

const pending: PaymentMethod = { id: 5, type: 5, name: 'Pay at the club' };
const stripe: PaymentMethod = { id: 2, type: 14, name: 'Card (Stripe)', allowTokenization: true, forceSaveCreditCard: true };
const polo = { id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 };
const racket = { id: 4, name: 'Racket', grossPrice: 189.95, netPrice: 156.98, transportRequired: true };
const courier = { id: 8, name: 'Courier', deliveryTime: '48 h', product: { grossPrice: 6, netPrice: 4.96 } };
const share = { id: 11, saleNumber: 'S-11', title: 'Tennis court · 60 min', total: 7, pending: 7, paymentType: 2, withRetention: false };

function page(operations: FakeOperations, loggedIn: boolean) {
  const made = createTestRoot({ operations: { getLegalSettings: { ok: true, data: {} }, ...operations } });
  if (loggedIn) made.root.session.startSession(loginRecord({ id: 7 }));
  return made;
}
const checkoutCalls = (fetch: ReturnType<typeof createTestRoot>['fetch']) =>
  fetch.calls.filter((call) => call.path.startsWith('/api/shop/checkout') && !call.path.includes('info'));
/** The titled block of the page (a Card) whose heading is `title`. */
const block = (title: string) => within(screen.getByRole('heading', { name: title }).closest('section')!);
/** The texts tied to a control by aria-describedby (a Field's help and error). */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
const acceptLegal = () => fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));

describe('the checkout validation texts of doc 3 §5.1, on screen', () => {
  it('says "Your basket is empty!" for an empty cart with Continue shopping as the next step: no form, no Pay at 0', async () => {
    const { root, fetch } = page({}, true);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    expect(await screen.findByText('Your basket is empty!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it('says "Please select transport" in the transport choice when a product needs one, and asks for the delivery address of a logged-in customer', async () => {
    const { root, fetch } = page({ getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [pending], transports: [courier] } } }, true);
    await root.cart.addProduct(racket, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    acceptLegal();
    pay();
    const transport = within(await screen.findByRole('group', { name: 'Transport' }));
    expect(transport.getByText('Please select transport')).toBeTruthy();
    // Transport required: the address is required even when logged in, each empty field says so.
    expect(describedBy(screen.getByRole('textbox', { name: 'Address' }))).toContain('Check required fields');
    expect(describedBy(screen.getByRole('textbox', { name: 'Postal code' }))).toContain('Check required fields');
    expect(checkoutCalls(fetch)).toEqual([]);

    fireEvent.click(transport.getByRole('radio', { name: /Courier/ }));
    pay();
    await waitFor(() => expect(screen.queryByText('Please select transport')).toBeNull());
  });

  it('says "Please log in or register" in the delivery block when a visitor brings a pending sale, and sends nothing', async () => {
    const { root, fetch } = page({ getCheckoutInfo: { ok: true, model: { paymentMethods: [pending] } } }, false);
    root.cart.addSales([{ ...share, paymentType: 1 }]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    await screen.findByRole('radio', { name: /Pay at the club/ });
    pay();
    expect(await block('Your details').findByText('Please log in or register')).toBeTruthy();
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it('asks a shared payment for a method or a saved card as a guarantee, in the payment methods', async () => {
    // The one method's deadline refuses sharing, so none is chosen for the player.
    const late: PaymentMethod = { ...stripe, id: 9, name: 'Card (Late)', paymentDeadline: { date: '2099-01-01T10:00:00.000Z', isSharedPaymentAllowed: false } };
    const { root, fetch } = page({ getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [late], isSharedPayment: true, withRetention: false } } }, true);
    root.cart.addSales([share]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const methods = within(await screen.findByRole('group', { name: 'Payment methods' }));
    expect(((await methods.findByRole('radio', { name: /Card \(Late\)/ })) as HTMLInputElement).checked).toBe(false);
    acceptLegal();
    pay();
    expect(await methods.findByText('Please select a payment method or a saved card as a guarantee for any amount your teammates may not cover')).toBeTruthy();
    expect(screen.queryByText('Please select a payment method')).toBeNull();
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it('refuses a method whose deadline disallows sharing, in the payment methods', async () => {
    const late: PaymentMethod = { ...stripe, id: 9, name: 'Card (Late)', paymentDeadline: { date: '2099-01-01T10:00:00.000Z', isSharedPaymentAllowed: false } };
    const { root, fetch } = page({ getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [late], isSharedPayment: true, withRetention: false } } }, true);
    root.cart.addSales([share]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const methods = within(await screen.findByRole('group', { name: 'Payment methods' }));
    fireEvent.click(await methods.findByRole('radio', { name: /Card \(Late\)/ }));
    acceptLegal();
    pay();
    expect(await methods.findByText('This payment method does not allow shared payment due to deadline restrictions')).toBeTruthy();
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it("ties 'Check required fields' to each empty field of a visitor and 'Password does not match' to the repeat field", async () => {
    const { root, fetch } = page({ getCheckoutInfo: { ok: true, model: { paymentMethods: [pending] } } }, false);
    await root.cart.addProduct(polo, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    acceptLegal();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Vera' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Corto-Largo-77' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'Corto-Largo-78' } });
    pay();
    await screen.findAllByText('Check required fields');
    expect(describedBy(screen.getByRole('textbox', { name: 'Name' }))).not.toContain('Check required fields');
    for (const name of ['Surname', 'Address', 'City', 'Town', 'Country', 'Postal code', 'Email', 'Phone']) {
      expect(describedBy(screen.getByRole('textbox', { name })), name).toContain('Check required fields');
    }
    expect(describedBy(screen.getByLabelText(/^Repeat password/))).toContain('Password does not match');
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it("ties 'Check required fields' to Password, not to Repeat password, when a visitor leaves the password empty", async () => {
    const { root, fetch } = page({ getCheckoutInfo: { ok: true, model: { paymentMethods: [pending] } } }, false);
    await root.cart.addProduct(polo, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    acceptLegal();
    pay();
    await screen.findAllByText('Check required fields');
    expect(describedBy(screen.getByLabelText(/^Password/))).toContain('Check required fields');
    expect(describedBy(screen.getByLabelText(/^Repeat password/))).not.toContain('Check required fields');
    expect(checkoutCalls(fetch)).toEqual([]);
  });

  it('needs no payment method when a voucher pays', async () => {
    const voucherMethod: PaymentMethod = { id: 6, type: 6, name: 'Voucher balance' };
    const { root, fetch } = page(
      {
        getCustomerCheckoutInfo: {
          ok: true,
          model: { paymentMethods: [pending], vouchers: [{ saleId: null, vouchers: [{ id: voucherMethod.id, name: 'Court Voucher 50 € (50)', voucher: { id: 31 } }] }] },
        },
        checkoutCustomer: { ok: true, model: { paid: true, saleIds: [1] } },
      },
      true,
    );
    await root.cart.addProduct(polo, 1);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a voucher (1)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Court Voucher 50 € (50)' }));
    acceptLegal();
    pay();
    await waitFor(() => expect(checkoutCalls(fetch)).toHaveLength(1));
    expect(checkoutCalls(fetch)[0]!.body).toMatchObject({ paymentMethodId: 6, voucherId: 31 });
    expect(screen.queryByText('Please select a payment method')).toBeNull();
  });
});
