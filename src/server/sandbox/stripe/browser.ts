import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { challengePage, fields, html, ownOrigins, sameOriginPath } from '../common';
import { decide } from './outcome';
import { find, returnTo, sandboxOf } from './records';

const SCRIPT = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

/** The Stripe.js stand-in: its script, confirmPayment / confirmSetup, and the 3-D Secure page. */
export function stripeBrowser(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.get('/stripe/v3.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  /** The stand-in's confirmPayment / confirmSetup: the chosen test card decides. */
  app.post('/stripe/js/confirm', async (request, reply) => {
    if (!(await method(reply))) return;
    const body = fields(request);
    const id = (body.client_secret ?? '').split('_secret_')[0] ?? '';
    const intent = find(id);
    if (!intent || intent.client_secret !== body.client_secret) return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'No such client secret' } });
    if (intent.status === 'succeeded' || intent.status === 'requires_capture')
      return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This intent has already been confirmed.' } });
    // Stripe goes back to any return_url; the sandbox only to a page of this site (never an open redirect).
    const returnPath = sameOriginPath(body.return_url || '/stripe-callback/', ownOrigins(request));
    if (returnPath === null)
      return reply.code(400).send({ error: { type: 'invalid_request_error', param: 'return_url', message: 'The sandbox returns only to pages of this site.' } });
    intent.return_url = returnPath;
    if (body.choice === '3ds') {
      intent.status = 'requires_action';
      return { redirect: `/sandbox/stripe/3ds/${intent.id}` };
    }
    await decide(app, intent, body.choice === 'approve', '4242');
    if (intent.status === 'requires_payment_method') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    return { redirect: returnTo(intent) };
  });

  app.get<{ Params: { id: string } }>('/stripe/3ds/:id', async (request, reply) => {
    if (!(await method(reply))) return;
    const intent = find(request.params.id);
    if (!intent || intent.status !== 'requires_action') return reply.code(404).send('Unknown authentication');
    return html(reply, challengePage(`/sandbox/stripe/3ds/${intent.id}`, {}));
  });

  app.post<{ Params: { id: string } }>('/stripe/3ds/:id', async (request, reply) => {
    if (!(await method(reply))) return;
    const intent = find(request.params.id);
    if (!intent || intent.status !== 'requires_action') return reply.code(404).send('Unknown authentication');
    await decide(app, intent, fields(request).choice === 'approve', '3184');
    return reply.redirect(returnTo(intent), 303);
  });
}
