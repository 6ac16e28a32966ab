import { DEFAULT_LEVEL_PROVIDER_SITES, levelProviderSites } from '../domain/level-providers';
import { address, oneOf, proxyAddresses, rateLimit, text, wholeNumber, yesOrNo, type ValueOf, type Variables } from './config-values';
import { PAYMENT_PROVIDER_VARIABLES } from './config-provider-variables';
import { tokenSecretFromText } from './token-secret';
import { parseOrigins } from './web/security-headers';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** glibc's largest mmap threshold on 64-bit machines (HEAP_MAX_SIZE / 2); it ignores a larger one without a word. */
const MAX_MMAP_THRESHOLD = 32 * 1024 * 1024;

/** What the server reads at start (src/server/config.ts builds ServerConfig from it). */
export const SERVER_VARIABLES = {
  PORT: { parse: wholeNumber({ min: 0, max: 65535 }), default: '8080', description: 'the one port for /api, /uploads/, /dev/mailbox and the portal' },
  HOST: { parse: text, default: '0.0.0.0', description: 'the address the server listens on' },
  DATABASE_URL: {
    parse: address(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'),
    description: 'a PostgreSQL server; unset means the embedded PGlite database under DATA_DIR',
  },
  SMTP_URL: { parse: address(['smtp', 'smtps'], 'smtp://user:pass@host:587'), description: 'send mail through SMTP; unset keeps mail in the outbox' },
  MAIL_FROM: { parse: text, default: 'Club Demo <no-reply@demo.club>', description: "the sender of the club's mails" },
  PUBLIC_URL: {
    parse: address(['http', 'https'], 'https://club.example'),
    defaultText: '`http://localhost:$PORT`',
    description: "the origin in mailed links and shared links' previews",
  },
  TOKEN_SECRET: {
    parse: tokenSecretFromText,
    blankIsValue: true,
    defaultText: 'random, kept in `./data/token-secret`',
    description: 'the key that signs access tokens, at least 32 bytes',
  },
  ACCESS_TOKEN_TTL_SECONDS: {
    parse: wholeNumber({ min: 60, max: 2 ** 31 - 1 }),
    default: String(7 * 24 * 3600),
    description: 'how long a sign-in lasts, in seconds',
  },
  DATA_DIR: { parse: text, default: './data', description: 'the embedded database, uploads and token secret' },
  UPLOADS_DIR: { parse: text, defaultText: '`$DATA_DIR/uploads`', description: "the club's uploaded files, served under /uploads/" },
  PORTAL_DIR: { parse: text, default: 'dist/portal', description: 'the built portal the server serves' },
  PORTAL_SSR: { parse: oneOf(['on', 'off']), default: 'on', description: 'off: public pages render in the browser only' },
  CLUB_MANIFEST: { parse: text, defaultText: '`$DATA_DIR/club-manifest.json`', description: "the club's manifest file, applied when it changes" },
  METRICS_TOKEN: { parse: text, description: 'lets its bearer read /metrics from anywhere' },
  LOG_LEVEL: { parse: oneOf(LOG_LEVELS), default: 'info', description: "the JSON log lines' level; silent writes none" },
  TRUST_PROXY: { parse: proxyAddresses, description: "the reverse proxy's addresses or CIDR ranges, whose X-Forwarded-For is believed" },
  NODE_ENV: { parse: oneOf(['production', 'development', 'test']), description: 'production: no mailbox, no demo seed, no sandbox payment methods' },
  SEED_DEMO: { parse: yesOrNo, defaultText: '`1` outside production, `0` in it', description: 'fill an empty database with the demo club at start' },
  PAYMENT_ORIGINS: {
    parse: (value: string) => parseOrigins('PAYMENT_ORIGINS', value),
    description: "the payment providers' origins, added to the Content-Security-Policy",
  },
  FRAME_ANCESTORS: { parse: (value: string) => parseOrigins('FRAME_ANCESTORS', value), description: 'sites that may embed the portal' },
  CSP_CONNECT_SRC: { parse: (value: string) => parseOrigins('CSP_CONNECT_SRC', value), description: 'further origins the portal calls' },
  VITE_API_BASE_URL: { parse: text, defaultText: 'same origin', description: "another club server's address the portal was built for (its origin joins connect-src)" },
  LEVEL_PROVIDER_SITES: {
    parse: levelProviderSites,
    default: Object.entries(DEFAULT_LEVEL_PROVIDER_SITES)
      .map(([provider, site]) => `${provider}=${site}`)
      .join(','),
    description: "the third-party level providers' sites (<provider>=<https address>, comma-separated)",
  },
  MALLOC_MMAP_THRESHOLD_: {
    parse: wholeNumber({ min: 0, max: MAX_MMAP_THRESHOLD }),
    description: "glibc's mmap threshold in bytes (npm start and the systemd unit set 131072): keeps large freed blocks out of the heap",
  },
} satisfies Variables;

/**
 * Attempts allowed per window, counted in the database so every server instance sees them.
 * Each is set by RATE_LIMIT_<NAME> (e.g. RATE_LIMIT_LOGIN_ACCOUNT=10/300: 10 per 300 seconds).
 */
export const RATE_LIMIT_DEFAULTS = {
  loginAccount: { default: '10/300', description: 'logins per account (e-mail), from any address' },
  loginAddress: { default: '100/300', description: 'logins per address, for any account: password spraying' },
  register: { default: '10/3600', description: 'registrations per address' },
  resetAccount: { default: '5/3600', description: 'reset-link requests per account (e-mail)' },
  resetAddress: { default: '20/3600', description: 'reset-link requests per address' },
  infoRequest: { default: '10/3600', description: 'footer info requests per address' },
  customerSearch: { default: '60/60', description: 'customer look-ups per signed-in customer' },
  passwordCheck: { default: '10/300', description: 'checks of the current password (password change, e-mail change) per customer' },
  holdCustomer: { default: '20/600', description: 'pre-books, match creations and joins (each holds a place until paid) per signed-in customer' },
  holdAddress: { default: '60/600', description: 'pre-books, match creations and joins per address' },
  bookingContacts: { default: '60/600', description: "floor-map reads with the players' contacts per signed-in customer" },
  promoCustomer: { default: '20/3600', description: 'promo-code checks per signed-in customer (guessing codes)' },
  promoAddress: { default: '60/3600', description: 'promo-code checks per address' },
  openingCustomer: { default: '20/600', description: 'opening requests sent, changed or withdrawn per signed-in customer' },
  openingAddress: { default: '200/600', description: 'opening requests sent, changed or withdrawn per address' },
  clubSettings: { default: '120/600', description: "the club's settings page's reads, publishes, roll backs and image uploads per signed-in person" },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/** RATE_LIMIT_LOGIN_ACCOUNT for loginAccount. */
export const rateLimitVariable = (name: RateLimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export const RATE_LIMIT_VARIABLES: Variables = Object.fromEntries(
  (Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map((name) => [rateLimitVariable(name), { parse: rateLimit, ...RATE_LIMIT_DEFAULTS[name] }]),
);

/**
 * Read when the portal is built (vite.config.ts, import.meta.env), not by the server: declared so the README
 * lists them; the server never checks them.
 */
const BUILD_VARIABLES = {
  PORTAL_SOURCEMAP: { parse: oneOf(['true', 'false'], { exactly: true }), description: 'true emits source maps' },
  VITE_CLUB: { parse: text, default: 'default', description: 'which club file of manifest/clubs/ is merged over the defaults' },
  VITE_LEVEL_PROVIDER_SITES: { ...SERVER_VARIABLES.LEVEL_PROVIDER_SITES, description: "the level providers' sites the portal's account-link page knows" },
} satisfies Variables;

/** Every variable an operator may set, for the README's table. */
export const ALL_VARIABLES: Variables = { ...SERVER_VARIABLES, ...RATE_LIMIT_VARIABLES, ...PAYMENT_PROVIDER_VARIABLES, ...BUILD_VARIABLES };

/** The variables of `table` read from `env`; each problem (naming its variable) is added to `problems`. */
export function readVariables<T extends Variables>(table: T, env: NodeJS.ProcessEnv, problems: string[]): { [K in keyof T]: ValueOf<T[K]> } {
  const values: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(table)) {
    const given = env[name];
    const raw = given !== undefined && (variable.blankIsValue || given.trim() !== '') ? given : variable.default;
    if (raw === undefined) continue;
    try {
      values[name] = variable.parse(raw);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(message.startsWith(name) ? message : message.startsWith('must') ? `${name} ${message}` : `${name}: ${message}`);
    }
  }
  return values as { [K in keyof T]: ValueOf<T[K]> };
}
