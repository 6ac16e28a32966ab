import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractingStatements } from './migration-compat';
import { MIGRATION_VERDICTS, MIGRATIONS_NEEDING_A_STOP } from './migration-verdicts';
import { MIGRATIONS_DIR } from './migrate';

// A rolling deploy applies a release's migrations while the previous release still serves (deploy/README.md,
// "Migrations and rolling deploys"): a migration that may break the previous release is judged, never let through.
const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
  .map((file) => ({ name: file.replace(/\.sql$/, ''), findings: contractingStatements(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')) }));

describe('migrations during a rolling deploy', () => {
  it('are expand-only, or judged in migration-verdicts.ts (a stop, or harmless and why)', () => {
    const unjudged = migrations.filter(({ name, findings }) => findings.length > 0 && !MIGRATION_VERDICTS[name]);
    expect(unjudged.map(({ name, findings }) => `${name}:\n  ${findings.join('\n  ')}`).join('\n')).toBe('');
  });

  it('judges only migrations that exist and have something that may break the previous release', () => {
    const flagged = new Set(migrations.filter(({ findings }) => findings.length > 0).map(({ name }) => name));
    expect(Object.keys(MIGRATION_VERDICTS).filter((name) => !flagged.has(name))).toEqual([]);
  });

  it('deploy/README.md names exactly the migrations that need a stop', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/README.md'), 'utf8');
    const line = readme.split('\n').find((text) => text.startsWith('- **Migrations that need a stop**'));
    expect(line).toBeDefined();
    expect([...line!.matchAll(/`(\d{3}_[a-z0-9_]+)`/g)].map((match) => match[1]).sort()).toEqual([...MIGRATIONS_NEEDING_A_STOP].sort());
  });
});

describe('what may break the previous release', () => {
  const contracts = (sql: string) => contractingStatements(sql).length > 0;

  it.each([
    ['a dropped column', 'ALTER TABLE sales DROP COLUMN language;'],
    ['a dropped column written without COLUMN', 'ALTER TABLE sales DROP language;'],
    ['a renamed column', 'ALTER TABLE sales RENAME COLUMN language TO locale;'],
    ['a renamed table', 'ALTER TABLE sales RENAME TO orders;'],
    ["a column's new type", 'ALTER TABLE sales ALTER COLUMN language TYPE varchar(5);'],
    ['a column made required', 'ALTER TABLE sales ALTER COLUMN language SET NOT NULL;'],
    ["a column's default dropped", 'ALTER TABLE emails ALTER COLUMN next_attempt_at DROP DEFAULT;'],
    ['a required column without a default', 'ALTER TABLE sales ADD COLUMN channel text NOT NULL;'],
    ['a new check on an existing table', "ALTER TABLE sales ADD CONSTRAINT sales_language_check CHECK (language IN ('es', 'en'));"],
    ['a second action of one ALTER TABLE', 'ALTER TABLE sales ADD COLUMN channel text, DROP COLUMN language;'],
    ['a dropped table', 'DROP TABLE calendar_feeds;'],
    ['a unique index on an existing table', 'CREATE UNIQUE INDEX sales_language_key ON sales (language);'],
  ])('finds %s', (_what, sql) => {
    expect(contracts(`-- a comment; DROP TABLE in a comment is not a statement\n${sql}`)).toBe(true);
  });

  it.each([
    ['a nullable column', 'ALTER TABLE sales ADD COLUMN channel text;'],
    ['a required column with a default', "ALTER TABLE sales ADD COLUMN channel text NOT NULL DEFAULT 'web' CHECK (channel <> '');"],
    ['a new table and the constraints added to it', "CREATE TABLE notes (id integer, body text); ALTER TABLE notes ADD CONSTRAINT notes_body_check CHECK (body <> '');"],
    ['an index', 'CREATE INDEX sales_language_idx ON sales (language);'],
    ['a function whose body drops things', "CREATE FUNCTION f() RETURNS void AS $$ BEGIN EXECUTE 'DROP TABLE x'; DROP TABLE y; END $$ LANGUAGE plpgsql;"],
    ['words in a string or comment', "INSERT INTO notes (body) VALUES ('DROP TABLE sales; ALTER TABLE x DROP COLUMN y'); /* DROP TABLE z; */"],
  ])('lets %s through', (_what, sql) => {
    expect(contractingStatements(sql)).toEqual([]);
  });
});
