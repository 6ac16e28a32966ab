import { defineHandlers } from '../handler';
import { Refusal } from '../../http/refusal';
import { levelHistory, linkProviderAccount } from '../../repositories/levels';
import { providerLinkUrl } from './providers';

export const handlers = defineHandlers({
  async getCustomerLevels({ params }, request) {
    const { db, config } = request.server;
    return { ok: true, model: await levelHistory(db, params.customerId, (provider) => providerLinkUrl(provider, config)) };
  },

  async getLevelProviderLink({ params }, request) {
    return { ok: true, model: providerLinkUrl(params.provider, request.server.config) };
  },

  async linkLevelProvider({ params, body }, request) {
    if (!providerLinkUrl(params.provider, request.server.config)) {
      throw new Refusal('levels.noAccountLink', { provider: params.provider });
    }
    const userId = body.userId.trim();
    if (userId === '') throw new Refusal('levels.noUserId');
    await linkProviderAccount(request.server.db, params.customerId, params.provider, userId, request.server.clock.now());
    return { ok: true };
  },
});
