import { PaymentMethodType } from '../../../db/schema';
import { defineHandlers } from '../../../routes/handler';
import { stripeSandbox } from '../../../sandbox/stripe';
import { unlessLapsed } from '../../lapsed-answer';
import { header, jsonWebhook, type ProviderPlugin } from '../provider-plugin';
import { stripeProvider, stripeStatus, stripeWebhook } from '.';

export const stripePlugin: ProviderPlugin = {
  adapter: stripeProvider,
  settings: [{ key: 'secretKey', env: 'STRIPE_SECRET_KEY', sandbox: true }, { key: 'publicKey' }],
  routes: [jsonWebhook((payments, request) => stripeWebhook(payments, request.rawBody ?? '', header(request.headers['stripe-signature'])))],
  statusReads: defineHandlers({
    async getStripePaymentStatus({ params, customer }, request) {
      const answer = { errorMsg: null, tokenId: null, ...(await stripeStatus(request.server.payments, params.intentId, customer?.customerId ?? null)) };
      return params.intentId.startsWith('seti_') ? answer : unlessLapsed(request, PaymentMethodType.Stripe, params.intentId, answer);
    },
  }),
  sandbox: stripeSandbox,
  keepsRetentions: true,
  demoMethod: {
    name: 'Card (Stripe)',
    description: 'Visa, Mastercard and American Express.',
    publicConfig: { mode: 'test', publicKey: 'pk_test_sandbox' },
    allowTokenization: true,
  },
};
