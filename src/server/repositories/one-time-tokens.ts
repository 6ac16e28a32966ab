import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type TokenPurpose = 'activation' | 'password_reset';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A mailed single-use token; only its hash is stored. */
export async function createOneTimeToken(db: Kysely<DB>, customerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({ customer_id: customerId, purpose, token_hash: digest(token), expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) })
    .execute();
  return token;
}

/** Marks the token used and returns its customer, in one statement so a token can never be used twice. */
export async function consumeOneTimeToken(db: Kysely<DB>, token: string, purpose: TokenPurpose): Promise<number | null> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
