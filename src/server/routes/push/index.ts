import { defineHandlers } from '../handler';
import { Refusal } from '../../http/refusal';
import { pushPreferences, removeSubscription, saveSubscription, setPushPreference } from '../../repositories/push';
import { matchLanguage } from '../../../i18n/languages';

/** Base64url of exactly `bytes` bytes (a browser's P-256 key: 65, starting 0x04; its auth secret: 16). */
function base64urlOf(value: string, bytes: number): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes ? decoded : null;
}

/** Web Push (issue 40): the public key, a customer's subscribed browsers and the kinds they turned on. */
export const handlers = defineHandlers({
  async getPushPublicKey(_input, request) {
    return { ok: true, model: { publicKey: await request.server.push.publicKey() } };
  },

  async getPushPreferences({ params }, request) {
    return { ok: true, model: await pushPreferences(request.server.db, params.customerId) };
  },

  async setPushPreference({ params, body }, request) {
    const { db } = request.server;
    await setPushPreference(db, params.customerId, body.kind, body.enabled);
    const preferences = await pushPreferences(db, params.customerId);
    return { ok: true, model: preferences };
  },

  async subscribePush({ params, body }, request) {
    const key = base64urlOf(body.keys.p256dh, 65);
    if (!request.server.push.acceptsEndpoint(body.endpoint) || key?.[0] !== 0x04 || !base64urlOf(body.keys.auth, 16)) throw new Refusal('comms.pushSubscriptionRefused');
    const { db } = request.server;
    await saveSubscription(db, params.customerId, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      language: matchLanguage(body.language ?? '') ?? request.language,
    });
    return { ok: true, model: await pushPreferences(db, params.customerId) };
  },

  async unsubscribePush({ params, body }, request) {
    const { db } = request.server;
    await removeSubscription(db, params.customerId, body.endpoint);
    return { ok: true, model: await pushPreferences(db, params.customerId) };
  },
});
