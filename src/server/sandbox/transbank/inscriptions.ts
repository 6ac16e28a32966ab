import type { FastifyInstance } from 'fastify';
import { sandboxId } from '../common';
import { API, apiAllowed, error, inscriptions, TEST_CARDS, users, WEBPAY } from './records';

/** Inscriptions: start (then Webpay's page), finish (the card's tbk_user) and delete. */
export function transbankInscriptions(app: FastifyInstance): void {
  app.post(`${API}/inscriptions`, async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const body = (request.body ?? {}) as { username?: string; email?: string; response_url?: string };
    if (!body.username || !body.email || !body.response_url) return error(reply, 422, 'username, email and response_url are required');
    const token = sandboxId('01ab', 60);
    inscriptions.set(token, { token, username: body.username, responseUrl: body.response_url, state: 'started', card: 'visa' });
    return { token, url_webpay: `${app.config.publicUrl}${WEBPAY}` };
  });

  app.put<{ Params: { token: string } }>(`${API}/inscriptions/:token`, async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
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
    if (!(await apiAllowed(app, request, reply))) return;
    const body = (request.body ?? {}) as { tbk_user?: string; username?: string };
    if (!body.tbk_user || users.get(body.tbk_user)?.username !== body.username) return error(reply, 422, 'Invalid tbk_user for username');
    users.delete(body.tbk_user);
    return reply.code(204).send();
  });
}
