import { describe, expect, it } from 'vitest';
import { paymentChoices, payStep } from './checkout-choices';

const pending = { id: 5, type: 5 as const, name: 'Pay at the club' };
const stripe = { id: 2, type: 14 as const, name: 'Card', allowTokenization: true };
const savedStripe = { ...stripe, tokenId: 11, name: 'Visa 4242' };
const netpay = { id: 3, type: 10 as const, name: 'NetPay' };
const transbank = { id: 4, type: 18 as const, name: 'Webpay' };
const unknown = { id: 9, type: 99 as unknown as 14, name: 'Newpay' };

describe('the payment choices', () => {
  it('part saved cards from methods and find the chosen method by its key', () => {
    const choices = paymentChoices({ paymentMethods: [pending, stripe, savedStripe] }, 'm2-t11', false);
    expect(choices.savedCards).toEqual([savedStripe]);
    expect(choices.plainMethods).toEqual([pending, stripe]);
    expect(choices.method).toBe(savedStripe);
    expect(choices.savesCard).toBe(false);
  });

  it("save the card when ticked, when the method forces it, or as a shared payment's guarantee; a saved card never again", () => {
    expect(paymentChoices({ paymentMethods: [stripe] }, 'm2', true).savesCard).toBe(true);
    expect(paymentChoices({ paymentMethods: [stripe] }, 'm2', false).savesCard).toBe(false);
    expect(paymentChoices({ paymentMethods: [transbank] }, 'm4', false).savesCard).toBe(true);
    const shared = paymentChoices({ paymentMethods: [stripe], isSharedPayment: true, withRetention: false }, 'm2', false);
    expect(shared).toMatchObject({ sharedNeedsCard: true, savesCard: true });
    expect(paymentChoices({ paymentMethods: [savedStripe] }, 'm2-t11', true).savesCard).toBe(false);
  });
});

describe('what Pay does', () => {
  it('collects the card in the portal (NetPay) or away (Transbank) first, submits otherwise, and refuses a method without a provider step', () => {
    expect(payStep(netpay, null, false)).toBe('collect');
    expect(payStep(transbank, null, false)).toBe('collectAway');
    expect(payStep(stripe, null, false)).toBe('submit');
    expect(payStep(pending, null, false)).toBe('submit');
    expect(payStep({ ...unknown, tokenId: 3 }, null, false)).toBe('submit');
    expect(payStep(unknown, null, false)).toBe('unavailable');
  });

  it('submits straight away with a voucher, a free total or no method (the form checks already refused a missing one)', () => {
    expect(payStep(netpay, { methodId: 6, voucherId: 31 }, false)).toBe('submit');
    expect(payStep(netpay, null, true)).toBe('submit');
    expect(payStep(null, null, false)).toBe('submit');
  });
});
