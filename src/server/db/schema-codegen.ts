// Renders the Kysely types of the tables from a migrated database (`npm run codegen` writes them to
// src/generated/db-schema.ts; db-schema.test.ts fails when that file and the migrations disagree).
// The database gives the tables, columns, base types, nullability, defaults, identities and computed
// columns; schema-overrides.ts adds what it cannot know: the value sets and JSON shapes of a column,
// and a line of documentation.
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { COLUMN_OVERRIDES, type ColumnOverride } from './schema-overrides';

const DB_SCHEMA_HEADER = '// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate (from the migrated database).\n';

export interface ColumnFacts {
  table: string;
  column: string;
  /** format_type(): 'integer', 'numeric(12,2)', 'timestamp with time zone', 'integer[]'… */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  /** '' none, 'a' GENERATED ALWAYS AS IDENTITY, 'd' BY DEFAULT. */
  identity: string;
  /** '' none, 's' GENERATED ALWAYS AS (…) STORED. */
  generated: string;
}

/** The columns of every table of the current schema, tables by name, columns in their order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the catalogue query names no table of a schema
export async function readColumns(db: Kysely<any>): Promise<ColumnFacts[]> {
  const { rows } = await sql<ColumnFacts>`
    SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type",
           a.attnotnull AS "notNull", a.atthasdef AS "hasDefault", a.attidentity::text AS "identity",
           a.attgenerated::text AS "generated"
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`.execute(db);
  return rows;
}

/** The TypeScript type of a value as value-parsers.ts reads it. */
function baseType(type: string): string {
  if (type.endsWith('[]')) return `${baseType(type.slice(0, -2))}[]`;
  if (type === 'numeric(12,2)') return 'Money';
  if (/^(smallint|integer|bigint|real|double precision|numeric)/.test(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (type.startsWith('timestamp')) return 'Date';
  if (type === 'date') return 'DateText';
  if (type.startsWith('time')) return 'TimeText';
  if (type === 'jsonb' || type === 'json') return 'JsonObject';
  // text, character varying, uuid, tstzrange (its text form)…
  return 'string';
}

/** The column's Kysely type: its value type, wrapped as the database writes and reads it. */
export function columnType(column: ColumnFacts, override: ColumnOverride | undefined): string {
  const value = override?.type ?? baseType(column.type);
  const orNull = (type: string) => (column.notNull ? type : `${type} | null`);
  if (column.identity === 'a') return 'Id';
  if (column.identity === 'd') return 'Generated<number>';
  // Computed from NOT NULL columns here, so never null; read-only.
  if (column.generated === 's') return `Computed<${value}>`;
  if (column.type === 'jsonb' || column.type === 'json') return column.hasDefault ? orNull(`JsonbDefault<${value}>`) : orNull(`Jsonb<${value}>`);
  if (column.type.startsWith('timestamp') && !override?.type) return column.hasDefault ? orNull('TimestampDefault') : orNull('Timestamp');
  return column.hasDefault ? `Generated<${orNull(value)}>` : orNull(value);
}

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/** The generated module: column kinds, one interface per table and the DB map. */
export function renderDbSchema(columns: ColumnFacts[], columnTypeNames: readonly string[]): string {
  const tables = new Map<string, ColumnFacts[]>();
  for (const column of columns) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  const unused = new Set(Object.keys(COLUMN_OVERRIDES));
  const body: string[] = [];
  for (const [table, tableColumns] of tables) {
    body.push(`export interface ${pascal(table)}Table {`);
    for (const column of tableColumns) {
      const key = `${table}.${column.column}`;
      const override = COLUMN_OVERRIDES[key];
      unused.delete(key);
      if (override?.doc) body.push(`  /** ${override.doc} */`);
      body.push(`  ${column.column}: ${columnType(column, override)};`);
    }
    body.push('}', '');
  }
  if (unused.size > 0) throw new Error(`schema-overrides.ts names columns the database does not have: ${[...unused].join(', ')}`);
  body.push('export interface DB {', ...[...tables.keys()].map((table) => `  ${table}: ${pascal(table)}Table;`), '}');

  const text = body.join('\n');
  const imported = columnTypeNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
  return [
    DB_SCHEMA_HEADER,
    '// Values arrive parsed as set up in src/server/db/value-parsers.ts: int8 and numeric as number, timestamptz as',
    "// Date, date as 'YYYY-MM-DD', time as 'HH:MM:SS', jsonb as the decoded value, tstzrange as its text form.",
    "import type { ColumnType, Generated, GeneratedAlways } from 'kysely';",
    "import type { JsonText } from '../server/db/json';",
    `import type { ${imported.join(', ')} } from '../server/db/column-types';`,
    '',
    'type Id = GeneratedAlways<number>;',
    '/** Written as a Date or an ISO text, read as a Date. */',
    'type Timestamp = ColumnType<Date, Date | string, Date | string>;',
    'type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;',
    "/** A calendar day, 'YYYY-MM-DD'. */",
    'type DateText = string;',
    "/** A time of day, written 'HH:MM', read 'HH:MM:SS'. */",
    'type TimeText = string;',
    '/** numeric(12,2). */',
    'type Money = number;',
    '/** Computed by the database (GENERATED ALWAYS … STORED): read-only. */',
    'type Computed<T> = ColumnType<T, never, never>;',
    '/** jsonb, written through `jsonb(value)` from src/server/db/json.ts. */',
    'type Jsonb<T> = ColumnType<T, JsonText<T>, JsonText<T>>;',
    'type JsonbDefault<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;',
    '',
    text,
    '',
  ].join('\n');
}

/** The names column-types.ts exports, so the generated module imports the ones it uses. */
export async function columnTypeNames(): Promise<string[]> {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('./column-types.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/^export (?:type|interface|const) (\w+)/gm)]
    .map((match) => match[1]!)
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
}

/** Migrates a fresh in-memory PGlite database and renders its types: no PostgreSQL server needed. */
export async function generateDbSchema(): Promise<string> {
  const database = await openDatabase({ inMemory: true });
  try {
    await migrate(database.db);
    return renderDbSchema(await readColumns(database.db), await columnTypeNames());
  } finally {
    await database.close();
  }
}
