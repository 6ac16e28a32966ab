import type { FastifyInstance } from 'fastify';
import { escapeHtml, fields, hiddenFields, html, sandboxId, sandboxPage } from '../common';
import { DECIDE, inscriptions, sandboxOf, TEST_CARDS } from './records';

/** Webpay's card registration page, and where its choice sends the browser back. */
export function transbankWebpay(app: FastifyInstance): void {
  const method = sandboxOf(app);

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
