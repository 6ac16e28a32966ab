import path from 'node:path';
import type { ServerState } from '../src/server/backup/backup';

/** Where the server keeps its data, from the same variables `npm start` reads (src/server/config.ts). */
export function serverState(env: NodeJS.ProcessEnv = process.env): ServerState {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir, uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) };
}
