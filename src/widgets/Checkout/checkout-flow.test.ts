import { describe, expect, it } from 'vitest';
import {
  checkoutFlow,
  chosenMethodKey,
  detailFields,
  detailsEditing,
  draftOf,
  firstProblem,
  preselectedMethodKey,
  startFlow,
  voucherOptions,
  type FlowAction,
} from './checkout-flow';
import { EMPTY_FORM, type CheckoutForm } from './checkout-rules';

const ana: CheckoutForm = { ...EMPTY_FORM, name: 'Ana', surname: 'García López', email: 'ana@demo.club', phone: '+34 600 111 222' };
const anaAtHome: CheckoutForm = { ...ana, addressLine1: 'Calle Mayor 10', city: 'Madrid', town: 'Madrid', country: 'Spain', postalCode: '28013' };

const pending = { id: 5, type: 5 as const, name: 'Pay at the club' };
const stripe = { id: 2, type: 14 as const, name: 'Card (Stripe)', allowTokenization: true };
const visa = { ...stripe, name: 'Visa ···4242', tokenId: 41 };
const master = { id: 1, type: 1 as const, name: 'Mastercard ···0004', tokenId: 42 };
const late = { ...stripe, id: 9, paymentDeadline: { date: '2099-01-01T10:00:00.000Z', isSharedPaymentAllowed: false } };

const run = (flow: ReturnType<typeof startFlow>, ...actions: FlowAction[]) => actions.reduce(checkoutFlow, flow);

describe("the checkout's details", () => {
  it('fold to one line for a customer whose contact details are complete, and open when one is missing', () => {
    expect(detailsEditing(startFlow({ form: ana, loggedIn: true, shipping: false }), true, false)).toBe(false);
    expect(detailsEditing(startFlow({ form: { ...ana, phone: '' }, loggedIn: true, shipping: false }), true, false)).toBe(true);
  });

  it('open when something is shipped and the address is missing; fold once it is there', () => {
    expect(detailsEditing(startFlow({ form: ana, loggedIn: true, shipping: true }), true, true)).toBe(true);
    expect(detailsEditing(startFlow({ form: anaAtHome, loggedIn: true, shipping: true }), true, true)).toBe(false);
  });

  it('are always a form for a visitor, who registers with every field (doc 3 §5.1)', () => {
    const flow = startFlow({ form: anaAtHome, loggedIn: false, shipping: false });
    expect(detailsEditing(run(flow, { type: 'details', open: false }), false, false)).toBe(true);
    expect(detailFields(false, false)).toContain('postalCode');
  });

  it('ask a customer for the address only when the cart holds something to ship', () => {
    expect(detailFields(true, false)).toEqual(['name', 'surname', 'email', 'phone']);
    expect(detailFields(true, true)).toContain('addressLine1');
  });

  it('open by Change and fold by Done, and stay open while the player empties a field', () => {
    const open = run(startFlow({ form: ana, loggedIn: true, shipping: false }), { type: 'details', open: true });
    expect(detailsEditing(open, true, false)).toBe(true);
    expect(detailsEditing(run(open, { type: 'details', open: false }), true, false)).toBe(false);
    const emptied = run(open, { type: 'details', open: false }, { type: 'field', field: 'phone', value: '' });
    expect(detailsEditing(emptied, true, false)).toBe(true);
  });
});

describe('Pay with something missing', () => {
  it('keeps the problems, counts the refused tap and opens the details when a detail is missing', () => {
    const folded = startFlow({ form: ana, loggedIn: true, shipping: false });
    const refused = run(folded, { type: 'payChecked', problems: { phone: { key: 'checkout.requiredFields' }, legal: { key: 'checkout.acceptLegal' } } });
    expect(refused).toMatchObject({ detailsOpen: true, refusedPays: 1 });
    expect(firstProblem(refused.problems)).toBe('phone');
  });

  it('leaves the details folded for a problem elsewhere, and counts each refused tap again', () => {
    const legal = { legal: { key: 'checkout.acceptLegal' as const } };
    const twice = run(startFlow({ form: ana, loggedIn: true, shipping: false }), { type: 'payChecked', problems: legal }, { type: 'payChecked', problems: legal });
    expect(twice).toMatchObject({ detailsOpen: false, refusedPays: 2 });
  });

  it('names the first problem in the order of the screen: the order, the details, transport, payment, conditions', () => {
    expect(firstProblem({ legal: { key: 'checkout.acceptLegal' }, method: { key: 'checkout.selectPaymentMethod' } })).toBe('method');
    expect(firstProblem({ legal: { key: 'checkout.acceptLegal' }, name: { key: 'checkout.requiredFields' }, coupon: { key: 'checkout.pressApplyCoupon' } })).toBe('coupon');
    expect(firstProblem({})).toBeNull();
  });

  it('forgets a problem once the player acts on it', () => {
    const refused = run(startFlow({ form: ana, loggedIn: true, shipping: true }), {
      type: 'payChecked',
      problems: { city: { key: 'checkout.requiredFields' }, transport: { key: 'checkout.selectTransport' }, legal: { key: 'checkout.acceptLegal' } },
    });
    const fixed = run(refused, { type: 'field', field: 'city', value: 'Madrid' }, { type: 'transport', id: 8 }, { type: 'field', field: 'acceptConditions', value: true });
    expect(fixed.problems).toEqual({});
  });

  it('clears every problem when Pay finds none', () => {
    const refused = run(startFlow({ form: ana, loggedIn: true, shipping: false }), { type: 'payChecked', problems: { legal: { key: 'checkout.acceptLegal' } } });
    expect(run(refused, { type: 'payChecked', problems: {} })).toMatchObject({ problems: {}, refusedPays: 1 });
  });
});

describe('the payment choice', () => {
  const options = { lastUsedKey: null, free: false, isSharedPayment: false };

  it('opens on the last method used, else the first saved card, else the club first method', () => {
    expect(preselectedMethodKey([stripe, visa, master, pending], { ...options, lastUsedKey: 'm5' })).toBe('m5');
    expect(preselectedMethodKey([stripe, visa, master, pending], options)).toBe('m2-t41');
    expect(preselectedMethodKey([stripe, pending], { ...options, lastUsedKey: 'm2-t99' })).toBe('m2');
  });

  it('opens on the card a new-card payment saved: the newest saved card of the method last used', () => {
    expect(preselectedMethodKey([stripe, master, visa, pending], { ...options, lastUsedKey: 'm2' })).toBe('m2-t41');
    expect(preselectedMethodKey([stripe, master, pending], { ...options, lastUsedKey: 'm2' })).toBe('m2');
  });

  it('chooses nothing for a free total, nor a method whose deadline refuses a shared payment', () => {
    expect(preselectedMethodKey([visa], { ...options, free: true })).toBeNull();
    expect(preselectedMethodKey([late], { ...options, isSharedPayment: true })).toBeNull();
    expect(preselectedMethodKey([late, pending], { ...options, isSharedPayment: true })).toBe('m5');
  });

  it("keeps the player's tap while the method is offered, and none while a voucher pays", () => {
    const flow = run(startFlow({ form: ana, loggedIn: true, shipping: false }), { type: 'method', key: 'm5' });
    expect(chosenMethodKey(flow, [visa, pending], 'm2-t41')).toBe('m5');
    expect(chosenMethodKey(flow, [visa], 'm2-t41')).toBe('m2-t41');
    const voucher = run(flow, { type: 'voucher', choice: { methodId: 6, voucherId: 31 } });
    expect(chosenMethodKey(voucher, [visa, pending], 'm2-t41')).toBeNull();
  });

  it('folds the vouchers; opening shows them, choosing one keeps them open, folding them away pays by method again', () => {
    const flow = startFlow({ form: ana, loggedIn: true, shipping: false });
    expect(flow.vouchersOpen).toBe(false);
    const chosen = run(flow, { type: 'vouchers', open: true }, { type: 'voucher', choice: { methodId: 6, voucherId: 31 } });
    expect(chosen).toMatchObject({ vouchersOpen: true, voucher: { voucherId: 31 } });
    expect(run(chosen, { type: 'vouchers', open: false })).toMatchObject({ vouchersOpen: false, voucher: null });
    expect(run(chosen, { type: 'method', key: 'm5' }).voucher).toBeNull();
  });

  it('lists a voucher that could pay two cart lines once', () => {
    const court = { id: 6, name: 'Court Voucher 50 € (50)', voucher: { id: 31 } };
    const junior = { id: 6, name: 'Junior Pass 100 € (100)', voucher: { id: 32 } };
    const info = {
      vouchers: [
        { saleId: 11, vouchers: [court] },
        { saleId: null, vouchers: [court, junior] },
      ],
    };
    expect(voucherOptions(info)).toEqual([
      { voucherId: 31, methodId: 6, name: 'Court Voucher 50 € (50)' },
      { voucherId: 32, methodId: 6, name: 'Junior Pass 100 € (100)' },
    ]);
  });
});

describe('the coupon and the provider return', () => {
  it('drops an applied coupon once its code is typed otherwise, and keeps it for the same code', () => {
    const coupon = { code: 'WELCOME5', discount: 5, netDiscount: 4.13, discountedTaxes: 0.87 };
    const applied = run(startFlow({ form: ana, loggedIn: true, shipping: false }), { type: 'couponChecked', coupon, note: { key: 'checkout.discountApplied' } });
    expect(run(applied, { type: 'couponTyped', text: ' WELCOME5 ' }).coupon).toBe(coupon);
    expect(run(applied, { type: 'couponTyped', text: 'WELCOME' })).toMatchObject({ coupon: null, couponNote: null });
  });

  it("starts at the provider return it resumes, and the saved card's token pays the page as it was left", () => {
    const query = new URLSearchParams('TBK_TOKEN=1');
    const flow = startFlow({ form: ana, loggedIn: true, shipping: false, resume: { method: stripe, query } });
    expect(flow.payment).toEqual({ phase: 'resuming', method: stripe, query });
    const resumed = run(flow, { type: 'payment', event: { type: 'resumed', tokenId: '31', kept: { TBK_TOKEN: '1' } } });
    expect(resumed.payment).toEqual({ phase: 'paying', request: { tokenId: '31', kept: { TBK_TOKEN: '1' } } });
    expect(resumed.form).toBe(flow.form);
    expect(startFlow({ form: ana, loggedIn: true, shipping: false }).payment).toEqual({ phase: 'reviewing' });
  });
});

describe('the draft kept while the browser is away at a provider (issue 37 item 18)', () => {
  it('starts again with the transport, the coupon, the tick and the method, never the passwords', () => {
    const left = run(
      startFlow({ form: { ...anaAtHome, password: 'secret1', password2: 'secret1' }, loggedIn: false, shipping: true }),
      { type: 'transport', id: 2 },
      { type: 'couponTyped', text: 'DEMO10' },
      { type: 'couponChecked', coupon: { code: 'DEMO10', discount: 10, netDiscount: 8.26, discountedTaxes: 1.74 }, note: null },
      { type: 'field', field: 'acceptConditions', value: true },
    );
    const draft = draftOf(left, 'm2', true);
    expect(draft.form.password).toBe('');
    const back = startFlow({ form: EMPTY_FORM, loggedIn: true, shipping: true, draft, chosenKey: 'm2t42' });
    expect(back).toMatchObject({ transportId: 2, couponTyped: 'DEMO10', coupon: { code: 'DEMO10' }, saveCard: true, chosenKey: 'm2t42' });
    expect(back.form).toEqual({ ...anaAtHome, acceptConditions: true });
    expect(startFlow({ form: EMPTY_FORM, loggedIn: true, shipping: true, draft }).chosenKey).toBe('m2');
  });
});
