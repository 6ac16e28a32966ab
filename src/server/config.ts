import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { levelProviderSites } from '../domain/level-providers';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  uploadsDir: string;
  portalDir: string;
  /**
   * Public pages rendered on the server from the bundle built beside the portal (dist/ssr): on unless
   * PORTAL_SSR=off; without the bundle the portal boots in the browser as before.
   */
  serverRender: boolean;
  /** Absolute origin used in mailed links, e.g. http://localhost:8080. */
  publicUrl: string;
  production: boolean;
  /**
   * Fill an empty database with the demo club (published passwords, sandbox payment methods) at start:
   * SEED_DEMO=1 or 0; by default outside production only (`npm run seed` seeds on request anywhere).
   */
  seedDemo: boolean;
  tokenSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  /** Addresses or CIDR ranges of the reverse proxy whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | string[];
  rateLimits: Record<RateLimitName, RateLimit>;
  /** The third-party level providers' sites (LEVEL_PROVIDER_SITES=wpr=https://…): their account-link pages. */
  levelProviderSites: Record<string, string>;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Attempts allowed per window, counted in the database so every server instance sees them.
 * Each is set by RATE_LIMIT_<NAME> (e.g. RATE_LIMIT_LOGIN_ACCOUNT=10/300: 10 per 300 seconds).
 */
export const RATE_LIMIT_DEFAULTS = {
  /** Logins per account (e-mail), from any address. */
  loginAccount: '10/300',
  /** Logins per address, for any account: password spraying. */
  loginAddress: '100/300',
  /** Registrations per address. */
  register: '10/3600',
  /** Reset-link requests per account (e-mail). */
  resetAccount: '5/3600',
  /** Reset-link requests per address. */
  resetAddress: '20/3600',
  /** Footer info requests per address. */
  infoRequest: '10/3600',
  /** Customer look-ups per signed-in customer. */
  customerSearch: '60/60',
  /** Checks of the current password (password change, e-mail change) per customer. */
  passwordCheck: '10/300',
  /** Pre-books, match creations and joins (each holds a place until paid) per signed-in customer. */
  holdCustomer: '20/600',
  /** Pre-books, match creations and joins per address. */
  holdAddress: '60/600',
  /** Floor-map reads with the players' contacts per signed-in customer. */
  bookingContacts: '60/600',
  /** Promo-code checks per signed-in customer (guessing codes). */
  promoCustomer: '20/3600',
  /** Promo-code checks per address. */
  promoAddress: '60/3600',
  /** Opening requests sent, changed or withdrawn per signed-in customer (a request is one per day: resending it changes nothing). */
  openingCustomer: '20/600',
  /** Opening requests sent, changed or withdrawn per address. */
  openingAddress: '200/600',
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/** RATE_LIMIT_LOGIN_ACCOUNT for loginAccount. */
export const rateLimitVariable = (name: RateLimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const rateLimits = parseRateLimits(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Club Demo <no-reply@demo.club>',
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    portalDir: path.resolve(env.PORTAL_DIR ?? 'dist/portal'),
    serverRender: env.PORTAL_SSR?.trim().toLowerCase() !== 'off',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    seedDemo: parseSeedDemo(env.SEED_DEMO, env.NODE_ENV === 'production'),
    tokenSecret: loadTokenSecret(env.TOKEN_SECRET, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits,
    levelProviderSites: levelProviderSites(env.LEVEL_PROVIDER_SITES),
  };
}

function parseRateLimits(env: NodeJS.ProcessEnv): Record<RateLimitName, RateLimit> {
  const entries = (Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map((name) => {
    const variable = rateLimitVariable(name);
    const value = env[variable] ?? RATE_LIMIT_DEFAULTS[name];
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    const [max, seconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    if (!(max >= 1 && seconds >= 1)) throw new Error(`${variable} must be <max>/<seconds> (e.g. 10/300: 10 attempts per 300 seconds), got "${value}"`);
    return [name, { max, windowMs: seconds * 1000 }] as const;
  });
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimit>;
}

// Names proxy-addr knows for the usual private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY lists the reverse proxy's addresses or CIDR ranges: only a request coming from one of
 * them has its X-Forwarded-For believed. "true" (believe anyone) is refused: any client could then
 * choose the address its attempts are counted under.
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY must list the reverse proxy's addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8, or loopback), not "${invalid.join(', ')}": ` +
        'believing any sender would let every client forge X-Forwarded-For',
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

function parseSeedDemo(value: string | undefined, production: boolean): boolean {
  if (value === undefined || value.trim() === '') return !production;
  if (/^(1|true|yes)$/i.test(value.trim())) return true;
  if (/^(0|false|no)$/i.test(value.trim())) return false;
  throw new Error(`SEED_DEMO must be 1 (seed the demo club into an empty database) or 0 (never), got "${value}"`);
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from one issued token. */
const MIN_SECRET_BYTES = 32;

/**
 * Without TOKEN_SECRET a random secret is kept in the data folder, so tokens survive a restart.
 * A secret that is set but empty, blank or shorter than 32 bytes stops the start.
 */
function loadTokenSecret(fromEnv: string | undefined, dataDir: string): Uint8Array {
  if (fromEnv !== undefined) return checkedSecret(fromEnv, 'TOKEN_SECRET', 'set a longer one (e.g. `openssl rand -base64 48`)');
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return checkedSecret(readFileSync(file, 'utf8'), `The token-secret file ${file}`, 'delete it to have a new random one made (signs everyone out)');
}

function checkedSecret(value: string, source: string, remedy: string): Uint8Array {
  const secret = value.trim();
  if (secret === '') throw new Error(`${source} is empty or only whitespace: ${remedy}.`);
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_SECRET_BYTES) throw new Error(`${source} has ${bytes} bytes: a token secret needs at least ${MIN_SECRET_BYTES}; ${remedy}.`);
  return new TextEncoder().encode(secret);
}
