import { authorizeNetSandbox } from '../../../sandbox/authorizenet';
import { header, jsonWebhook, type ProviderPlugin } from '../provider-plugin';
import { authorizeNetProvider } from '.';
import { authorizeNetWebhook } from './webhook';

export const authorizeNetPlugin: ProviderPlugin = {
  adapter: authorizeNetProvider,
  settings: [
    { key: 'apiLoginId', env: 'AUTHORIZENET_API_LOGIN_ID' },
    { key: 'transactionKey', env: 'AUTHORIZENET_TRANSACTION_KEY', sandbox: true },
  ],
  routes: [jsonWebhook((payments, request) => authorizeNetWebhook(payments, request.rawBody ?? '', header(request.headers['x-anet-signature'])))],
  sandbox: authorizeNetSandbox,
  demoMethod: {
    name: 'Card (Authorize.Net)',
    description: 'Card payment processed by Authorize.Net.',
    publicConfig: { mode: 'test', apiLoginId: 'sandbox-login-id', clientKey: 'sandbox-client-key' },
    allowTokenization: true,
  },
};
