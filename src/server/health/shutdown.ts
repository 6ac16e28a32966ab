import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** How long requests in flight have to finish after SIGTERM before their connections are closed (systemd's TimeoutStopSec is 30 s). */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * SIGTERM and SIGINT: readiness answers 503 at once; the server stops accepting connections and waits for
 * the requests in flight (idle keep-alive connections are closed); the close hooks stop the sweeps and the
 * mail outbox (a send under way ends, the mails it claimed and did not try are released for another
 * instance) and close the change feed; then the connection pool closes, after its running transactions.
 * Requests still running after `graceMs` have their connections closed. Answers whether all finished in time.
 */
export async function shutDown(app: FastifyInstance, database: Pick<Database, 'close'>, graceMs = SHUTDOWN_GRACE_MS): Promise<{ inTime: boolean }> {
  app.health.stopping();
  app.log.info('shutting down: no new connections, finishing the requests in flight');
  let inTime = true;
  const overdue = setTimeout(() => {
    inTime = false;
    app.log.warn(`requests still in flight after ${graceMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  overdue.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(overdue);
    await database.close();
  }
  app.log.info('shut down');
  return { inTime };
}
