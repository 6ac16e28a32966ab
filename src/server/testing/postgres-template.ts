import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { migrate } from '../db/migrate';
import { seedDemoClub } from '../seed/seed';
import { removeTestTempDir, testTempDir } from './temp-dirs';
import { recordTestDatabaseEvent, seedWindow, testRunSchemaPrefix } from './test-run';

// On PostgreSQL each test file gets a schema of its own. Migrating one is plain DDL and stays; seeding one
// is thousands of statements, so a run seeds one template schema per ten-minute window (see seedWindow) and
// each test database copies its rows with one INSERT … SELECT per table, in a single round trip. (A
// database made with CREATE DATABASE … TEMPLATE would copy the DDL too, but the test role may not create
// databases.)

const TEMPLATE_LOCK_CLASS = 72_004;
const READY = 'seeded template, ready';

/** How to copy a seeded template into a freshly migrated schema. */
export interface SeedCopy {
  template: string;
  /** Tables in an order where each comes after the tables it refers to. */
  tables: { name: string; columns: string[] }[];
  sequences: string[];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Referenced tables first; undefined when the foreign keys form a cycle, which a copy in order cannot satisfy. */
function inDependencyOrder(tables: string[], references: { from: string; to: string }[]): string[] | undefined {
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((table) => references.every((reference) => reference.from !== table || reference.to === table || placed.has(reference.to)));
    if (ready.length === 0) return undefined;
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
    remaining = remaining.filter((table) => !placed.has(table));
  }
  return ordered;
}

async function copyPlan(client: pg.Client, template: string): Promise<SeedCopy | undefined> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
      GROUP BY c.relname`,
    [template],
  );
  const references = await client.query<{ from: string; to: string }>(
    `SELECT source.relname AS "from", target.relname AS "to"
       FROM pg_constraint k
       JOIN pg_class source ON source.oid = k.conrelid
       JOIN pg_class target ON target.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = $1`,
    [template],
  );
  const sequences = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'S'`,
    [template],
  );
  const columnsOf = new Map(tables.rows.map((table) => [table.name, table.columns]));
  const order = inDependencyOrder([...columnsOf.keys()], references.rows);
  if (!order) return undefined;
  return { template, tables: order.map((name) => ({ name, columns: columnsOf.get(name)! })), sequences: sequences.rows.map((row) => row.name) };
}

async function buildTemplate(url: string, template: string): Promise<void> {
  const database = await openDatabase({ url, schema: template });
  const assets = testTempDir('seed-assets');
  try {
    await migrate(database.db);
    recordTestDatabaseEvent('migrated');
    await seedDemoClub(database.db, { uploadsDir: assets });
    recordTestDatabaseEvent('seeded');
    recordTestDatabaseEvent('template-built');
  } finally {
    await database.close();
    removeTestTempDir(assets);
  }
}

/**
 * The run's seeded template of the current window, built by the first test file that asks (the others wait
 * on an advisory lock), and the plan to copy it. Undefined when its tables cannot be copied in order.
 */
async function loadOrBuild(url: string, run: string, window: number): Promise<SeedCopy | undefined> {
  const template = `${testRunSchemaPrefix(run)}seed_${window}`;
  return withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, template]);
    try {
      const found = await client.query<{ ready: string | null }>(`SELECT obj_description(oid, 'pg_namespace') AS ready FROM pg_namespace WHERE nspname = $1`, [template]);
      if (found.rows[0]?.ready !== READY) {
        // A build interrupted half-way leaves an unmarked schema: start again.
        await client.query(`DROP SCHEMA IF EXISTS ${quote(template)} CASCADE`);
        try {
          await buildTemplate(url, template);
        } catch (error) {
          await client.query(`DROP SCHEMA IF EXISTS ${quote(template)} CASCADE`);
          throw error;
        }
        await client.query(`COMMENT ON SCHEMA ${quote(template)} IS '${READY}'`);
      }
      return await copyPlan(client, template);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, template]);
    }
  });
}

const plans = new Map<number, Promise<SeedCopy | undefined>>();

/** How to fill a migrated schema with the demo club seeded in the current window (see seedWindow). */
export function postgresSeedCopy(url: string, run: string): Promise<SeedCopy | undefined> {
  const window = seedWindow();
  let plan = plans.get(window);
  if (!plan) {
    plans.clear();
    plan = loadOrBuild(url, run, window);
    // A failed build is not remembered: the next test file tries again.
    plan.catch(() => plans.delete(window));
    plans.set(window, plan);
  }
  return plan;
}

/**
 * Copies the template's rows and sequence positions into the freshly migrated schema `db` works on, in one
 * transaction and one round trip. Rows a migration inserted are replaced by the template's.
 */
export async function copySeed(db: Kysely<DB>, schema: string, copy: SeedCopy): Promise<void> {
  const target = quote(schema);
  const source = quote(copy.template);
  const statements = [
    ...[...copy.tables].reverse().map((table) => `DELETE FROM ${target}.${quote(table.name)};`),
    ...copy.tables.map((table) => {
      const columns = table.columns.map(quote).join(', ');
      return `INSERT INTO ${target}.${quote(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${source}.${quote(table.name)};`;
    }),
    ...copy.sequences.map((sequence) => `SELECT setval('${target}.${quote(sequence)}', last_value, is_called) FROM ${source}.${quote(sequence)};`),
  ];
  await db.transaction().execute((trx) => sql.raw(statements.join('\n')).execute(trx));
}
