import type { SnapshotFacts } from './pglite-snapshot';
import { decodeFacts, ONLINE_BACKUP_PATH, onlineBackupKey, SNAPSHOT_HEADER } from './online-backup-protocol';

/** The server that holds the embedded database, as `npm run backup` reaches it. */
export interface RunningServer {
  /** Its address on this machine, e.g. http://127.0.0.1:8080 (BACKUP_SERVER_URL, else PORT on loopback). */
  url: string;
  tokenSecret: Uint8Array;
}

/** Asks the running server for its database's dump and the snapshot's facts (online-backup-route.ts). */
export async function fetchOnlineSnapshot(server: RunningServer): Promise<{ facts: SnapshotFacts; dump: Buffer }> {
  const url = new URL(ONLINE_BACKUP_PATH, server.url);
  let answer: Response;
  try {
    answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${onlineBackupKey(server.tokenSecret)}` } });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`the server at ${server.url} did not answer (${cause}): set BACKUP_SERVER_URL to the address of the server that holds the database`);
  }
  if (!answer.ok) throw new Error(`the server at ${server.url} refused the backup (${answer.status}): ${await answer.text()}`);
  const header = answer.headers.get(SNAPSHOT_HEADER);
  if (!header) throw new Error(`the server at ${server.url} answered without the snapshot's facts: is it a club portal server of this version?`);
  return { facts: decodeFacts(header), dump: Buffer.from(await answer.arrayBuffer()) };
}
