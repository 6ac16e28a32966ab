import path from 'node:path';
import type { RateLimit } from './config-values';
import { PAYMENT_PROVIDER_VARIABLES } from './config-provider-variables';
import { RATE_LIMIT_DEFAULTS, RATE_LIMIT_VARIABLES, rateLimitVariable, readVariables, SERVER_VARIABLES, type LogLevel, type RateLimitName } from './config-variables';
import { tokenSecretOfDataDir } from './token-secret';

export type { RateLimit } from './config-values';
export { RATE_LIMIT_DEFAULTS, rateLimitVariable, type RateLimitName } from './config-variables';

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
   * PORTAL_SSR=off; without the bundle the portal boots in the browser.
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
  /** The JSON log lines' level (LOG_LEVEL); silent: none. */
  logLevel: LogLevel;
  /** METRICS_TOKEN: lets its bearer read /metrics from anywhere. */
  metricsToken: string | undefined;
}

/** Every variable refused at start, one line each naming the variable and what is wrong. */
export class ConfigurationRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is refused:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/**
 * The server's configuration from its environment, every variable checked (config-variables.ts): any wrong value
 * (a number that is none, a word not among the choices) stops the start with one message naming them all.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  const values = readVariables(SERVER_VARIABLES, env, problems);
  const rateLimits = readVariables(RATE_LIMIT_VARIABLES, env, problems);
  readVariables(PAYMENT_PROVIDER_VARIABLES, env, problems);
  if (problems.length > 0) throw new ConfigurationRefused(problems);
  const dataDir = path.resolve(values.DATA_DIR);
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    dataDir,
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    portalDir: path.resolve(values.PORTAL_DIR),
    serverRender: values.PORTAL_SSR === 'on',
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    production,
    seedDemo: values.SEED_DEMO ?? !production,
    tokenSecret: values.TOKEN_SECRET ?? tokenSecretOfDataDir(dataDir),
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    trustProxy: values.TRUST_PROXY ?? false,
    rateLimits: Object.fromEntries((Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map((name) => [name, rateLimits[rateLimitVariable(name)]])) as Record<
      RateLimitName,
      RateLimit
    >,
    levelProviderSites: values.LEVEL_PROVIDER_SITES,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
  };
}
