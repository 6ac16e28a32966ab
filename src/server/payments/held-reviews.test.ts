import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { HELD_REVIEW_POLICY, readHeldReviews } from './held-reviews';

// Authorize.Net "held for review" (issue 21 item 15): a held payment whose webhook never comes is settled by the
// periodic status read every instance runs; two instances at once read each held payment once.
const { state, kit } = usePaymentServer();
const HELD_CARD = '4000000000000101';

afterEach(() => {
  vi.restoreAllMocks();
  state.server.app.clock.unpin();
});

/** A checkout with the card Authorize.Net holds for review: its sale and transaction id. */
async function heldCheckout() {
  const opaque = (
    await kit.post('/sandbox/authorizenet/v1/opaque', {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
      cardData: { cardNumber: HELD_CARD, month: '12', year: '30', cardCode: '123' },
    })
  ).json().opaqueData.dataValue as string;
  const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: opaque });
  const saleId = model.saleIds[0]!;
  return { saleId, transId: (await kit.payments(saleId))[0]!.provider_reference! };
}

/** Loses every Authorize.Net webhook delivery and counts the status reads (getTransactionDetailsRequest) sent. */
function loseWebhooksCountingReads(): () => string[] {
  const runtime = state.server.app.payments;
  const http = runtime.http.bind(runtime);
  const reads: string[] = [];
  vi.spyOn(runtime, 'http').mockImplementation(async (url, request) => {
    if (url === '/payments/authorizenet/webhook') return { status: 200, body: '{}', json: <J>() => ({}) as J };
    const details = request?.body ? JSON.parse(request.body).getTransactionDetailsRequest : undefined;
    if (details) reads.push(details.transId as string);
    return http(url, request);
  });
  return () => reads;
}

describe('the status read of payments held for review', () => {
  it('settles a held payment whose webhook never came, once, with two instances reading at once; a payment still held is read again later', async () => {
    const clock = state.server.app.clock;
    const reads = loseWebhooksCountingReads();
    const approved = await heldCheckout();
    const declined = await heldCheckout();
    const deps = state.server.app.payments;

    // Still in review: read once by one of the two instances, and not again before readEveryMs.
    const first = (await Promise.all([readHeldReviews(deps), readHeldReviews(deps)])).flat();
    expect(first.filter((read) => read.reference === approved.transId)).toEqual([{ reference: approved.transId, outcome: 'pending' }]);
    expect(reads().filter((transId) => transId === approved.transId)).toHaveLength(1);
    expect(await readHeldReviews(deps)).toEqual([]);
    expect(await kit.payments(approved.saleId)).toEqual([expect.objectContaining({ status: 'Pending' })]);

    // The review ends; its webhook is lost.
    await kit.post(`/sandbox/authorizenet/review/${approved.transId}`, { decision: 'approve' });
    await kit.post(`/sandbox/authorizenet/review/${declined.transId}`, { decision: 'decline' });
    expect(await kit.payments(approved.saleId)).toEqual([expect.objectContaining({ status: 'Pending' })]);

    clock.advance(HELD_REVIEW_POLICY.readEveryMs);
    const second = (await Promise.all([readHeldReviews(deps), readHeldReviews(deps)])).flat();
    expect(second.filter((read) => [approved.transId, declined.transId].includes(read.reference)).sort((a, b) => a.reference.localeCompare(b.reference))).toEqual(
      [
        { reference: approved.transId, outcome: 'succeeded' },
        { reference: declined.transId, outcome: 'failed' },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    expect(reads().filter((transId) => transId === approved.transId)).toHaveLength(2);
    expect(await kit.payments(approved.saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await kit.sale(approved.saleId)).status).toBe('Paid');
    expect(await kit.payments(declined.saleId)).toEqual([expect.objectContaining({ status: 'Failed' })]);

    // Settled payments are never read again.
    clock.advance(HELD_REVIEW_POLICY.readEveryMs);
    expect(await readHeldReviews(deps)).toEqual([]);
  });
});
