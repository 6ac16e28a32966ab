import { PaymentMethodType } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { defineHandlers } from '../../../routes/handler';
import { mercadoPagoSandbox } from '../../../sandbox/mercadopago';
import { unlessLapsed } from '../../lapsed-answer';
import { header, jsonWebhook, type ProviderPlugin } from '../provider-plugin';
import { mercadoPagoProvider, mercadoPagoWebhook, processMercadoPago } from '.';

export const mercadoPagoPlugin: ProviderPlugin = {
  adapter: mercadoPagoProvider,
  settings: [{ key: 'accessToken', env: 'MERCADOPAGO_ACCESS_TOKEN', sandbox: true }, { key: 'publicKey' }],
  routes: [
    jsonWebhook(async (payments, request) => {
      const query = request.query as Record<string, string | undefined>;
      const dataId = query['data.id'] ?? (request.body as { data?: { id?: string } } | undefined)?.data?.id ?? '';
      // Only payments' notifications settle anything; the others (merchant orders…) are acknowledged.
      if (query.type !== undefined && query.type !== 'payment') return 'ignored';
      return mercadoPagoWebhook(payments, { dataId: String(dataId), signature: header(request.headers['x-signature']), requestId: header(request.headers['x-request-id']) });
    }),
  ],
  statusReads: defineHandlers({
    async processMercadoPagoPayment({ body, customer }, request) {
      const result = await processMercadoPago(request.server.payments, body, customer!.customerId);
      if (result.refusal) throw new Refusal(`payment.${result.refusal}`);
      const answer = { ok: result.ok, errorMsg: result.ok ? null : request.t('payment.declined', { method: 'Mercado Pago' }), model: { status: result.status } };
      return unlessLapsed(request, PaymentMethodType.MercadoPago, String(body.rqId), answer);
    },
  }),
  sandbox: mercadoPagoSandbox,
  demoMethod: {
    name: 'Mercado Pago',
    description: 'Cards and local payment methods through Mercado Pago.',
    publicConfig: { mode: 'test', publicKey: 'TEST-sandbox-public-key', locale: 'es-AR' },
    allowTokenization: false,
  },
};
