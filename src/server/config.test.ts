import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationRefused, loadConfig } from './config';
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

describe('every variable checked at start', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: LONG_SECRET, ...env });

  it('takes the documented defaults when a variable is unset or blank', () => {
    const config = load({ PORT: '', LOG_LEVEL: ' ' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 7 * 24 * 3600,
      logLevel: 'info',
      serverRender: true,
      production: false,
      seedDemo: true,
      trustProxy: false,
      metricsToken: undefined,
    });
    expect(load({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('reads what is set, in any case where the value is a word', () => {
    const config = load({ ACCESS_TOKEN_TTL_SECONDS: '3600', LOG_LEVEL: 'DEBUG', PORTAL_SSR: 'Off', PORT: '9090', METRICS_TOKEN: 'scrape' });
    expect(config).toMatchObject({ accessTokenTtlSeconds: 3600, logLevel: 'debug', serverRender: false, port: 9090, publicUrl: 'http://localhost:9090', metricsToken: 'scrape' });
  });

  it.each([
    ['ACCESS_TOKEN_TTL_SECONDS', '7d', /ACCESS_TOKEN_TTL_SECONDS must be a whole number from 60 to \d+, got "7d"/],
    ['ACCESS_TOKEN_TTL_SECONDS', '30', /ACCESS_TOKEN_TTL_SECONDS must be a whole number from 60/],
    ['PORT', '80a', /PORT must be a whole number from 0 to 65535, got "80a"/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"/],
    ['PORTAL_SSR', 'of', /PORTAL_SSR must be one of on, off, got "of"/],
    ['NODE_ENV', 'prod', /NODE_ENV must be one of production, development, test, got "prod"/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be 1 \(yes\) or 0 \(no\), got "maybe"/],
    ['PUBLIC_URL', 'club.example', /PUBLIC_URL must be an address such as https:\/\/club.example, got "club.example"/],
    ['DATABASE_URL', 'mysql://db/club', /DATABASE_URL must be an address such as postgres:/],
    ['SMTP_URL', 'mail.example:587', /SMTP_URL must be an address such as smtp:/],
    ['PAYMENT_ORIGINS', "'unsafe-inline'", /PAYMENT_ORIGINS must list origins/],
    ['LEVEL_PROVIDER_SITES', 'wpr', /LEVEL_PROVIDER_SITES: A level provider site is/],
    ['MALLOC_MMAP_THRESHOLD_', '128k', /MALLOC_MMAP_THRESHOLD_ must be a whole number from 0 to 33554432, got "128k"/],
    ['STRIPE_API_BASE', 'api.stripe.com', /STRIPE_API_BASE must be an address such as https:/],
    ['RAZORPAY_AUTO_CAPTURE', 'TRUE', /RAZORPAY_AUTO_CAPTURE must be one of true, false, got "TRUE"/],
  ])('refuses %s=%s, naming the variable and what it must be', (name, value, message) => {
    expect(() => load({ [name]: value })).toThrow(message);
  });

  it('names every wrong variable in one message, so one restart is enough to fix them all', () => {
    let refused: unknown;
    try {
      load({ ACCESS_TOKEN_TTL_SECONDS: 'NaN', LOG_LEVEL: 'loud', RATE_LIMIT_REGISTER: '10' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigurationRefused);
    expect((refused as ConfigurationRefused).problems.map((problem) => problem.split(' ')[0])).toEqual(['ACCESS_TOKEN_TTL_SECONDS', 'LOG_LEVEL', 'RATE_LIMIT_REGISTER']);
  });

  it('stops `npm start` with the message and exit code 1 before it opens the database', async () => {
    const dir = dataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dir, TOKEN_SECRET: LONG_SECRET, ACCESS_TOKEN_TTL_SECONDS: '1 week', PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The configuration is refused:\n  ACCESS_TOKEN_TTL_SECONDS must be a whole number from 60 to 2147483647, got "1 week"');
    expect(output).not.toContain('Club portal and reference server on');
    expect(existsSync(path.join(dir, 'pglite')), 'no embedded database made').toBe(false);
  }, 60_000);
});
