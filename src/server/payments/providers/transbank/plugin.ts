import type { FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../../../http/refusal';
import { defineHandlers } from '../../../routes/handler';
import { transbankSandbox } from '../../../sandbox/transbank';
import type { ProviderPlugin } from '../provider-plugin';
import { finishTransbankTokenization, startTransbankTokenization, transbankProvider } from '.';

/** Transbank's response_url: the browser comes back from Webpay (POST or GET) and goes on to the portal's checkout. */
async function transbankReturn(request: FastifyRequest, reply: FastifyReply) {
  const { requestId } = request.params as { requestId: string };
  const given = { ...(request.query as Record<string, string | undefined>), ...((request.body as Record<string, string | undefined> | undefined) ?? {}) };
  const next = new URLSearchParams({ transbank_request: requestId });
  for (const name of ['TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']) if (given[name]) next.set(name, String(given[name]));
  return reply.redirect(`/checkout?${next.toString()}`, 303);
}

export const transbankPlugin: ProviderPlugin = {
  adapter: transbankProvider,
  settings: [{ key: 'apiKeySecret', env: 'TRANSBANK_API_KEY_SECRET', sandbox: true }],
  routes: [
    { method: 'GET', path: 'return/:requestId', handle: (_payments, request, reply) => transbankReturn(request, reply) },
    { method: 'POST', path: 'return/:requestId', handle: (_payments, request, reply) => transbankReturn(request, reply) },
  ],
  statusReads: defineHandlers({
    async startTransbankTokenization({ params }, request) {
      const started = await startTransbankTokenization(request.server.payments, params.customerId);
      if (!started) throw new Refusal('payment.methodMissing', { method: 'Transbank' });
      return { ok: true, model: started };
    },

    async processTransbankTokenization({ params, query, customer }, request) {
      const result = await finishTransbankTokenization(request.server.payments, params.requestId, query.TBK_TOKEN, customer!.customerId);
      if (result === null) throw new Refusal('payment.tokenizationUnknown');
      if (result === 'failed') throw new Refusal('payment.saveCardFailed');
      return { ok: true, model: result };
    },
  }),
  sandbox: transbankSandbox,
  // Webpay Oneclick charges Chilean pesos alone.
  currencies: ['CLP'],
  demoMethod: {
    name: 'Webpay (Transbank)',
    description: 'Oneclick card registration with Transbank.',
    publicConfig: { mode: 'integration', commerceCode: '597055555541' },
    allowTokenization: true,
    forceSaveCreditCard: true,
  },
};
