import { loadConfig } from './config';
import { openPreparedDatabase, StartRefused } from './startup';
import { buildApp } from './app';
import { ChangeFeed } from './cache/change-feed';
import { registerJobs } from './jobs';
import { shutDown } from './health/shutdown';
import { LISTEN_BACKLOG } from './http/listen';
import { registerOnlineBackup } from './backup/online-backup-route';

/**
 * `npm start`: the reference club server on PGlite under ./data unless DATABASE_URL is set, with the demo club
 * seeded into an empty database outside production (SEED_DEMO); in production it refuses to start while an
 * active payment method is on a sandbox.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openPreparedDatabase(config, (line) => console.log(line));

  const changes = await ChangeFeed.start(database.db, database.listen);
  const app = await buildApp({
    config,
    db: database.db,
    logger: config.logLevel !== 'silent',
    changes,
    poolUsage: database.usage,
    metricsToken: config.metricsToken,
  });
  // The embedded database lives in this process only: `npm run backup` asks the server for its dump while it serves.
  if (database.kind === 'pglite') registerOnlineBackup(app, { database, tokenSecret: config.tokenSecret });
  // The background jobs (waitlist offers, opening draws, refunds, retentions, lapsed orders, held reviews, the mail
  // outbox) run on this served instance, from when it is ready until it stops: src/server/jobs/registry.ts.
  registerJobs(app);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    const { inTime } = await shutDown(app, database);
    process.exit(inTime ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(`Club portal and reference server on http://localhost:${config.port} (${database.kind}, Node ${process.version})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof StartRefused ? `server not started: ${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
});
