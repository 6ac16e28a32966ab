import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs one of PostgreSQL's programs (pg_dump, pg_restore, initdb…), its output kept for the error it throws. */
export const runProgram = promisify(execFile);

/**
 * pg_dump and pg_restore take the connection string without its password, which goes in PGPASSWORD,
 * so it never shows in the process list.
 */
export function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
