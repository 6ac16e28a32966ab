import { PaymentMethodType } from '../../../db/schema';
import { defineHandlers } from '../../../routes/handler';
import { razorpaySandbox } from '../../../sandbox/razorpay';
import { unlessLapsed } from '../../lapsed-answer';
import { header, jsonWebhook, type ProviderPlugin } from '../provider-plugin';
import { razorpayProvider, razorpayStatus, razorpayWebhook } from '.';

export const razorpayPlugin: ProviderPlugin = {
  adapter: razorpayProvider,
  settings: [
    { key: 'keyId', env: 'RAZORPAY_KEY_ID' },
    { key: 'keySecret', env: 'RAZORPAY_KEY_SECRET', sandbox: true },
  ],
  routes: [jsonWebhook((payments, request) => razorpayWebhook(payments, request.rawBody ?? '', header(request.headers['x-razorpay-signature'])))],
  statusReads: defineHandlers({
    async getRazorpayPaymentStatus({ params }, request) {
      const answer = { errorMsg: null, ...(await razorpayStatus(request.server.payments, params.orderId, params.paymentId, params.signature)) };
      return unlessLapsed(request, PaymentMethodType.Razorpay, params.orderId, answer);
    },
  }),
  sandbox: razorpaySandbox,
  demoMethod: {
    name: 'Razorpay',
    description: 'Cards, UPI and wallets through Razorpay.',
    publicConfig: { mode: 'test', keyId: 'rzp_test_sandbox' },
    allowTokenization: false,
  },
};
