// TEMPORARY until src/api/client.ts exists: the lead replaces this with an adapter over the
// generated openapi-fetch client (mapping the short setting keys, headers, version checks).
import type { ApiPort, SiteSettings } from '../stores/ports';

function notWired(call: string): Promise<never> {
  return Promise.reject(new Error(`${call}: the API client is not wired to the stores yet`));
}

export function createBootstrapApiPort(): ApiPort {
  return {
    async loadMainSettings() {
      const response = await fetch('/api/czconfigs/main-settings');
      const body = (await response.json()) as { ok?: boolean; data?: SiteSettings };
      if (!response.ok || !body.data) throw new Error(`main-settings answered ${response.status}`);
      return body.data;
    },
    login: () => notWired('login'),
    impersonate: () => notWired('impersonate'),
    loadCustomer: () => notWired('loadCustomer'),
  };
}
