import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { merchantKey } from '../../payments/providers/redsys';
import { signRedsysForm, verifyRedsysForm, type RedsysParameters } from '../../payments/signatures/redsys';
import { challengePage, choiceForm, escapeHtml, fields, html, ownOrigins, sameOriginPath, sandboxPage, sandboxMethod } from '../common';

interface Order {
  parameters: RedsysParameters;
  state: 'open' | 'authorized' | 'paid' | 'declined' | 'released';
  amount: number;
  refunded?: number;
  /** Where the end of a hosted payment goes: checked when the form came in (see `returnsOf`). */
  returns?: Returns;
}

interface Returns {
  /** Whether to notify this server (MERCHANTURL given: always this server's own notification path). */
  notify: boolean;
  ok: string;
  ko: string;
}

/** The one address the sandbox notifies: this server's Redsys notification. */
const NOTIFICATION_PATH = '/payments/redsys/notification';

/**
 * MERCHANTURL, URLOK and URLKO of a payment form, as far as the sandbox follows them: it notifies only this
 * server's own notification path and sends the browser only to pages of this site (the real SIS would call and
 * redirect anywhere; a sandbox on a club's server must not). Null when the form names anything else.
 */
function returnsOf(parameters: RedsysParameters, origins: string[]): Returns | null {
  const merchantUrl = parameters.DS_MERCHANT_MERCHANTURL;
  const notify = Boolean(merchantUrl);
  if (notify && sameOriginPath(merchantUrl, origins) !== NOTIFICATION_PATH) return null;
  const ok = parameters.DS_MERCHANT_URLOK ? sameOriginPath(parameters.DS_MERCHANT_URLOK, origins) : '/';
  const ko = parameters.DS_MERCHANT_URLKO ? sameOriginPath(parameters.DS_MERCHANT_URLKO, origins) : '/';
  return ok === null || ko === null ? null : { notify, ok, ko };
}

const orders = new Map<string, Order>();
/** Cards on file (COF): the reference Redsys gave for DS_MERCHANT_IDENTIFIER=REQUIRED, with the merchant it belongs to. */
const cardsOnFile = new Map<string, { merchantCode: string; cardNumber: string; expiry: string; firstTransaction: string }>();
const upper = (parameters: RedsysParameters) => Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key.toUpperCase(), value]));

/** The Redsys SIS sandbox: realizarPago (the hosted card page), 3-D Secure, the signed notification to MERCHANTURL, URLOK/URLKO and trataPeticionREST. */
export async function redsysSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Redsys, reply);

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

  app.post('/redsys/sis/decide', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const { order: id = '', choice } = fields(request);
    const order = orders.get(id);
    if (!order || order.state !== 'open') return html(reply.code(404), sandboxPage('Error SIS0057', '<p>Unknown or finished order.</p>'));
    if (choice === '3ds') return html(reply, challengePage('/sandbox/redsys/sis/challenge', { order: id }));
    return finish(reply, configured, id, order, choice === 'approve' ? '0000' : '0190');
  });

  app.post('/redsys/sis/challenge', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const { order: id = '', choice } = fields(request);
    const order = orders.get(id);
    if (!order || order.state !== 'open') return html(reply.code(404), sandboxPage('Error SIS0057', '<p>Unknown or finished order.</p>'));
    return finish(reply, configured, id, order, choice === 'approve' ? '0000' : '0184');
  });

  app.post('/redsys/sis/rest/trataPeticionREST', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const key = merchantKey(configured);
    const verified = verifyRedsysForm(key, fields(request));
    if (!verified.ok) return { errorCode: 'SIS0042' };
    const parameters = upper(verified.parameters);
    const order = orders.get(verified.order);
    const type = parameters.DS_MERCHANT_TRANSACTIONTYPE;
    const amount = Number(parameters.DS_MERCHANT_AMOUNT);
    let response = '9999';
    const identifier = parameters.DS_MERCHANT_IDENTIFIER;
    if ((type === '0' || type === '1') && identifier) {
      // A merchant-initiated payment with a card on file: a new order, answered at once.
      const card = cardsOnFile.get(identifier);
      if (orders.has(verified.order)) return { errorCode: 'SIS0051' };
      if (!card || card.merchantCode !== (parameters.DS_MERCHANT_MERCHANTCODE ?? '')) return { errorCode: 'SIS0256' };
      // The schemes decline a stored-credential charge that does not name the card's first transaction.
      if (parameters.DS_MERCHANT_COF_TXNID !== card.firstTransaction) return { errorCode: 'SIS0613' };
      if (!(amount > 0)) return { errorCode: 'SIS0018' };
      orders.set(verified.order, { parameters, state: type === '1' ? 'authorized' : 'paid', amount });
      response = '0000';
    } else if (order && type === '2' && order.state === 'authorized' && amount > 0 && amount <= order.amount) {
      Object.assign(order, { state: 'paid', amount });
      response = '0900';
    } else if (order && type === '9' && order.state === 'authorized') {
      order.state = 'released';
      response = '0400';
    } else if (order && type === '3' && order.state === 'paid' && amount > 0 && amount <= order.amount - (order.refunded ?? 0)) {
      order.refunded = (order.refunded ?? 0) + amount;
      response = '0900';
    }
    return signRedsysForm(key, {
      Ds_Amount: String(amount),
      Ds_Order: verified.order,
      Ds_TransactionType: type ?? '',
      Ds_Response: response,
      // As the real SIS: an accepted operation (a refund too) answers its own authorisation code.
      Ds_AuthorisationCode: response === '9999' || response === '0400' ? '' : authorisationCode(),
      Ds_MerchantCode: parameters.DS_MERCHANT_MERCHANTCODE ?? '',
    });
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

/** Six digits, as Redsys's authorisation codes. */
const authorisationCode = (): string => String(100000 + Math.floor(Math.random() * 899999));
