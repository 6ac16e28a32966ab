import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Which server test files `npm test` runs a second time on PostgreSQL (TEST_DATABASE_URL).
//
// Every server test runs on PGlite, which is PostgreSQL itself compiled to WebAssembly: the same parser,
// planner, types, constraints (exclusion constraints included) and PL/pgSQL. What PGlite cannot show is what
// happens between connections: it has one, so transactions never overlap, locks never wait, deadlocks and
// serialization failures never happen, and LISTEN/NOTIFY stays inside one process. The node-postgres driver
// and its value parsers are the other difference. So a file that opens a database runs on PostgreSQL too when
// any rule below matches it, and a new test that races requests, starts a second instance or listens is
// picked up without anyone remembering a list. A test that needs PostgreSQL for another reason says so by
// naming TEST_DATABASE_URL, in code or in a comment ("Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL").
const POSTGRES_PASS_RULES: readonly { reason: string; matches(file: string, source: string): boolean }[] = [
  {
    reason: 'SQL itself: migrations, transactions, locks, pools, value parsing, repositories',
    matches: (file) => /^src\/server\/(db|repositories)\//.test(file),
  },
  {
    reason: 'LISTEN/NOTIFY and the caches it keeps in step',
    matches: (file, source) => file.startsWith('src/server/cache/') || /\bcache:\s*true\b|\bChangeFeed\b|\blisten\(\s*['"`]/.test(source),
  },
  {
    reason: 'things at the same time: requests or transactions raced with Promise.all, concurrent tests',
    matches: (_file, source) => /\bPromise\.(all|allSettled|race|any)\(|\.concurrent\b/.test(source),
  },
  {
    reason: 'two server instances or connection pools on one database',
    matches: (_file, source) => /\binstanceOf\b|\bopenAnother\(/.test(source),
  },
  {
    reason: 'says it needs PostgreSQL (names TEST_DATABASE_URL)',
    matches: (_file, source) => source.includes('TEST_DATABASE_URL'),
  },
];

/** A file that never opens a database runs the same on both: the shared test helpers (bar the pure ones) or openDatabase. */
function opensDatabase(source: string): boolean {
  return /\btesting\/(?!conformance\b|temp-dirs\b|postgres-pass\b)[\w-]+['"]|\bopenDatabase\b|TEST_DATABASE_URL/.test(source);
}

/** Why a server test file runs on PostgreSQL too, or undefined when PGlite alone proves it. */
export function postgresPassReason(file: string, source: string): string | undefined {
  if (!opensDatabase(source) && !/^src\/server\/(db|repositories)\//.test(file)) return undefined;
  return POSTGRES_PASS_RULES.find((rule) => rule.matches(file, source))?.reason;
}

const SERVER_TEST_ROOTS = ['src/server', 'src/api', 'codegen', 'scripts'];

/** The server project's test files the rules pick, relative to `root`, sorted. */
export function postgresPassFiles(root = process.cwd()): string[] {
  const picked: string[] = [];
  for (const folder of SERVER_TEST_ROOTS) {
    const entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      if (!entry.endsWith('.test.ts') || entry.includes('node_modules')) continue;
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      if (postgresPassReason(file, readFileSync(path.join(root, file), 'utf8'))) picked.push(file);
    }
  }
  return picked.sort();
}
