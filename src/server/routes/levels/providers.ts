import type { LevelProvider } from '../../db/schema';

/**
 * Where a customer links an account of each provider. The product's own provider (taykus) rates
 * players here and needs no link. The third-party page sends the browser back to the portal's
 * /levels/link-to-provider/{provider}?user_id=…, which posts the id to linkLevelProvider.
 */
const LINK_PAGES: Record<LevelProvider, string | null> = {
  taykus: null,
  wpr: 'https://www.worldpadelrating.com/link-account',
};

export function providerLinkUrl(provider: LevelProvider, publicUrl: string): string | null {
  const page = LINK_PAGES[provider];
  if (!page) return null;
  const url = new URL(page);
  url.searchParams.set('return_url', `${publicUrl}/levels/link-to-provider/${provider}`);
  return url.toString();
}
