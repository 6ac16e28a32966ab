import type { ProviderPlugin } from '../provider-plugin';
import { redsysSandbox } from '../../../sandbox/redsys';
import { redsysNotification, redsysProvider } from '.';

export const redsysPlugin: ProviderPlugin = {
  adapter: redsysProvider,
  settings: [
    { key: 'merchantKey', env: 'REDSYS_MERCHANT_KEY', sandbox: true },
    { key: 'merchantCode', env: 'REDSYS_MERCHANT_CODE' },
  ],
  routes: [
    {
      // The signed form Redsys posts; it reads the plain-text OK or KO.
      method: 'POST',
      path: 'notification',
      handle: async (payments, request, reply) => {
        const result = await redsysNotification(payments, (request.body ?? {}) as Record<string, string>);
        return reply
          .code(result === 'badSignature' ? 400 : 200)
          .type('text/plain')
          .send(result === 'badSignature' ? 'KO' : 'OK');
      },
    },
  ],
  sandbox: redsysSandbox,
  keepsRetentions: true,
  demoMethod: {
    name: 'Card (Redsys)',
    description: 'Pay by card through the Redsys secure gateway.',
    publicConfig: { mode: 'test', merchantCode: '999008881', terminal: '1' },
    allowTokenization: true,
  },
};
