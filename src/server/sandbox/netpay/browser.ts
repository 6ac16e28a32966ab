import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setting } from '../../payments/runtime';
import { challengePage, fields, html, sandboxId } from '../common';
import { charges, sandboxOf, tokens } from './records';

const SCRIPT = readFileSync(new URL('./netpay.js', import.meta.url), 'utf8');

/** What the browser meets: the JS tokenizer stand-in and the 3-D Secure page. */
export function netpayBrowser(app: FastifyInstance): void {
  const method = sandboxOf(app);

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
