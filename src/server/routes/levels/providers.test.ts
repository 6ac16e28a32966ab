import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { providerLinkUrl } from './providers';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/levels-providers-test', TOKEN_SECRET: 'levels-providers-test-secret-0123456789', PUBLIC_URL: 'https://club.example', ...env });

describe("a level provider's account-link page", () => {
  it("is on the provider's site (World Padel Rating by default) and returns to the portal's link route", () => {
    expect(providerLinkUrl('wpr', config())).toBe(
      `https://www.worldpadelrating.com/link-account?return_url=${encodeURIComponent('https://club.example/levels/link-to-provider/wpr')}`,
    );
    expect(providerLinkUrl('taykus', config())).toBeNull();
  });

  it('follows the LEVEL_PROVIDER_SITES setting; a provider it does not name has no link', () => {
    expect(providerLinkUrl('wpr', config({ LEVEL_PROVIDER_SITES: 'wpr=https://staging.worldpadelrating.com/' }))).toMatch(
      /^https:\/\/staging\.worldpadelrating\.com\/link-account\?/,
    );
    expect(providerLinkUrl('wpr', config({ LEVEL_PROVIDER_SITES: 'other=https://levels.example' }))).toBeNull();
    expect(() => config({ LEVEL_PROVIDER_SITES: 'wpr=ftp://levels.example' })).toThrow(/<provider>=https:\/\/<site>/);
  });
});
