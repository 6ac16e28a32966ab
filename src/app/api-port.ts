import { envelope, type ApiClient } from '../api/client';
import type { ApiPort, SiteSettings } from '../stores/ports';
import { siteSettingsFrom } from './site-settings';

/**
 * Settings as the contract sends them. A root-relative Uploads path belongs to the club server,
 * which is another origin when the portal is built with VITE_API_BASE_URL.
 */
function toSiteSettings(settings: SiteSettings, baseUrl: string): SiteSettings {
  const uploads = settings.Uploads;
  return {
    ...settings,
    Uploads: uploads && baseUrl && uploads.startsWith('/') && !uploads.startsWith('//') ? `${baseUrl.replace(/\/+$/, '')}${uploads}` : uploads,
  };
}

/** The stores' ApiPort over the typed client. Technical failures reject; refusals are answers. */
export function createApiPort(client: ApiClient, baseUrl: string): ApiPort {
  return {
    async loadMainSettings() {
      const answer = envelope(await client.GET('/api/czconfigs/main-settings'));
      if (!answer.ok || !answer.data) throw new Error(`main-settings: ${answer.errorMsg ?? 'no data'}`);
      return toSiteSettings(siteSettingsFrom(answer.data), baseUrl);
    },

    async login(request) {
      const answer = envelope(await client.POST('/api/publiccustomers/cauth', { body: request }));
      if (answer.ok && answer.model) return { ok: true, model: answer.model };
      return { ok: false, errorMsg: answer.errorMsg || null, redirect: 'redirect' in answer && answer.redirect === true };
    },

    async impersonate(childId) {
      const answer = envelope(await client.POST('/api/publiccustomers/impersonate', { body: { id: childId } }));
      // The spec's answer is the token and the customer (doc 1 §7), with or without ok.
      if (answer.ok !== false && answer.token && answer.customer) {
        return { ok: true, token: answer.token, expiry: answer.expiry ?? undefined, customer: answer.customer };
      }
      return { ok: false, errorMsg: answer.errorMsg ?? '' };
    },

    async loadCustomer(customerId) {
      const { data, error, response } = await client.GET('/api/publiccustomers/{id}', { params: { path: { id: customerId } } });
      if (!data) throw new Error(`customer ${customerId}: HTTP ${response.status} ${JSON.stringify(error)}`);
      return data;
    },
  };
}
