import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_TEMP_PREFIX } from './temp-dirs';

// One `vitest run` of the server tests is one test run: its global setup (vitest-global-setup.ts) names it
// in CLUB_TEST_RUN, which the workers inherit, and removes at the end what the run shared between its test
// files (the seeded templates below). Outside vitest (a journey's helper server) there is no run, and every
// test database is migrated and seeded on its own.
const RUN_VARIABLE = 'CLUB_TEST_RUN';
const RUN_ID = /^[a-z0-9]{1,16}$/;

export function currentTestRun(): string | undefined {
  const run = process.env[RUN_VARIABLE];
  return run && RUN_ID.test(run) ? run : undefined;
}

export function setCurrentTestRun(run: string): void {
  if (!RUN_ID.test(run)) throw new Error(`Invalid test run id "${run}"`);
  process.env[RUN_VARIABLE] = run;
}

/** Where a run keeps what its workers share on disk (the seeded PGlite dumps); removed at the end of the run. */
export function testRunDir(run: string): string {
  return path.join(tmpdir(), `${TEST_TEMP_PREFIX}run-${run}`);
}

/** Prefix of every PostgreSQL schema a run creates (test databases and seeded templates), dropped at its end. */
export function testRunSchemaPrefix(run: string): string {
  return `test_${run}_`;
}

// The demo data is relative to the moment it is seeded ("tomorrow 19:00", "30 days ago"), and many tests
// read it against the real clock. A seeded template is therefore shared only by the test files that start
// within the same ten minutes: as if the file had started up to ten minutes earlier, which no test can tell
// from a slow machine. Ten-minute windows never straddle the club's midnight (its offset from UTC is whole
// hours), so "today" in the data is always the test's today.
const SEEDED_TEMPLATE_WINDOW_MS = 10 * 60_000;

/** The window the current moment falls in: test files of one window share a seeded template. */
export function seedWindow(now = Date.now()): number {
  return Math.floor(now / SEEDED_TEMPLATE_WINDOW_MS);
}

export type TestDatabaseEvent = 'created' | 'migrated' | 'seeded' | 'copied-seed' | 'template-built';

/**
 * With CLUB_TEST_DB_LOG naming a file (npm test sets it), every test database event is appended to it
 * (one word a line), so the run's report can say how many databases were created, migrated and seeded.
 */
export function recordTestDatabaseEvent(event: TestDatabaseEvent): void {
  const log = process.env.CLUB_TEST_DB_LOG;
  if (log) appendFileSync(log, `${event}\n`);
}
