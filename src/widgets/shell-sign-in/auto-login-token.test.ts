import { describe, expect, it } from 'vitest';
import { autoLoginTarget, decodeAutoLoginToken } from './auto-login-token';

const record = { token: 'jwt.part.sig', expiry: '2030-01-01T00:00:00Z', id: 4, logo: null, name: 'Ana', surname: 'García' };

function base64(value: unknown): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
}

describe('decodeAutoLoginToken', () => {
  it('reads base64-encoded JSON, accents included', () => {
    expect(decodeAutoLoginToken(base64({ data: record }))).toEqual(record);
  });

  it('reads plain JSON when the token holds a dot', () => {
    expect(decodeAutoLoginToken(JSON.stringify({ data: record }))).toEqual(record);
  });

  it('refuses a missing token, an undecodable payload and a payload without data', () => {
    expect(decodeAutoLoginToken(null)).toBeNull();
    expect(decodeAutoLoginToken('')).toBeNull();
    expect(decodeAutoLoginToken('%%%not-base64')).toBeNull();
    expect(decodeAutoLoginToken(base64({ token: 'x', id: 1 }))).toBeNull();
    expect(decodeAutoLoginToken(base64({ data: { id: 1 } }))).toBeNull();
  });
});

describe('autoLoginTarget', () => {
  it('goes home without a back address', () => {
    expect(autoLoginTarget(null, 'https://club.test')).toBe('/');
  });

  it('keeps a back address on this site', () => {
    expect(autoLoginTarget('/customer-bookings?x=1', 'https://club.test')).toBe('/customer-bookings?x=1');
    expect(autoLoginTarget('https://club.test/shop#top', 'https://club.test')).toBe('/shop#top');
  });

  it('does not send a freshly signed-in customer to another site', () => {
    expect(autoLoginTarget('https://evil.example/phish', 'https://club.test')).toBe('/');
    expect(autoLoginTarget('//evil.example', 'https://club.test')).toBe('/');
  });
});
