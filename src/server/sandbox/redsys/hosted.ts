import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { merchantKey } from '../../payments/providers/redsys';
import { signRedsysForm, verifyRedsysForm } from '../../payments/signatures/redsys';
import { challengePage, choiceForm, escapeHtml, fields, html, ownOrigins, sandboxPage } from '../common';
import { authorisationCode, cardsOnFile, NOTIFICATION_PATH, orders, returnsOf, sandboxOf, upper, type Order } from './records';

/** realizarPago, the hosted card page: the customer's choice, 3-D Secure, then the notification and URLOK/URLKO. */
export function redsysHostedPage(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.post('/redsys/sis/realizarPago', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const verified = verifyRedsysForm(merchantKey(configured), fields(request));
    if (!verified.ok) return html(reply.code(400), sandboxPage('Error SIS0042', `<p>The signature of the payment form is not valid (${escapeHtml(verified.reason)}).</p>`));
    const parameters = upper(verified.parameters);
    const amount = Number(parameters.DS_MERCHANT_AMOUNT);
    if (!Number.isInteger(amount) || amount < 1) return html(reply.code(400), sandboxPage('Error SIS0018', '<p>The amount is not valid.</p>'));
    if (orders.has(verified.order)) return html(reply.code(400), sandboxPage('Error SIS0051', '<p>This order number was already used.</p>'));
    const returns = returnsOf(parameters, ownOrigins(request));
    if (!returns)
      return html(
        reply.code(400),
        sandboxPage(
          'Error SIS0444',
          `<p>The sandbox notifies only ${NOTIFICATION_PATH} of this server and sends the browser back only to pages of this site (DS_MERCHANT_MERCHANTURL, DS_MERCHANT_URLOK, DS_MERCHANT_URLKO).</p>`,
        ),
      );
    orders.set(verified.order, { parameters, state: 'open', amount, returns });
    return html(
      reply,
      sandboxPage(
        'Card payment',
        `<dl><dt>Merchant</dt><dd>${escapeHtml(parameters.DS_MERCHANT_MERCHANTCODE ?? '')}</dd><dt>Order</dt><dd>${escapeHtml(verified.order)}</dd>
<dt>Amount</dt><dd>${(amount / 100).toFixed(2)} ${escapeHtml(parameters.DS_MERCHANT_CURRENCY ?? '')}</dd><dt>Concept</dt><dd>${escapeHtml(parameters.DS_MERCHANT_PRODUCTDESCRIPTION ?? '')}</dd></dl>
${choiceForm('/sandbox/redsys/sis/decide', { order: verified.order }, { threeDs: true })}`,
      ),
    );
  });

  /** The order a decide or challenge form names, with the sandbox's method and the choice made; null once answered (no sandbox method, or SIS0057). */
  async function openOrder(request: FastifyRequest, reply: FastifyReply) {
    const configured = await method(reply);
    if (!configured) return null;
    const { order: id = '', choice } = fields(request);
    const order = orders.get(id);
    if (!order || order.state !== 'open') {
      await html(reply.code(404), sandboxPage('Error SIS0057', '<p>Unknown or finished order.</p>'));
      return null;
    }
    return { configured, id, order, choice };
  }

  app.post('/redsys/sis/decide', async (request, reply) => {
    const open = await openOrder(request, reply);
    if (!open) return reply;
    if (open.choice === '3ds') return html(reply, challengePage('/sandbox/redsys/sis/challenge', { order: open.id }));
    return finish(reply, open.configured, open.id, open.order, open.choice === 'approve' ? '0000' : '0190');
  });

  app.post('/redsys/sis/challenge', async (request, reply) => {
    const open = await openOrder(request, reply);
    if (!open) return reply;
    return finish(reply, open.configured, open.id, open.order, open.choice === 'approve' ? '0000' : '0184');
  });
}

/** The card's reference for a payment that asked for it (COF): kept by the sandbox and sent back in the notification. */
function cardOnFile(order: Order): Record<string, string> {
  const identifier = randomBytes(20).toString('hex');
  const firstTransaction = randomBytes(8).readBigUInt64BE().toString().slice(0, 15);
  cardsOnFile.set(identifier, { merchantCode: order.parameters.DS_MERCHANT_MERCHANTCODE ?? '', cardNumber: '4548810000000004', expiry: '3412', firstTransaction });
  return { Ds_Merchant_Identifier: identifier, Ds_ExpiryDate: '3412', Ds_Merchant_Cof_Txnid: firstTransaction };
}

/** The end of a payment: the signed notification to MERCHANTURL (server to server), then the browser to URLOK or URLKO. */
async function finish(reply: FastifyReply, configured: { id: number } & Parameters<typeof merchantKey>[0], id: string, order: Order, response: string) {
  const approved = response === '0000';
  const type = order.parameters.DS_MERCHANT_TRANSACTIONTYPE ?? '0';
  order.state = approved ? (type === '1' ? 'authorized' : 'paid') : 'declined';
  const now = reply.server.payments.now();
  const notification = signRedsysForm(merchantKey(configured), {
    Ds_Date: now.toISOString().slice(0, 10).split('-').reverse().join('/'),
    Ds_Hour: now.toISOString().slice(11, 16),
    Ds_Amount: String(order.amount),
    Ds_Currency: order.parameters.DS_MERCHANT_CURRENCY ?? '978',
    Ds_Order: id,
    Ds_MerchantCode: order.parameters.DS_MERCHANT_MERCHANTCODE ?? '',
    Ds_Terminal: order.parameters.DS_MERCHANT_TERMINAL ?? '1',
    Ds_Response: response,
    Ds_TransactionType: type,
    Ds_SecurePayment: '1',
    Ds_AuthorisationCode: approved ? authorisationCode() : '',
    Ds_Card_Country: '724',
    Ds_Card_Brand: '1',
    Ds_Card_Number: '454881******0004',
    ...(approved && order.parameters.DS_MERCHANT_IDENTIFIER === 'REQUIRED' ? cardOnFile(order) : {}),
  });
  if (order.returns?.notify) {
    await reply.server.payments.http(NOTIFICATION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...notification }).toString(),
    });
  }
  return reply.redirect((approved ? order.returns?.ok : order.returns?.ko) ?? '/', 303);
}
