import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { apiSecret, commerceCode } from '../../payments/providers/transbank';
import { escapeHtml, fields, hiddenFields, html, sandboxId, sandboxPage, sandboxMethod } from '../common';
import { serveSandboxOnLoopback } from './loopback';

/** Transbank's integration test cards: the VISA is approved, the MASTERCARD's charges are declined. */
const TEST_CARDS = {
  visa: { type: 'Visa', number: 'XXXXXXXXXXXX6623', label: 'VISA 4051 8856 0044 6623 (approved)', declines: false },
  mastercard: { type: 'Mastercard', number: 'XXXXXXXXXXXX0568', label: 'MASTERCARD 5186 0595 5959 0568 (declined)', declines: true },
} as const;
type TestCard = keyof typeof TEST_CARDS;

interface Inscription {
  token: string;
  username: string;
  responseUrl: string;
  state: 'started' | 'approved' | 'rejected' | 'finished';
  card: TestCard;
}

interface Detail {
  amount: number;
  status: 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED';
  authorization_code: string;
  payment_type_code: string;
  response_code: number;
  installments_number: number;
  commerce_code: string;
  buy_order: string;
  balance: number;
}

interface Transaction {
  buy_order: string;
  card_detail: { card_number: string };
  accounting_date: string;
  transaction_date: string;
  details: Detail[];
}

const inscriptions = new Map<string, Inscription>();
const users = new Map<string, { username: string; card: TestCard }>();
const transactions = new Map<string, Transaction>();

const error = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error_message: message });

/**
 * The Transbank Oneclick Mall sandbox: the REST API v1.2 that transbank-sdk calls (inscriptions start, finish
 * and delete; transactions authorize, status and refund), with Transbank's headers, bodies and answers, and
 * Webpay's card registration page. Served on a loopback port too, for the SDK (see loopback.ts).
 */
export async function transbankSandbox(app: FastifyInstance): Promise<void> {
  serveSandboxOnLoopback(app);
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Transbank, reply);
  async function api(request: FastifyRequest, reply: FastifyReply) {
    const configured = await method(reply);
    if (!configured) return false;
    if (request.headers['tbk-api-key-id'] !== commerceCode(configured) || request.headers['tbk-api-key-secret'] !== apiSecret(configured)) {
      await error(reply, 401, 'Not Authorized');
      return false;
    }
    return true;
  }
  const API = '/transbank/rswebpaytransaction/api/oneclick/v1.2';
  const WEBPAY = '/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi';
  const DECIDE = '/sandbox/transbank/webpayserver/bp_multicode_inscription_decide.cgi';

  app.post(`${API}/inscriptions`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = (request.body ?? {}) as { username?: string; email?: string; response_url?: string };
    if (!body.username || !body.email || !body.response_url) return error(reply, 422, 'username, email and response_url are required');
    const token = sandboxId('01ab', 60);
    inscriptions.set(token, { token, username: body.username, responseUrl: body.response_url, state: 'started', card: 'visa' });
    return { token, url_webpay: `${app.config.publicUrl}${WEBPAY}` };
  });

  app.put<{ Params: { token: string } }>(`${API}/inscriptions/:token`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const inscription = inscriptions.get(request.params.token);
    if (!inscription || inscription.state === 'started' || inscription.state === 'finished') return error(reply, 422, 'Invalid status 0 for inscription');
    const approved = inscription.state === 'approved';
    inscription.state = 'finished';
    if (!approved) return { response_code: -96, tbk_user: null, authorization_code: null, card_type: null, card_number: null };
    const tbkUser = sandboxId('', 36);
    users.set(tbkUser, { username: inscription.username, card: inscription.card });
    const card = TEST_CARDS[inscription.card];
    return { response_code: 0, tbk_user: tbkUser, authorization_code: '1213', card_type: card.type, card_number: card.number };
  });

  app.delete(`${API}/inscriptions`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = (request.body ?? {}) as { tbk_user?: string; username?: string };
    if (!body.tbk_user || users.get(body.tbk_user)?.username !== body.username) return error(reply, 422, 'Invalid tbk_user for username');
    users.delete(body.tbk_user);
    return reply.code(204).send();
  });

  app.post(`${API}/transactions`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = (request.body ?? {}) as {
      username?: string;
      tbk_user?: string;
      buy_order?: string;
      details?: Array<{ commerce_code?: string; buy_order?: string; amount?: number; installments_number?: number }>;
    };
    const user = body.tbk_user ? users.get(body.tbk_user) : undefined;
    if (!user || user.username !== body.username) return error(reply, 422, 'Invalid tbk_user for username');
    if (!body.buy_order || transactions.has(body.buy_order)) return error(reply, 422, 'Invalid value for parameter: buy_order');
    if (!body.details?.length || body.details.some((detail) => !detail.commerce_code || !detail.buy_order || !Number.isInteger(detail.amount)))
      return error(reply, 422, 'Invalid value for parameter: details');
    const card = TEST_CARDS[user.card];
    const transaction: Transaction = {
      buy_order: body.buy_order,
      card_detail: { card_number: card.number.slice(-4) },
      accounting_date: app.payments.now().toISOString().slice(5, 10).replace('-', ''),
      transaction_date: app.payments.now().toISOString(),
      details: body.details.map((detail) => {
        const authorized = !card.declines && Number(detail.amount) > 0;
        return {
          amount: Number(detail.amount),
          status: authorized ? 'AUTHORIZED' : 'FAILED',
          authorization_code: authorized ? '1213' : '000000',
          payment_type_code: 'VN',
          response_code: authorized ? 0 : -1,
          installments_number: detail.installments_number ?? 0,
          commerce_code: detail.commerce_code!,
          buy_order: detail.buy_order!,
          balance: authorized ? Number(detail.amount) : 0,
        };
      }),
    };
    transactions.set(transaction.buy_order, transaction);
    return transaction;
  });

  app.get<{ Params: { buyOrder: string } }>(`${API}/transactions/:buyOrder`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    return transactions.get(request.params.buyOrder) ?? error(reply, 404, 'Transaction not found');
  });

  /** A refund of a store's transaction: the whole amount at once reverses it; anything else nullifies part of it. */
  app.post<{ Params: { buyOrder: string } }>(`${API}/transactions/:buyOrder/refunds`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = (request.body ?? {}) as { commerce_code?: string; detail_buy_order?: string; amount?: number };
    const detail = transactions
      .get(request.params.buyOrder)
      ?.details.find((candidate) => candidate.commerce_code === body.commerce_code && candidate.buy_order === body.detail_buy_order);
    if (!detail || detail.status === 'FAILED') return error(reply, 404, 'Transaction not found');
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > detail.balance) return error(reply, 422, 'Invalid value for parameter: amount');
    if (detail.status === 'AUTHORIZED' && amount === detail.amount) {
      detail.status = 'REVERSED';
      detail.balance = 0;
      return { type: 'REVERSED' };
    }
    detail.balance -= amount;
    detail.status = detail.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    return {
      type: 'NULLIFIED',
      // Each nullification has an authorization code of its own.
      authorization_code: String(100000 + Math.floor(Math.random() * 899999)),
      authorization_date: app.payments.now().toISOString(),
      nullified_amount: amount,
      balance: detail.balance,
      response_code: 0,
    };
  });

  /** Webpay takes TBK_TOKEN as a form field POSTed to url_webpay (Transbank's documented redirection); a GET with it in the query is refused. */
  app.get('/transbank/webpayserver/bp_multicode_inscription.cgi', async (_request, reply) => {
    if (!(await method(reply))) return;
    return html(reply.code(405).header('allow', 'POST'), sandboxPage('Webpay', '<p>Webpay takes the registration token (TBK_TOKEN) as a form field sent by POST.</p>'));
  });

  /** Webpay's registration page: register one of the test cards, or cancel (Transbank then returns with TBK_ORDEN_COMPRA and TBK_ID_SESION). */
  app.post('/transbank/webpayserver/bp_multicode_inscription.cgi', async (request, reply) => {
    if (!(await method(reply))) return;
    const inscription = inscriptions.get(fields(request).TBK_TOKEN ?? '');
    if (!inscription || inscription.state !== 'started') return html(reply.code(404), sandboxPage('Webpay', '<p>This registration has expired.</p>'));
    const options = Object.entries(TEST_CARDS)
      .map(([value, card]) => `<option value="${value}">${escapeHtml(card.label)}</option>`)
      .join('');
    return html(
      reply,
      sandboxPage(
        'Webpay Oneclick: register your card',
        `<p>User ${escapeHtml(inscription.username)}</p><form method="post" action="${DECIDE}">${hiddenFields({ TBK_TOKEN: inscription.token })}
<label for="card">Test card</label><select id="card" name="card">${options}</select>
<div class="sandbox-choices"><button type="submit" name="choice" value="approve">Register card</button><button type="submit" name="choice" value="decline" class="decline">Cancel</button></div></form>`,
      ),
    );
  });

  app.post('/transbank/webpayserver/bp_multicode_inscription_decide.cgi', async (request, reply) => {
    if (!(await method(reply))) return;
    const { TBK_TOKEN: token = '', choice, card } = fields(request);
    const inscription = inscriptions.get(token);
    if (!inscription || inscription.state !== 'started') return html(reply.code(404), sandboxPage('Webpay', '<p>This registration has expired.</p>'));
    inscription.state = choice === 'approve' ? 'approved' : 'rejected';
    if (card === 'mastercard') inscription.card = 'mastercard';
    const back = new URL(inscription.responseUrl);
    if (choice === 'approve') back.searchParams.set('TBK_TOKEN', token);
    else {
      back.searchParams.set('TBK_ORDEN_COMPRA', sandboxId('', 10));
      back.searchParams.set('TBK_ID_SESION', sandboxId('', 10));
    }
    return reply.redirect(`${back.pathname}${back.search}`, 303);
  });
}
