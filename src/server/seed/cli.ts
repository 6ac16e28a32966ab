// `npm run seed`: migrate the database and fill in the demo club when it is empty.
// Same settings as the server: DATABASE_URL (else PGlite under DATA_DIR/pglite), DATA_DIR, UPLOADS_DIR.
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { DB } from '../db/schema';
import { DEMO_LOGINS } from './demo-logins';
import { seedDemoClub } from './seed';

const COUNTED_TABLES: (keyof DB)[] = [
  'customers',
  'booking_types',
  'resources',
  'bookings',
  'products',
  'sales',
  'vouchers',
  'payment_methods',
  'text_blocks',
  'activities',
  'trainings',
  'emails',
];

async function printCounts(database: Database): Promise<void> {
  const counts: string[] = [];
  for (const table of COUNTED_TABLES) {
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(database.db);
    counts.push(`${table} ${rows[0]?.count ?? 0}`);
  }
  console.log(`  ${counts.join(', ')}`);
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
  try {
    console.log(`Database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'pglite')}`}`);
    const applied = await migrate(database.db);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Migrations: up to date');
    const { seeded } = await seedDemoClub(database.db, { uploadsDir });
    if (!seeded) {
      console.log('A club already exists: nothing seeded.');
      return;
    }
    console.log(`Seeded the demo club; images and files copied to ${uploadsDir}`);
    await printCounts(database);
    console.log('Demo logins:');
    for (const login of DEMO_LOGINS) console.log(`  ${login.email} / ${login.password}  (${login.status}) ${login.description}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
