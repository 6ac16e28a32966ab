import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from one issued token. */
const MIN_SECRET_BYTES = 32;

/** TOKEN_SECRET's value: set but empty, blank or shorter than 32 bytes stops the start. */
export const tokenSecretFromText = (value: string): Uint8Array => checkedSecret(value, 'TOKEN_SECRET', 'set a longer one (e.g. `openssl rand -base64 48`)');

/** Without TOKEN_SECRET a random secret is kept in the data folder, so tokens survive a restart. */
export function tokenSecretOfDataDir(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return checkedSecret(readFileSync(file, 'utf8'), `The token-secret file ${file}`, 'delete it to have a new random one made (signs everyone out)');
}

function checkedSecret(value: string, source: string, remedy: string): Uint8Array {
  const secret = value.trim();
  if (secret === '') throw new Error(`${source} is empty or only whitespace: ${remedy}.`);
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_SECRET_BYTES) throw new Error(`${source} has ${bytes} bytes: a token secret needs at least ${MIN_SECRET_BYTES}; ${remedy}.`);
  return new TextEncoder().encode(secret);
}
