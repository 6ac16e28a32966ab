import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { PaymentMethodType, type DB } from './db/schema';
import { usesSandbox } from './payments/runtime';
import { methodsOfType, type ProviderMethod } from './repositories/provider-payments';
import { seedDemoClub } from './seed/seed';
import { releaseStartupGarbage } from './settle-memory';

/** Why the server does not start: `main.ts` prints the message and exits with 1. */
export class StartRefused extends Error {}

/**
 * What `npm start` does to the database before serving: the migrations, the demo club only when asked
 * (`config.seedDemo`: by default outside production; the demo has published passwords and sandbox-only
 * payment methods), and in production the refusal to serve while an active payment method is on a sandbox.
 * `changed`: it migrated or seeded.
 */
export async function prepareDatabase(
  db: Kysely<DB>,
  config: Pick<ServerConfig, 'production' | 'seedDemo' | 'uploadsDir'>,
  log: (line: string) => void,
): Promise<{ changed: boolean }> {
  const applied = await migrate(db);
  if (applied.length > 0) log(`database: applied ${applied.length} migration(s)`);
  let seeded = false;
  if (config.seedDemo) {
    ({ seeded } = await seedDemoClub(db, { uploadsDir: config.uploadsDir }));
    if (seeded) log('database: seeded the demo club');
  }
  if (config.production) await refuseSandboxesInProduction(db);
  return { changed: applied.length > 0 || seeded };
}

/**
 * `npm start`'s database, prepared (prepareDatabase) and ready to serve. A first start's migrations and seed grow
 * PGlite's WebAssembly memory, which never shrinks, and leave their garbage: PGlite is then opened afresh and the
 * garbage collected at once, so a just-seeded server idles at about the memory of a restarted one.
 */
export async function openPreparedDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'production' | 'seedDemo' | 'uploadsDir'>,
  log: (line: string) => void,
): Promise<Database> {
  const open = () => openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  const database = await open();
  let changed: boolean;
  try {
    ({ changed } = await prepareDatabase(database.db, config, log));
  } catch (error) {
    await database.close();
    throw error;
  }
  if (!changed || database.kind !== 'pglite') {
    releaseStartupGarbage();
    return database;
  }
  await database.close();
  releaseStartupGarbage();
  return open();
}

/** The active payment methods configured for this server's loopback sandbox of their provider. */
export async function activeSandboxMethods(db: Kysely<DB>): Promise<ProviderMethod[]> {
  const byType = await Promise.all(Object.values(PaymentMethodType).map((type) => methodsOfType(db, type)));
  return byType.flat().filter((method) => method.active && usesSandbox(method));
}

/**
 * Production serves no sandbox, and a sandbox's keys and webhook secrets are published in this repository:
 * a method left on one could neither take a payment nor be trusted, so the server does not start.
 */
async function refuseSandboxesInProduction(db: Kysely<DB>): Promise<void> {
  const sandboxed = await activeSandboxMethods(db);
  if (sandboxed.length === 0) return;
  const typeName = (type: PaymentMethodType) => Object.entries(PaymentMethodType).find(([, value]) => value === type)?.[0] ?? String(type);
  const names = sandboxed.map((method) => `"${method.name}" (id ${method.id}, ${typeName(method.type)})`).join(', ');
  throw new StartRefused(
    `Refusing to start with NODE_ENV=production: the active payment method(s) ${names} use this server's sandbox, ` +
      'which production does not serve and whose secrets are published. Point each at its provider (remove "sandbox": true ' +
      'and set its keys: README, "Pointing a method at the real provider") or deactivate it.',
  );
}
