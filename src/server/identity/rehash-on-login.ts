import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import { replaceOutdatedHash } from '../repositories/password-hashes';
import { hashPassword, isOutdatedHash } from './password';

/**
 * After a login whose password matched `verified`: a hash of an older scheme or cost (scrypt, a lower Argon2id
 * cost) is replaced by a current one, since the password in clear is at hand only now. A failure is logged and
 * the login goes on: the next login tries again.
 */
export async function rehashOutdatedPassword(db: Kysely<DB>, log: FastifyBaseLogger, customerId: number, plain: string, verified: string): Promise<void> {
  if (!isOutdatedHash(verified)) return;
  try {
    await replaceOutdatedHash(db, customerId, verified, await hashPassword(plain));
  } catch (error) {
    log.warn({ err: error, customerId }, 'replacing an outdated password hash failed');
  }
}
