import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { columnType, columnTypeNames, readColumns, renderDbSchema, type ColumnFacts } from './schema-codegen';

const GENERATED = new URL('../../generated/db-schema.ts', import.meta.url);

let database: TestDatabase;
beforeAll(async () => {
  // PGlite, or a fresh schema of TEST_DATABASE_URL: both must give the committed types.
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.close());

const column = (facts: Partial<ColumnFacts>): ColumnFacts => ({
  table: 't',
  column: 'c',
  type: 'text',
  notNull: true,
  hasDefault: false,
  identity: '',
  generated: '',
  ...facts,
});

describe('database types', () => {
  it('src/generated/db-schema.ts is what the migrated database gives (run `npm run codegen` after a migration)', async () => {
    const expected = renderDbSchema(await readColumns(database.db), await columnTypeNames());
    expect(readFileSync(GENERATED, 'utf8')).toBe(expected);
  });

  it('wraps a column type as the database writes and reads it', () => {
    expect(columnType(column({ type: 'integer', identity: 'a' }), undefined)).toBe('Id');
    expect(columnType(column({ type: 'text', notNull: false }), undefined)).toBe('string | null');
    expect(columnType(column({ type: 'boolean', hasDefault: true }), undefined)).toBe('Generated<boolean>');
    expect(columnType(column({ type: 'numeric(12,2)', generated: 's', notNull: false }), undefined)).toBe('Computed<Money>');
    expect(columnType(column({ type: 'timestamp with time zone', hasDefault: true }), undefined)).toBe('TimestampDefault');
    expect(columnType(column({ type: 'jsonb', notNull: false }), { type: 'MatchResults' })).toBe('Jsonb<MatchResults> | null');
    expect(columnType(column({ type: 'text', hasDefault: true }), { type: 'BookingStatus' })).toBe('Generated<BookingStatus>');
    expect(columnType(column({ type: 'integer[]' }), undefined)).toBe('number[]');
  });

  it('refuses an override of a column the database does not have', () => {
    expect(() => renderDbSchema([column({ table: 'bookings', column: 'id' })], [])).toThrow(/bookings\.status/);
  });
});
