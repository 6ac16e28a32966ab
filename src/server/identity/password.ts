import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The refusal of a wrong current password (password change, e-mail change). */
export const WRONG_PASSWORD = 'identity.wrongPassword' as const;

// Encoded as `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later without
// invalidating stored hashes: verification always reads the parameters from the stored value.
const SCHEME = 'scrypt';
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is exactly that for N=16384, r=8,
// so a stored hash with higher parameters would fail without this headroom.
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(plain: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyBytes, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELIZATION });
  return [SCHEME, COST, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return null;
  const [cost, blockSize, parallelization] = parts.slice(1, 4).map(Number) as [number, number, number];
  const validCost = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!validCost || !Number.isInteger(blockSize) || blockSize < 1 || !Number.isInteger(parallelization) || parallelization < 1) {
    return null;
  }
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelization, salt, key };
}

/** False (never an exception) for a wrong password or a stored value that is not one of our hashes. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  try {
    const candidate = await deriveKey(plain, parsed.salt, parsed.key.length, {
      N: parsed.cost,
      r: parsed.blockSize,
      p: parsed.parallelization,
    });
    return timingSafeEqual(candidate, parsed.key);
  } catch {
    // Parameters scrypt refuses (e.g. beyond the memory cap) cannot match anything we issued.
    return false;
  }
}
