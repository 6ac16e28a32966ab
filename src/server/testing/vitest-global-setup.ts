// Global set-up of the server tests (vitest.config.ts): names the run, so its test files share one seeded
// template per ten-minute window (test-run.ts), and removes those templates when the run ends.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { setCurrentTestRun, testRunDir, testRunSchemaPrefix } from './test-run';

async function dropRunSchemas(url: string, run: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)', [testRunSchemaPrefix(run)]);
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}

// Both server projects (vitest.config.ts) name this as their global set-up, in one process: the first names the
// run, the second joins it, so their files share one template.
const named = globalThis as { clubTestRunNamed?: boolean };

export default function setup(): () => Promise<void> {
  if (named.clubTestRunNamed) return async () => {};
  named.clubTestRunNamed = true;
  const run = randomBytes(4).toString('hex');
  // The workers start after this and inherit the environment.
  setCurrentTestRun(run);
  return async () => {
    rmSync(testRunDir(run), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropRunSchemas(url, run);
  };
}
