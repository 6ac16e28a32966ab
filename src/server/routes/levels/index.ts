import { defineHandlers } from '../handler';
import { levelHistory, linkProviderAccount } from './queries';
import { providerLinkUrl } from './providers';

export const handlers = defineHandlers({
  async getCustomerLevels({ params }, request) {
    const { db, config } = request.server;
    return { ok: true, model: await levelHistory(db, params.customerId, (provider) => providerLinkUrl(provider, config.publicUrl)) };
  },

  async getLevelProviderLink({ params }, request) {
    return { ok: true, model: providerLinkUrl(params.provider, request.server.config.publicUrl) };
  },

  async linkLevelProvider({ params, body }, request) {
    if (!providerLinkUrl(params.provider, request.server.config.publicUrl)) {
      return { ok: false, errorMsg: `Levels of ${params.provider} need no account link` };
    }
    const userId = body.userId.trim();
    if (userId === '') return { ok: false, errorMsg: 'The provider sent no user id' };
    await linkProviderAccount(request.server.db, params.customerId, params.provider, userId);
    return { ok: true };
  },
});
