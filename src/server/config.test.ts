import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testTempDir } from './testing/temp-dirs';

const dataDir = () => testTempDir('config');
const LONG_SECRET = 'a-token-secret-of-at-least-32-bytes!';

describe('token secret', () => {
  it('uses a TOKEN_SECRET of at least 32 bytes', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET });
    expect(new TextDecoder().decode(config.tokenSecret)).toBe(LONG_SECRET);
  });

  it.each([
    ['shorter than 32 bytes', 'test-secret-not-for-production', /TOKEN_SECRET has 30 bytes: a token secret needs at least 32/],
    ['empty', '', /TOKEN_SECRET is empty/],
    ['only whitespace', ' \t\n   ', /TOKEN_SECRET is empty/],
    ['31 bytes once the blanks around it are gone', `   ${'x'.repeat(31)}   `, /has 31 bytes/],
  ])('stops the start with a clear message when TOKEN_SECRET is %s', (_case, secret, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret })).toThrow(message);
  });

  it('creates a random secret file of 64 characters when there is none, and reads it back', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(readFileSync(path.join(dir, 'token-secret'), 'utf8')).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toEqual(first.tokenSecret);
  });

  it.each([
    ['shorter than 32 bytes', 'short-secret', /token-secret file .* has 12 bytes/],
    ['empty', '', /token-secret file .* is empty/],
    ['only whitespace', '   \n', /token-secret file .* is empty/],
  ])('stops the start with a clear message when the token-secret file is %s', (_case, content, message) => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'token-secret'), content);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(message);
  });
});

describe('trusted proxy', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it("takes the proxy's addresses and CIDR ranges", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
  });

  it.each(['true', '*', 'proxy.example', '10.0.0.0/99', '300.1.1.1'])('refuses TRUST_PROXY=%s, which would let anyone forge the address', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits', () => {
  it('reads each limit as <max>/<seconds>', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, RATE_LIMIT_LOGIN_ADDRESS: '7/90' });
    expect(config.rateLimits.loginAddress).toEqual({ max: 7, windowMs: 90_000 });
    expect(config.rateLimits.loginAccount.max).toBeGreaterThan(0);
  });

  it.each(['0/60', '10', 'ten/60', '10/0', '-1/60'])('refuses RATE_LIMIT_LOGIN_ACCOUNT=%s with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, RATE_LIMIT_LOGIN_ACCOUNT: value })).toThrow(/RATE_LIMIT_LOGIN_ACCOUNT must be <max>\/<seconds>/);
  });
});
