import { ARGON2ID_COST, hashArgon2id, parseArgon2id, verifyArgon2id } from './argon2id';
import { parseScrypt, verifyScrypt } from './scrypt-legacy';

/** The refusal of a wrong current password (password change, e-mail change). */
export const WRONG_PASSWORD = 'identity.wrongPassword' as const;

// Passwords are compared as NFKC, so the same password typed on two keyboards (composed or decomposed
// accents, full-width digits) is one password; the scrypt hashes were made the same way.
const normalized = (plain: string) => plain.normalize('NFKC');

/** A new hash: Argon2id at ARGON2ID_COST, as a PHC string. */
export function hashPassword(plain: string): Promise<string> {
  return hashArgon2id(normalized(plain));
}

/**
 * False (never an exception) for a wrong password or a stored value that is not one of our hashes. The
 * parameters are read from the stored value, so hashes made at an earlier cost or with scrypt still verify.
 */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const argon2id = parseArgon2id(stored);
  if (argon2id) return verifyArgon2id(normalized(plain), argon2id);
  const scrypt = parseScrypt(stored);
  if (scrypt) return verifyScrypt(normalized(plain), scrypt);
  return false;
}

/** Whether a stored hash is of another scheme or cost than hashPassword makes now (to be replaced at a login). */
export function isOutdatedHash(stored: string): boolean {
  const parsed = parseArgon2id(stored);
  if (!parsed) return true;
  const { memoryKib, passes, parallelism } = parsed.cost;
  return memoryKib !== ARGON2ID_COST.memoryKib || passes !== ARGON2ID_COST.passes || parallelism !== ARGON2ID_COST.parallelism;
}
