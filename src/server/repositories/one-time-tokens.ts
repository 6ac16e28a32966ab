import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthTokenPurpose, DB } from '../db/schema';

export type TokenPurpose = AuthTokenPurpose;

const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
  email_change: 24 * 3600 * 1000,
};

/** Purposes of which only the newest link works: asking again voids the earlier ones. */
const ONE_LIVE_LINK: ReadonlySet<TokenPurpose> = new Set(['password_reset', 'email_change']);

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A mailed single-use token; only its hash is stored. For a reset or an e-mail change, earlier
 * unused links of the customer stop working. `now` is the server's clock (app.clock): the link lapses by it.
 */
export async function createOneTimeToken(db: Kysely<DB>, customerId: number, purpose: TokenPurpose, now: Date, options: { newEmail?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (ONE_LIVE_LINK.has(purpose)) await voidOneTimeTokens(db, customerId, purpose, now);
  await db
    .insertInto('auth_tokens')
    .values({
      customer_id: customerId,
      purpose,
      token_hash: digest(token),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      new_email: options.newEmail ?? null,
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its customer (and the new address of an e-mail change), in one
 * statement so a token can never be used twice. Using a reset link voids the customer's other ones.
 * A link past its lifetime at `now` (the server's clock) is refused.
 */
export async function consumeOneTimeToken(db: Kysely<DB>, token: string, purpose: TokenPurpose, now: Date): Promise<{ customerId: number; newEmail: string | null } | null> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['customer_id', 'new_email'])
    .executeTakeFirst();
  if (!row) return null;
  if (ONE_LIVE_LINK.has(purpose)) await voidOneTimeTokens(db, row.customer_id, purpose, now);
  return { customerId: row.customer_id, newEmail: row.new_email };
}

/**
 * Whether an activation link that can no longer be used (used or expired) belongs to an account that is active by now,
 * so the page says "already active, log in" instead of "expired". An unknown token answers false.
 */
export async function activationLinkOfActiveAccount(db: Kysely<DB>, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('customers', 'customers.id', 'auth_tokens.customer_id')
    .select('customers.status')
    .where('auth_tokens.token_hash', '=', digest(token))
    .where('auth_tokens.purpose', '=', 'activation')
    .executeTakeFirst();
  return row !== undefined && row.status !== 'Temp';
}

/** Every unused link of that purpose the customer was mailed stops working. */
export async function voidOneTimeTokens(db: Kysely<DB>, customerId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db.updateTable('auth_tokens').set({ used_at: now }).where('customer_id', '=', customerId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}
