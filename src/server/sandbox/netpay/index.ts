import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { setting } from '../../payments/runtime';
import { secretKey, type NetpayCharge, type NetpayTransaction } from '../../payments/providers/netpay';
import { challengePage, fields, html, sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./netpay.js', import.meta.url), 'utf8');
const tokens = new Map<string, { number: string; used: boolean }>();
/**
 * A charge's life at NetPay: review (3-D Secure asked), WAIT_THREEDS (authenticated, waiting for the merchant's
 * confirmation: not taken yet, however long it waits), success (taken) or failed.
 */
type ChargeState = NetpayCharge['status'] | 'WAIT_THREEDS';
const charges = new Map<string, Omit<NetpayCharge, 'status'> & { status: ChargeState; redirect: string; refunded?: number }>();
const TRANSACTION_STATUS: Record<ChargeState, NetpayTransaction['status']> = { review: 'REVIEW', WAIT_THREEDS: 'WAIT_THREEDS', success: 'DONE', failed: 'FAILED' };
/** A charge as the transaction read answers it: NetPay's transaction status. */
const transactionView = ({ redirect: _redirect, refunded: _refunded, status, ...charge }: NonNullable<ReturnType<typeof charges.get>>) => ({
  ...charge,
  status: TRANSACTION_STATUS[status],
});
/** Cards kept with saveCard: reusable sources. */
const savedSources = new Map<string, { number: string }>();

/** The NetPay sandbox: the JS tokenizer stand-in, charges, the 3-D Secure page and transactions. */
export async function netpaySandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.NetPay, reply);

  app.get('/netpay/netpay.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  /**
   * NetPay's tokenizer of each environment (the script's sandbox mode picks one): a key works only in the environment
   * it was issued for, which for the configured method is its prodMode.
   */
  const tokenize = (production: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== setting(configured, 'publicKey')) return reply.code(401).send({ message: 'Invalid public key' });
    if ((setting(configured, 'prodMode') === 'true') !== production)
      return reply.code(401).send({ message: `This public key is not valid in the ${production ? 'production' : 'sandbox'} environment` });
    const body = fields(request);
    const number = (body.cardNumber ?? '').replace(/\D/g, '');
    if (!/^\d{13,19}$/.test(number) || !/^\d{3,4}$/.test(body.cvv2 ?? '')) return reply.code(400).send({ message: 'Invalid card' });
    const token = sandboxId('tok_', 20);
    tokens.set(token, { number, used: false });
    return { token, lastFourDigits: number.slice(-4) };
  };
  app.post('/netpay/v3/token', tokenize(false));
  app.post('/netpay/live/v3/token', tokenize(true));

  app.post('/netpay/gateway-ecommerce/v3/charges', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== secretKey(configured)) return reply.code(401).send({ message: 'Invalid secret key' });
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
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== secretKey(configured)) return reply.code(401).send({ message: 'Invalid secret key' });
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    if (charge.status !== 'WAIT_THREEDS') return reply.code(409).send({ status: 'failed', message: 'The transaction is not waiting for a 3-D Secure confirmation' });
    charge.status = 'success';
    return { status: 'success', transactionTokenId: charge.transactionTokenId, amount: charge.amount };
  });

  app.get<{ Params: { token: string } }>('/netpay/gateway-ecommerce/v3/transactions/:token', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== secretKey(configured)) return reply.code(401).send({ message: 'Invalid secret key' });
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    return transactionView(charge);
  });

  app.post<{ Params: { token: string } }>('/netpay/gateway-ecommerce/v3/transactions/:token/refund', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== secretKey(configured)) return reply.code(401).send({ message: 'Invalid secret key' });
    const charge = charges.get(request.params.token);
    if (!charge) return reply.code(404).send({ message: 'Transaction not found' });
    const amount = Number((request.body as { amount?: number } | undefined)?.amount ?? charge.amount - (charge.refunded ?? 0));
    if (charge.status !== 'success' || !(amount > 0) || Math.round((charge.refunded ?? 0) * 100) + Math.round(amount * 100) > Math.round(charge.amount * 100))
      return reply.code(400).send({ status: 'failed', error: 'Refund not possible' });
    charge.refunded = (charge.refunded ?? 0) + amount;
    // The refund is a transaction of its own, answered with its own token id.
    return { status: 'success', transactionTokenId: sandboxId('', 32), amount };
  });

  app.get<{ Params: { token: string } }>('/netpay/3ds/:token', async (request, reply) => {
    if (!(await method(reply))) return;
    const charge = charges.get(request.params.token);
    if (!charge || charge.status !== 'review') return reply.code(404).send('Unknown authentication');
    return html(reply, challengePage(`/sandbox/netpay/3ds/${request.params.token}`, {}));
  });

  app.post<{ Params: { token: string } }>('/netpay/3ds/:token', async (request, reply) => {
    if (!(await method(reply))) return;
    const charge = charges.get(request.params.token);
    if (!charge || charge.status !== 'review') return reply.code(404).send('Unknown authentication');
    // Authenticated is not charged: the charge waits for the merchant's confirmation.
    charge.status = fields(request).choice === 'approve' ? 'WAIT_THREEDS' : 'failed';
    const back = new URL(charge.redirect, 'http://return.invalid');
    back.searchParams.set('id', charge.transactionTokenId.slice(0, 12));
    back.searchParams.set('transaction_token', charge.transactionTokenId);
    return reply.redirect(back.origin === 'http://return.invalid' ? `${back.pathname}${back.search}` : back.toString(), 303);
  });
}
