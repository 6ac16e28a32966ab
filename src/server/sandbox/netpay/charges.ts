import type { FastifyInstance } from 'fastify';
import type { NetpayCharge } from '../../payments/providers/netpay';
import { sandboxId } from '../common';
import { charges, gatewayMethod, savedSources, tokens, transactionView, type ChargeState } from './records';

/** The gateway's charges: a token's (or a kept card's) charge, the confirmation after 3-D Secure, reads and refunds. */
export function netpayCharges(app: FastifyInstance): void {
  app.post('/netpay/gateway-ecommerce/v3/charges', async (request, reply) => {
    if (!(await gatewayMethod(app, request, reply))) return;
    const body = request.body as { amount?: number; source?: string; redirect3dsUri?: string; saveCard?: boolean };
    const reused = savedSources.get(String(body.source ?? ''));
    const card = reused ? { number: reused.number, used: false } : tokens.get(String(body.source ?? ''));
    if (!card || card.used || !(Number(body.amount) > 0)) return reply.code(400).send({ status: 'failed', error: 'Invalid source or amount' });
    card.used = true;
    let paymentSource: NetpayCharge['paymentSource'] = null;
    if (body.saveCard === true && !reused) {
      const source = sandboxId('card_', 20);
      savedSources.set(source, { number: card.number });
      paymentSource = { source, card: { lastFourDigits: card.number.slice(-4), brand: 'visa', expMonth: '12', expYear: '30' } };
    }
    const transactionTokenId = sandboxId('', 32);
    const status: NetpayCharge['status'] = card.number === '4000000000000002' ? 'failed' : card.number === '4000000000003220' ? 'review' : 'success';
    const charge = {
      status: status as ChargeState,
      transactionTokenId,
      amount: Number(body.amount),
      redirect: String(body.redirect3dsUri ?? '/netpay-callback/'),
      returnUrl: status === 'review' ? `/sandbox/netpay/3ds/${transactionTokenId}` : null,
      error: status === 'failed' ? 'Declined' : null,
      paymentSource: status === 'failed' ? null : paymentSource,
    };
    charges.set(transactionTokenId, charge);
    const { redirect: _redirect, ...answer } = charge;
    return answer;
  });

  /**
   * The merchant's confirmation of a charge that passed 3-D Secure (WAIT_THREEDS): only now is it taken. A
   * charge not waiting for it (confirmed already, failed, still in review) is refused with 409, as NetPay does.
   */
  app.post<{ Params: { token: string } }>('/netpay/gateway-ecommerce/v3/charges/:token/confirm', async (request, reply) => {
    if (!(await gatewayMethod(app, request, reply))) return;
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    if (charge.status !== 'WAIT_THREEDS') return reply.code(409).send({ status: 'failed', message: 'The transaction is not waiting for a 3-D Secure confirmation' });
    charge.status = 'success';
    return { status: 'success', transactionTokenId: charge.transactionTokenId, amount: charge.amount };
  });

  app.get<{ Params: { token: string } }>('/netpay/gateway-ecommerce/v3/transactions/:token', async (request, reply) => {
    if (!(await gatewayMethod(app, request, reply))) return;
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    return transactionView(charge);
  });

  app.post<{ Params: { token: string } }>('/netpay/gateway-ecommerce/v3/transactions/:token/refund', async (request, reply) => {
    if (!(await gatewayMethod(app, request, reply))) return;
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    const amount = Number((request.body as { amount?: number } | undefined)?.amount ?? charge.amount - (charge.refunded ?? 0));
    if (charge.status !== 'success' || !(amount > 0) || Math.round((charge.refunded ?? 0) * 100) + Math.round(amount * 100) > Math.round(charge.amount * 100))
      return reply.code(400).send({ status: 'failed', error: 'Refund not possible' });
    charge.refunded = (charge.refunded ?? 0) + amount;
    // The refund is a transaction of its own, answered with its own token id.
    return { status: 'success', transactionTokenId: sandboxId('', 32), amount };
  });
}
