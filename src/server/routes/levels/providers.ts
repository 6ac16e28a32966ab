import type { ServerConfig } from '../../config';
import type { LevelProvider } from '../../db/schema';

/**
 * Where a customer links an account of a level provider: its site's /link-account page (the sites are a
 * setting, LEVEL_PROVIDER_SITES, see domain/level-providers.ts). The product's own provider (taykus) rates
 * players here and needs no link. The third-party page sends the browser back to the portal's
 * /levels/link-to-provider/{provider}?user_id=…, which posts the id to linkLevelProvider.
 */
export function providerLinkUrl(provider: LevelProvider, config: Pick<ServerConfig, 'publicUrl' | 'levelProviderSites'>): string | null {
  const site = provider === 'taykus' ? undefined : config.levelProviderSites[provider];
  if (!site) return null;
  const url = new URL(`${site}/link-account`);
  url.searchParams.set('return_url', `${config.publicUrl}/levels/link-to-provider/${provider}`);
  return url.toString();
}
