import { accountLinkTarget, levelProviderSites } from '../../domain/level-providers';

/** The level providers' sites this portal was built with (VITE_LEVEL_PROVIDER_SITES, else the defaults). */
const SITES = levelProviderSites(import.meta.env.VITE_LEVEL_PROVIDER_SITES);

/**
 * Where the account-link page sends the user after the login attempt (doc 1 §2.15): the urlOk or urlKo the
 * app passed when it is on a level provider's site, else the provider's site, plus the outcome.
 */
export function linkAccountTarget(query: Readonly<Record<string, string>>, ok: boolean, sites: Readonly<Record<string, string>> = SITES): string {
  return accountLinkTarget(query, ok, sites);
}
