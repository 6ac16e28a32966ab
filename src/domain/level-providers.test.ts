import { describe, expect, it } from 'vitest';
import { accountLinkTarget, DEFAULT_LEVEL_PROVIDER_SITES, levelProviderSites } from './level-providers';

const sites = { wpr: 'https://www.worldpadelrating.com', other: 'https://levels.example/app' };

describe('the account-link page’s redirect (doc 1 §2.15)', () => {
  it('goes to the urlOk or urlKo the app gave when it is on a level provider’s site', () => {
    expect(accountLinkTarget({ urlOk: 'https://www.worldpadelrating.com/app/ok/', urlKo: 'https://levels.example/ko' }, true, sites)).toBe(
      'https://www.worldpadelrating.com/app/ok/link-account-response/true',
    );
    expect(accountLinkTarget({ urlOk: 'https://www.worldpadelrating.com/ok', urlKo: 'https://levels.example/ko' }, false, sites)).toBe(
      'https://levels.example/ko/link-account-response/false',
    );
  });

  it('never to another site: any other address goes to the provider’s site instead', () => {
    for (const urlOk of [
      'https://evil.example/phish',
      'https://www.worldpadelrating.com.evil.example/',
      'http://www.worldpadelrating.com/',
      '//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(accountLinkTarget({ urlOk }, true, sites)).toBe('https://www.worldpadelrating.com/link-account-response/true');
    }
  });

  it('without urlOk/urlKo goes to the provider’s site, not the portal’s own origin', () => {
    expect(accountLinkTarget({}, true, DEFAULT_LEVEL_PROVIDER_SITES)).toBe('https://www.worldpadelrating.com/link-account-response/true');
    expect(accountLinkTarget({}, false, { other: 'https://levels.example/app' })).toBe('https://levels.example/app/link-account-response/false');
  });
});

describe('the level providers’ sites setting', () => {
  it('defaults to World Padel Rating; names other sites as provider=https://site', () => {
    expect(levelProviderSites(undefined)).toEqual({ wpr: 'https://www.worldpadelrating.com' });
    expect(levelProviderSites(' ')).toEqual({ wpr: 'https://www.worldpadelrating.com' });
    expect(levelProviderSites('wpr=https://staging.worldpadelrating.com/, other=https://levels.example/app')).toEqual({
      wpr: 'https://staging.worldpadelrating.com',
      other: 'https://levels.example/app',
    });
  });

  it('refuses an entry that is not provider=http(s) address', () => {
    expect(() => levelProviderSites('wpr')).toThrow(/<provider>=https:\/\/<site>/);
    expect(() => levelProviderSites('wpr=javascript:alert(1)')).toThrow(/not "wpr=javascript:alert\(1\)"/);
  });
});
