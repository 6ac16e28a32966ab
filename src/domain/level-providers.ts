/**
 * The third-party level providers whose accounts a customer links (doc 1 §2.15, §2.18), each with its site.
 * The product's own provider (taykus) rates players on the club's server and has no site. A deployment names
 * other sites with the setting `wpr=https://…,other=https://…` (LEVEL_PROVIDER_SITES for the server,
 * VITE_LEVEL_PROVIDER_SITES when building the portal); the first is the account-link page's default.
 */
export const DEFAULT_LEVEL_PROVIDER_SITES: Readonly<Record<string, string>> = { wpr: 'https://www.worldpadelrating.com' };

/** The sites a setting names (`provider=https://site`, comma-separated), or the defaults when it names none. */
export function levelProviderSites(setting: string | undefined): Record<string, string> {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const separator = entry.indexOf('=');
      const provider = separator > 0 ? entry.slice(0, separator).trim() : '';
      const site = webSite(separator > 0 ? entry.slice(separator + 1).trim() : '');
      if (!/^[a-z][a-z0-9_-]*$/i.test(provider) || site === null) {
        throw new Error(`A level provider site is "<provider>=https://<site>" (e.g. wpr=https://www.worldpadelrating.com), not "${entry}"`);
      }
      return [provider, site] as const;
    });
  return entries.length > 0 ? Object.fromEntries(entries) : { ...DEFAULT_LEVEL_PROVIDER_SITES };
}

/** An http(s) address without its trailing slashes, or null. */
function webSite(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/**
 * Where the account-link page sends the browser after the login (doc 1 §2.15): the urlOk or urlKo the
 * provider's app gave when it is on one of the level providers' sites (anything else would make the club's
 * portal an open redirect), else the first provider's site; then /link-account-response/<ok>.
 */
export function accountLinkTarget(query: { readonly urlOk?: string; readonly urlKo?: string }, ok: boolean, sites: Readonly<Record<string, string>>): string {
  const origins = Object.values(sites).map((site) => new URL(site).origin);
  const given = webSite((ok ? query.urlOk : query.urlKo) ?? '');
  const base = given !== null && origins.includes(new URL(given).origin) ? given : (Object.values(sites)[0] ?? '');
  return `${base}/link-account-response/${ok}`;
}
