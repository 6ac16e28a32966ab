import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../identity/password';
import { seedActivities, seedInscriptions } from './activities';
import { copySeedAssets } from './assets';
import { seedBookingSetup } from './booking-setup';
import { createSeedClock } from './clock';
import { CLUB_TIME_ZONE, seedClub } from './club';
import { seedContent } from './content';
import { seedCourtMembers } from './court-members';
import { seedCustomers } from './customers';
import { DEMO_PASSWORD } from './demo-logins';
import { seedBookingHistory } from './history-bookings';
import { seedMessages } from './history-messages';
import { seedMatches } from './matches';
import { seedSavedCards, seedShopHistory } from './history-shop';
import { seedShop } from './shop';
import { seedCheckoutExtras } from './shop-checkout';

const SEED_LOCK_KEY = 72_003;

export interface SeedOptions {
  /** Where the demo images and files are copied, served under the club's Uploads path. */
  uploadsDir: string;
  /** The moment dates are relative to (tests pin it); default now. */
  now?: Date;
}

/**
 * Fills an empty database with the demo club "Club Demo Padel & Tennis", in one transaction.
 * Does nothing (seeded: false) when a club already exists, so it is safe to run at every start.
 */
export async function seedDemoClub(db: Kysely<DB>, options: SeedOptions): Promise<{ seeded: boolean }> {
  // The machine's present unless told: the demo club is seeded around the day it is installed.
  const clock = createSeedClock(options.now ?? new Date(), CLUB_TIME_ZONE);
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.transaction().execute(async (trx) => {
    // Two seeders starting together would both see an empty table; the lock makes the second wait
    // and then find the club.
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)}, hashtext(coalesce(current_schema(), '')))`.execute(trx);
    const existing = await trx.selectFrom('clubs').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    await seedClub(trx);
    const shop = await seedShop(trx, clock);
    const setup = await seedBookingSetup(trx);
    const activities = await seedActivities(trx, clock, shop);
    await seedContent(trx, clock, { summerCampActivityId: activities.summerCampId });
    const people = await seedCustomers(trx, clock, demoPasswordHash);
    await seedCourtMembers(trx, clock, people);
    const cards = await seedSavedCards(trx, clock, shop, people);
    const bookings = await seedBookingHistory(trx, clock, setup, shop, people, cards);
    await seedShopHistory(trx, clock, shop, people, cards, { saleId: bookings.voucherPaidSaleId, amount: bookings.voucherPaidAmount });
    await seedCheckoutExtras(trx, clock, people.ana);
    await seedMatches(trx, clock, setup, people, demoPasswordHash);
    await seedInscriptions(trx, clock, activities, people.ana);
    await seedMessages(trx, clock, people, { summerCampActivityId: activities.summerCampId });
    return true;
  });

  if (seeded) await copySeedAssets(options.uploadsDir);
  return { seeded };
}
