// The module object itself (not its named exports), so what runs is what a test may watch: crypto.timingSafeEqual.
import crypto from 'node:crypto';

// The scheme every password was stored with before Argon2id: `scrypt$N$r$p$<salt b64>$<hash b64>`. Such
// hashes are only verified (a login replaces them, see rehash-on-login.ts), never made any more.

// scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is exactly that for N=16384, r=8, so a stored
// hash with higher parameters would fail without this headroom.
const MAX_MEMORY = 256 * 1024 * 1024;

export interface StoredScrypt {
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: Buffer;
  key: Buffer;
}

/** The parameters, salt and hash of a stored scrypt value; null for anything else. */
export function parseScrypt(stored: string): StoredScrypt | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
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

/** Whether `plain` gives the stored hash, compared in constant time; false when scrypt refuses the stored parameters. */
export function verifyScrypt(plain: string, stored: StoredScrypt): Promise<boolean> {
  const options = { N: stored.cost, r: stored.blockSize, p: stored.parallelization, maxmem: MAX_MEMORY };
  return new Promise((resolve) => {
    try {
      crypto.scrypt(plain, stored.salt, stored.key.length, options, (error, candidate) => resolve(!error && crypto.timingSafeEqual(candidate, stored.key)));
    } catch {
      // Parameters scrypt refuses at once (e.g. beyond the memory cap) cannot match anything we issued.
      resolve(false);
    }
  });
}
