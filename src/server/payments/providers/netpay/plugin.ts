import { PaymentMethodType } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { defineHandlers } from '../../../routes/handler';
import { netpaySandbox } from '../../../sandbox/netpay';
import { unlessLapsed } from '../../lapsed-answer';
import type { ProviderPlugin } from '../provider-plugin';
import { netpayCallback, netpayProvider } from '.';

export const netpayPlugin: ProviderPlugin = {
  adapter: netpayProvider,
  settings: [{ key: 'secretKey', env: 'NETPAY_SECRET_KEY', sandbox: true }],
  statusReads: defineHandlers({
    async netpayCallback({ params }, request) {
      const result = await netpayCallback(request.server.payments, params.transactionToken);
      if (!result.ok) throw new Refusal('payment.declined', { method: 'NetPay' });
      return unlessLapsed(request, PaymentMethodType.NetPay, params.transactionToken, { ok: true });
    },
  }),
  sandbox: netpaySandbox,
  demoMethod: {
    name: 'Card (NetPay)',
    description: 'Card payment with 3-D Secure.',
    publicConfig: { mode: 'test', publicKey: 'pk_netpay_sandbox', prodMode: false },
    allowTokenization: true,
  },
};
