import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { apiSecret, commerceCode } from '../../payments/providers/transbank';
import { escapeHtml, fields, hiddenFields, html, sandboxId, sandboxPage, sandboxMethod } from '../common';

interface Inscription {
  token: string;
  username: string;
  responseUrl: string;
  state: 'started' | 'approved' | 'rejected' | 'finished';
  tbkUser?: string;
}

const inscriptions = new Map<string, Inscription>();
const users = new Map<string, string>();

/** The Transbank Oneclick sandbox: inscriptions (start, Webpay page, finish) and authorizations with tbk_user. */
export async function transbankSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Transbank, reply);
  async function api(request: FastifyRequest, reply: FastifyReply) {
    const configured = await method(reply);
    if (!configured) return false;
    if (request.headers['tbk-api-key-id'] !== commerceCode(configured) || request.headers['tbk-api-key-secret'] !== apiSecret(configured)) {
      await reply.code(401).send({ error_message: 'Not Authorized' });
      return false;
    }
    return true;
  }
  const API = '/transbank/rswebpaytransaction/api/oneclick/v1.2';

  app.post(`${API}/inscriptions`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = request.body as { username?: string; response_url?: string };
    if (!body.username || !body.response_url) return reply.code(422).send({ error_message: 'username and response_url are required' });
    const token = sandboxId('01ab', 60);
    inscriptions.set(token, { token, username: body.username, responseUrl: body.response_url, state: 'started' });
    return { token, url_webpay: '/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi' };
  });

  app.put<{ Params: { token: string } }>(`${API}/inscriptions/:token`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const inscription = inscriptions.get(request.params.token);
    if (!inscription || inscription.state === 'started' || inscription.state === 'finished') return reply.code(422).send({ error_message: 'Invalid status 0 for inscription' });
    const approved = inscription.state === 'approved';
    inscription.state = 'finished';
    if (!approved) return { response_code: -96, tbk_user: null };
    const tbkUser = sandboxId('', 36);
    users.set(tbkUser, inscription.username);
    return { response_code: 0, tbk_user: tbkUser, authorization_code: '1213', card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' };
  });

  app.post(`${API}/transactions`, async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = request.body as { username?: string; tbk_user?: string; buy_order?: string; details?: Array<{ commerce_code?: string; buy_order?: string; amount?: number }> };
    if (!body.tbk_user || users.get(body.tbk_user) !== body.username) return reply.code(422).send({ error_message: 'Invalid tbk_user for username' });
    const details = (body.details ?? []).map((detail) => ({
      ...detail,
      status: Number(detail.amount) > 0 ? 'AUTHORIZED' : 'FAILED',
      response_code: Number(detail.amount) > 0 ? 0 : -1,
      installments_number: 1,
      authorization_code: '1213',
      payment_type_code: 'VN',
    }));
    return { buy_order: body.buy_order, card_detail: { card_number: '6623' }, accounting_date: '1124', transaction_date: new Date().toISOString(), details };
  });

  /** Webpay's registration page: register the card, or cancel (Transbank then returns with TBK_ORDEN_COMPRA and TBK_ID_SESION). */
  app.get<{ Querystring: { TBK_TOKEN?: string } }>('/transbank/webpayserver/bp_multicode_inscription.cgi', async (request, reply) => {
    if (!(await method(reply))) return;
    const inscription = inscriptions.get(request.query.TBK_TOKEN ?? '');
    if (!inscription || inscription.state !== 'started') return html(reply.code(404), sandboxPage('Webpay', '<p>This registration has expired.</p>'));
    return html(
      reply,
      sandboxPage(
        'Webpay Oneclick: register your card',
        `<p>User ${escapeHtml(inscription.username)}</p><form method="post" action="/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi">${hiddenFields({ TBK_TOKEN: inscription.token })}
<div class="sandbox-choices"><button type="submit" name="choice" value="approve">Register card</button><button type="submit" name="choice" value="decline" class="decline">Cancel</button></div></form>`,
      ),
    );
  });

  app.post('/transbank/webpayserver/bp_multicode_inscription.cgi', async (request, reply) => {
    if (!(await method(reply))) return;
    const { TBK_TOKEN: token = '', choice } = fields(request);
    const inscription = inscriptions.get(token);
    if (!inscription || inscription.state !== 'started') return html(reply.code(404), sandboxPage('Webpay', '<p>This registration has expired.</p>'));
    inscription.state = choice === 'approve' ? 'approved' : 'rejected';
    const back = new URL(inscription.responseUrl);
    if (choice === 'approve') back.searchParams.set('TBK_TOKEN', token);
    else {
      back.searchParams.set('TBK_ORDEN_COMPRA', sandboxId('', 10));
      back.searchParams.set('TBK_ID_SESION', sandboxId('', 10));
    }
    return reply.redirect(`${back.pathname}${back.search}`, 303);
  });
}
