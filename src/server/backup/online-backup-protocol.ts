import { createHmac } from 'node:crypto';
import type { SnapshotFacts } from './pglite-snapshot';

// What `npm run backup` and a running server on the embedded database agree on (online-backup-route.ts,
// online-backup-client.ts): one POST answered with the dump as its body and the snapshot's facts in a header.

export const ONLINE_BACKUP_PATH = '/admin/backup';
export const SNAPSHOT_HEADER = 'club-backup-snapshot';

/**
 * The backup's bearer key, derived from the token secret: whoever runs `npm run backup` with the server's
 * settings (TOKEN_SECRET or DATA_DIR/token-secret) has it without another secret to configure, and it is
 * worth no more than the token secret itself, which already signs every session.
 */
export function onlineBackupKey(tokenSecret: Uint8Array): string {
  return createHmac('sha256', tokenSecret).update('club-portal online backup').digest('hex');
}

/** The facts as one header value (base64url of the JSON: no character a header refuses). */
export function encodeFacts(facts: SnapshotFacts): string {
  return Buffer.from(JSON.stringify(facts)).toString('base64url');
}

export function decodeFacts(header: string): SnapshotFacts {
  const facts = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Partial<SnapshotFacts>;
  if (typeof facts.takenAt !== 'string' || !Array.isArray(facts.migrations) || typeof facts.counts !== 'object' || facts.counts === null) {
    throw new Error(`The server's ${SNAPSHOT_HEADER} header is not a snapshot's facts`);
  }
  return facts as SnapshotFacts;
}
