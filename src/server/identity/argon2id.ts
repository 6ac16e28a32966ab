// The module object itself (not its named exports), so what runs is what a test may watch: crypto.timingSafeEqual.
import crypto from 'node:crypto';

/** Argon2id's cost: memory in KiB, passes over it, lanes. */
export interface Argon2Cost {
  memoryKib: number;
  passes: number;
  parallelism: number;
}

/**
 * OWASP's first Argon2id choice (m=19 MiB, t=2, p=1) rather than its equal m=46 MiB, t=1: about the same CPU per
 * login, but less than half the memory for each hash in flight (up to four at once in libuv's pool).
 */
export const ARGON2ID_COST: Argon2Cost = { memoryKib: 19_456, passes: 2, parallelism: 1 };

const SALT_BYTES = 16;
const TAG_BYTES = 32;
/** The only version Node's Argon2 computes (0x13). */
const VERSION = 19;
// A stored value is ours, but a corrupted or hand-edited one must not make a login allocate gigabytes.
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 64;
const MAX_PARALLELISM = 16;

function derive(plain: string, salt: Buffer, tagLength: number, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parameters = { message: plain, nonce: salt, tagLength, memory: cost.memoryKib, passes: cost.passes, parallelism: cost.parallelism };
    // Node throws at once (not through the callback) on parameters it refuses.
    try {
      crypto.argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key)));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** PHC's base64: the standard alphabet without padding. */
const toB64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const B64 = /^[A-Za-z0-9+/]+$/;

/** The PHC string `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>` that libsodium, argon2-cffi and PHP read as well. */
export async function hashArgon2id(plain: string, cost: Argon2Cost = ARGON2ID_COST): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, TAG_BYTES, cost);
  return `$argon2id$v=${VERSION}$m=${cost.memoryKib},t=${cost.passes},p=${cost.parallelism}$${toB64(salt)}$${toB64(key)}`;
}

export interface StoredArgon2id {
  cost: Argon2Cost;
  salt: Buffer;
  key: Buffer;
}

const PARAMETERS = /^m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})$/;

/** The cost, salt and hash of a stored Argon2id PHC string; null for anything else. */
export function parseArgon2id(stored: string): StoredArgon2id | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== '' || parts[1] !== 'argon2id' || parts[2] !== `v=${VERSION}`) return null;
  const match = PARAMETERS.exec(parts[3]!);
  const [saltText, keyText] = [parts[4]!, parts[5]!];
  if (!match || !B64.test(saltText) || !B64.test(keyText)) return null;
  const [memoryKib, passes, parallelism] = match.slice(1).map(Number) as [number, number, number];
  const cost = { memoryKib, passes, parallelism };
  if (passes < 1 || passes > MAX_PASSES || parallelism < 1 || parallelism > MAX_PARALLELISM || memoryKib < 8 * parallelism || memoryKib > MAX_MEMORY_KIB) {
    return null;
  }
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  // Argon2's own floors: an 8-byte salt, a 4-byte tag.
  if (salt.length < 8 || key.length < 4) return null;
  return { cost, salt, key };
}

/** Whether `plain` gives the stored hash, compared in constant time; false when Argon2 refuses the stored parameters. */
export async function verifyArgon2id(plain: string, stored: StoredArgon2id): Promise<boolean> {
  try {
    const candidate = await derive(plain, stored.salt, stored.key.length, stored.cost);
    return crypto.timingSafeEqual(candidate, stored.key);
  } catch {
    return false;
  }
}
