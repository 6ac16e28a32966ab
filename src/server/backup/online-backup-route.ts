import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { pgliteSnapshot } from './pglite-snapshot';
import { encodeFacts, ONLINE_BACKUP_PATH, onlineBackupKey, SNAPSHOT_HEADER } from './online-backup-protocol';

// Why the running server takes the backup itself: the embedded database lives in its process and its data
// folder is locked to it, so no second process can read it, and stopping the server for a nightly backup
// would refuse bookings. Of the ways to ask it (a signal, a request file it polls, a request), a request on
// loopback is the one that also answers: `npm run backup` gets the dump, the facts or the reason it failed,
// at once, and writes the backup folder itself (the server's unit may write only its data folder).

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A caller on this machine that came straight to the instance: nginx's requests also arrive from loopback, but forwarded. */
function cameStraightFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function bearsKey(request: FastifyRequest, key: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${key}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /admin/backup: the embedded database's dump (gzipped tarball) with its migrations and row counts in
 * the `club-backup-snapshot` header, for `npm run backup` on this machine with the backup key; one at a time.
 * The database is held for the dump's duration (requests wait, then carry on).
 */
export function registerOnlineBackup(app: FastifyInstance, options: { database: Database; tokenSecret: Uint8Array }): void {
  const key = onlineBackupKey(options.tokenSecret);
  let taking = false;
  app.post(ONLINE_BACKUP_PATH, async (request, reply) => {
    if (!cameStraightFromThisMachine(request) || !bearsKey(request, key)) {
      return reply.code(403).type('text/plain').send('Backups are taken only by `npm run backup` on this machine, with the server settings (its token secret)');
    }
    // Two dumps at once would hold the database twice as long and double the memory: the second caller tries later.
    if (taking) return reply.code(409).type('text/plain').send('A backup is being taken: try again when it is done');
    taking = true;
    try {
      const started = performance.now();
      const { facts, dump } = await pgliteSnapshot(options.database);
      request.log.info({ bytes: dump.length, ms: Math.round(performance.now() - started) }, 'online backup taken');
      return reply.header(SNAPSHOT_HEADER, encodeFacts(facts)).type('application/gzip').send(dump);
    } finally {
      taking = false;
    }
  });
}
