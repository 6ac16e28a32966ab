import { defineHandlers, type HandlerMap } from '../handler';
import { notFound } from '../../http/errors';
import { deleteCardToken, listCardTokens } from '../../repositories/card-tokens';
import { PROVIDERS } from '../../payments/providers';

// Saved cards, and the providers' calls from the portal (status reads, returns and callbacks), each declared by
// its provider's plugin (src/server/payments/providers/<provider>/plugin.ts). The providers' own webhooks are
// under /payments/<provider>/ (webhooks.ts).

const providerHandlers: HandlerMap = Object.assign({}, ...PROVIDERS.map((provider) => provider.statusReads ?? {}));

export const handlers = defineHandlers({
  async getCustomerCardTokens({ params }, request) {
    return { ok: true, model: await listCardTokens(request.server.db, params.customerId) };
  },

  async deleteCustomerCardToken({ params }, request) {
    // Someone else's card is as unknown as a card that never existed.
    if (!(await deleteCardToken(request.server.db, params.customerId, params.cardId))) throw notFound('notFound.card', { id: params.cardId });
    return { ok: true };
  },

  ...providerHandlers,
});
