import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB, LevelProvider } from '../db/schema';

type LevelEntry = components['schemas']['LevelEntry'];

/** Level history grouped by sport and provider, newest change first. */
export async function levelHistory(db: Kysely<DB>, customerId: number, linkUrl: (provider: LevelProvider) => string | null): Promise<LevelEntry[]> {
  const [rows, links] = await Promise.all([
    db
      .selectFrom('levels')
      .select(['sport', 'provider', 'value', 'modification', 'comments', 'recorded_at', 'parent_booking_id'])
      .where('customer_id', '=', customerId)
      .orderBy('sport')
      .orderBy('provider')
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('level_provider_links').select('provider').where('customer_id', '=', customerId).execute(),
  ]);
  const linked = new Set(links.map((link) => link.provider));
  const entries = new Map<string, LevelEntry & { levels: NonNullable<LevelEntry['levels']> }>();
  for (const row of rows) {
    const key = `${row.sport}/${row.provider}`;
    let entry = entries.get(key);
    if (!entry) {
      // An account already linked needs no link offer.
      entry = { sport: row.sport, provider: row.provider, linkUrl: linked.has(row.provider) ? null : linkUrl(row.provider), levels: [] };
      entries.set(key, entry);
    }
    entry.levels.push({
      comments: row.comments,
      date: row.recorded_at.toISOString(),
      parentId: row.parent_booking_id,
      modification: row.modification,
      newLevel: row.value,
    });
  }
  return [...entries.values()];
}

/** `now` is the server's clock (app.clock): when the link was made. */
export async function linkProviderAccount(db: Kysely<DB>, customerId: number, provider: LevelProvider, externalUserId: string, now: Date): Promise<void> {
  await db
    .insertInto('level_provider_links')
    .values({ customer_id: customerId, provider, external_user_id: externalUserId, linked_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'provider']).doUpdateSet({ external_user_id: externalUserId, linked_at: now }))
    .execute();
}
