import { envelope, type ApiClient } from '../api/client';
import type { components } from '../generated/api';
import type { ApiPort, Customer, LoginRecord, SiteSettings } from '../stores/ports';

type MainSettings = components['schemas']['MainSettings'];
type LoginModel = components['schemas']['LoginModel'];

/** The contract sends null for "not set"; the stores only know "absent". */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null)) as { [K in keyof T]: Exclude<T[K], null> };
}

/**
 * Settings in the stores' terms. A root-relative Uploads path belongs to the club server,
 * which is another origin when the portal is built with VITE_API_BASE_URL.
 */
export function toSiteSettings(data: MainSettings, baseUrl: string): SiteSettings {
  const settings = withoutNulls(data);
  const uploads = settings.Uploads;
  return {
    ...settings,
    Gallery: settings.Gallery?.flatMap((item) => (item.img ? [{ img: item.img }] : [])),
    RelatedClubs: settings.RelatedClubs?.map((club, index) => ({ ...withoutNulls(club), id: club.id ?? index, name: club.name ?? '' })),
    Uploads: uploads && baseUrl && uploads.startsWith('/') && !uploads.startsWith('//') ? `${baseUrl.replace(/\/+$/, '')}${uploads}` : uploads,
  };
}

function toLoginRecord(model: LoginModel): LoginRecord {
  return { token: model.token, expiry: model.expiry ?? '', id: model.id, logo: model.logo ?? null, name: model.name ?? '', surname: model.surname ?? '' };
}

/** The stores' ApiPort over the typed client. Technical failures reject; refusals are answers. */
export function createApiPort(client: ApiClient, baseUrl: string): ApiPort {
  return {
    async loadMainSettings() {
      const answer = envelope(await client.GET('/api/czconfigs/main-settings'));
      if (!answer.ok || !answer.data) throw new Error(`main-settings: ${answer.errorMsg ?? 'no data'}`);
      return toSiteSettings(answer.data, baseUrl);
    },

    async login(request) {
      const answer = envelope(await client.POST('/api/publiccustomers/cauth', { body: request }));
      if (answer.ok && answer.model) return { ok: true, model: toLoginRecord(answer.model) };
      return { ok: false, errorMsg: answer.errorMsg || null, redirect: answer.redirect === true };
    },

    async impersonate(childId) {
      const answer = envelope(await client.POST('/api/publiccustomers/impersonate', { body: { id: childId } }));
      if (answer.ok && answer.token && answer.customer) {
        const { id, name, surname, logo } = answer.customer;
        return {
          ok: true,
          token: answer.token,
          expiry: answer.expiry ?? undefined,
          customer: { id, name: name ?? '', surname: surname ?? '', logo: logo ?? null },
        };
      }
      return { ok: false, errorMsg: answer.errorMsg ?? '' };
    },

    async loadCustomer(customerId) {
      const { data, error, response } = await client.GET('/api/publiccustomers/{id}', { params: { path: { id: customerId } } });
      if (!data) throw new Error(`customer ${customerId}: HTTP ${response.status} ${JSON.stringify(error)}`);
      const customer = withoutNulls(data);
      const member = (person: { id: number; name?: string | null; surname?: string | null }) => ({
        id: person.id,
        name: person.name ?? '',
        surname: person.surname ?? '',
      });
      return {
        ...customer,
        name: customer.name ?? '',
        surname: customer.surname ?? '',
        parent: data.parent ? member(data.parent) : null,
        children: (data.children ?? []).map(member),
      } satisfies Customer;
    },
  };
}
