import { PaymentMethodType } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { defineHandlers } from '../../../routes/handler';
import { paypalSandbox } from '../../../sandbox/paypal';
import { unlessLapsed } from '../../lapsed-answer';
import { header, jsonWebhook, type ProviderPlugin } from '../provider-plugin';
import { paypalCallback, paypalProvider } from '.';
import { paypalWebhook } from './webhook';

export const paypalPlugin: ProviderPlugin = {
  adapter: paypalProvider,
  settings: [
    { key: 'clientId', env: 'PAYPAL_CLIENT_ID' },
    { key: 'clientSecret', env: 'PAYPAL_CLIENT_SECRET', sandbox: true },
  ],
  routes: [
    jsonWebhook((payments, request) =>
      paypalWebhook(payments, request.rawBody ?? '', {
        transmissionId: header(request.headers['paypal-transmission-id']),
        transmissionTime: header(request.headers['paypal-transmission-time']),
        transmissionSig: header(request.headers['paypal-transmission-sig']),
        certUrl: header(request.headers['paypal-cert-url']),
        authAlgo: header(request.headers['paypal-auth-algo']),
      }),
    ),
  ],
  statusReads: defineHandlers({
    async paypalCallback({ body }, request) {
      const result = await paypalCallback(request.server.payments, body.orderId, body.authorizationId ?? null);
      if (!result.ok) throw new Refusal('payment.declined', { method: 'PayPal' });
      return unlessLapsed(request, PaymentMethodType.PayPal, body.orderId, { ok: true });
    },
  }),
  sandbox: paypalSandbox,
  demoMethod: {
    name: 'PayPal',
    description: 'Pay with your PayPal account.',
    publicConfig: { mode: 'test', clientId: 'sandbox-client-id' },
    allowTokenization: false,
  },
};
