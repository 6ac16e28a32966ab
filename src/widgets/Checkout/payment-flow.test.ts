import { describe, expect, it } from 'vitest';
import { paymentFlow, REVIEWING, type PaymentEvent, type PaymentState } from './payment-flow';

const netpay = { id: 10, type: 10 as const, name: 'NetPay' };
const transbank = { id: 8, type: 18 as const, name: 'Webpay (Transbank)' };
const paypal = { id: 9, type: 9 as const, name: 'PayPal' };
const handed = { paypal: { orderId: 'O-1', clientId: 'client' } };

const run = (state: PaymentState, ...events: PaymentEvent[]) => events.reduce(paymentFlow, state);
const collecting: PaymentState = { phase: 'collecting', method: netpay };
const resuming: PaymentState = { phase: 'resuming', method: transbank, query: new URLSearchParams('TBK_TOKEN=t&transbank_request=4') };
const paying: PaymentState = { phase: 'paying', request: { tokenId: null } };
const atProvider: PaymentState = { phase: 'provider', method: paypal, result: handed };
const ALL: PaymentState[] = [REVIEWING, collecting, resuming, paying, atProvider, { phase: 'paid', review: false }, { phase: 'declined' }];

describe('Pay on the page', () => {
  it('sends `checkout` at once for a method that needs nothing first (a saved card, pay at the club, a voucher, a free total)', () => {
    expect(run(REVIEWING, { type: 'pay', step: 'submit', method: paypal })).toEqual({ phase: 'paying', request: { tokenId: null } });
  });

  it('collects the card at its provider first, in the portal or away at its page', () => {
    expect(run(REVIEWING, { type: 'pay', step: 'collect', method: netpay })).toEqual({ phase: 'collecting', method: netpay });
    expect(run(REVIEWING, { type: 'pay', step: 'collectAway', method: transbank })).toEqual({ phase: 'collecting', method: transbank });
  });

  it('stays on the page for a method the portal has no provider for', () => {
    expect(run(REVIEWING, { type: 'pay', step: 'unavailable', method: paypal })).toBe(REVIEWING);
  });

  it('sends once for a double tap: a second Pay while paying or collecting changes nothing', () => {
    const first = run(REVIEWING, { type: 'pay', step: 'submit', method: paypal });
    expect(run(first, { type: 'pay', step: 'submit', method: paypal })).toBe(first);
    expect(run(collecting, { type: 'pay', step: 'collect', method: netpay })).toBe(collecting);
    expect(run(resuming, { type: 'pay', step: 'submit', method: transbank })).toBe(resuming);
  });

  it("starts again from a provider's step on the page (the player chose again), never once paid or declined", () => {
    expect(run(atProvider, { type: 'pay', step: 'submit', method: paypal })).toEqual(paying);
    const paid: PaymentState = { phase: 'paid', review: false };
    expect(run(paid, { type: 'pay', step: 'submit', method: paypal })).toBe(paid);
    const declined: PaymentState = { phase: 'declined' };
    expect(run(declined, { type: 'pay', step: 'submit', method: paypal })).toBe(declined);
  });
});

describe("the provider's card before `checkout`", () => {
  it("pays with the provider's token and what goes with it", () => {
    expect(run(collecting, { type: 'token', tokenId: 'tok_1', extra: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT' } })).toEqual({
      phase: 'paying',
      request: { tokenId: 'tok_1', extra: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT' } },
    });
  });

  it("resumes on the provider's return: the registration's saved card pays, with what the payment keeps of it", () => {
    expect(run(resuming, { type: 'resumed', tokenId: '31', kept: { transbank_request: '4' } })).toEqual({
      phase: 'paying',
      request: { tokenId: '31', kept: { transbank_request: '4' } },
    });
  });

  it('goes back to the page when the player closes it or it fails, from the card form, the return or the step', () => {
    for (const state of [collecting, resuming, atProvider]) {
      expect(run(state, { type: 'closed' })).toBe(REVIEWING);
      expect(run(state, { type: 'failed' })).toBe(REVIEWING);
    }
  });

  it('takes a token or a registration only where it was asked for', () => {
    for (const state of ALL.filter((candidate) => candidate !== collecting)) expect(run(state, { type: 'token', tokenId: 'late' })).toBe(state);
    for (const state of ALL.filter((candidate) => candidate !== resuming)) expect(run(state, { type: 'resumed', tokenId: 'late' })).toBe(state);
    for (const state of [REVIEWING, paying]) expect(run(state, { type: 'closed' })).toBe(state);
  });
});

describe("`checkout`'s answer", () => {
  it("hands the payment to the provider's step when it answers the provider's block", () => {
    expect(run(paying, { type: 'handedOver', method: paypal, result: handed })).toEqual(atProvider);
  });

  it('ends paid (or held for review), or declined by the provider inside checkout', () => {
    expect(run(paying, { type: 'paid', review: false })).toEqual({ phase: 'paid', review: false });
    expect(run(paying, { type: 'paid', review: true })).toEqual({ phase: 'paid', review: true });
    expect(run(paying, { type: 'declined' })).toEqual({ phase: 'declined' });
  });

  it('goes back to the page on a refusal, where Pay sends again', () => {
    const refused = run(paying, { type: 'refused' });
    expect(refused).toBe(REVIEWING);
    expect(run(refused, { type: 'pay', step: 'submit', method: paypal })).toEqual(paying);
  });

  it('is heard only while paying: a late answer changes nothing', () => {
    const late: PaymentEvent[] = [{ type: 'handedOver', method: paypal, result: handed }, { type: 'paid', review: false }, { type: 'declined' }, { type: 'refused' }];
    for (const state of ALL.filter((candidate) => candidate !== paying)) for (const event of late) expect(run(state, event)).toBe(state);
  });
});
