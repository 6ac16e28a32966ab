// `npm test`: the whole suite, in the order a failure is cheapest to find, on both cores where steps allow.
// Ends with each phase's wall time and the line "N passed, N failed" summed over every step.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { postgresPassFiles } from '../src/server/testing/postgres-pass';
import { failureLines, playwrightFailures, vitestFailures, type Failure } from './test-failures';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const report: string[] = [];
/** Every failed test or step, named again at the very end (CI shows only the output's last lines). */
const failures: Failure[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'club-portal-test-'));
const started = performance.now();

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
const line = (ok: boolean, text: string, since: number) => `${ok ? 'ok  ' : 'FAIL'} ${text} [${seconds(since)}]`;

/**
 * Runs a command; its output goes straight to the terminal, or, with `buffered`, is printed in one piece when
 * it ends (steps that run side by side would otherwise interleave their lines).
 */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; buffered?: boolean } = {}): Promise<{ ok: boolean; output: string }> {
  const title = `\n$ ${command} ${args.join(' ')}`;
  if (!options.buffered) console.log(title);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...options.env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (options.buffered) console.log(`${title}\n${text}`);
      resolve({ ok: code === 0, output: text });
    });
  });
}

function check(name: string, ok: boolean, since: number): void {
  if (ok) total.passed++;
  else total.failed++;
  report.push(line(ok, name, since));
}

interface Step {
  name: string;
  command: string;
  args: string[];
}

/** Independent steps, two at a time (the machines this runs on have two cores), reported in their order. */
async function inParallel(steps: Step[], width = 2): Promise<void> {
  const results: { ok: boolean; output: string; took: string }[] = [];
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const index = next++;
      const step = steps[index]!;
      const since = performance.now();
      const { ok, output } = await run(step.command, step.args, { buffered: true });
      results[index] = { ok, output, took: seconds(since) };
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  steps.forEach((step, index) => {
    const { ok, output, took } = results[index]!;
    if (ok) total.passed++;
    else {
      total.failed++;
      failures.push({ phase: 'static checks and build', name: step.name, error: output });
    }
    report.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} [${took}]`);
  });
}

/** What the test databases of a vitest run cost, from the events src/server/testing/test-run.ts logs. */
function databaseSummary(log: string): string {
  const counts = new Map<string, number>();
  if (existsSync(log)) for (const event of readFileSync(log, 'utf8').split('\n').filter(Boolean)) counts.set(event, (counts.get(event) ?? 0) + 1);
  const count = (event: string) => counts.get(event) ?? 0;
  return `     test databases: ${count('created')} opened, ${count('migrated')} migrated, ${count('seeded')} seeded, ${count('copied-seed')} copied from the run's ${count('template-built')} seeded template(s)`;
}

async function vitest(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const since = performance.now();
  const slug = name.replace(/\W+/g, '-');
  const output = path.join(work, `${slug}.json`);
  const databaseLog = path.join(work, `${slug}.databases.log`);
  const { ok } = await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
    env: { ...env, CLUB_TEST_DB_LOG: databaseLog },
  });
  const tally = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as JsonTestResults) : undefined;
  if (!tally) {
    failures.push({ phase: name, name: 'vitest produced no report', error: '' });
    return check(`${name}: vitest produced no report`, false, since);
  }
  const named = vitestFailures(name, tally);
  // vitest fails a run for an error no test owns too (an unhandled rejection after a test ended): its output says which.
  if (!ok && named.length === 0) named.push({ phase: name, name: 'vitest failed outside any test (an unhandled error: see its output)', error: '' });
  failures.push(...named);
  total.passed += tally.numPassedTests;
  total.failed += tally.numFailedTests + (ok || tally.numFailedTests > 0 ? 0 : 1);
  total.skipped += tally.numPendingTests + tally.numTodoTests;
  report.push(line(ok, `${name}: ${tally.numPassedTests} passed, ${tally.numFailedTests} failed`, since));
  report.push(databaseSummary(databaseLog));
}

/** Each project's journeys: how many ran and how long from its first start to its last end (they run side by side). */
function projectTimes(report: JSONReport): string[] {
  const spans = new Map<string, { tests: number; start: number; end: number; busy: number }>();
  const walk = (suite: JSONReportSuite) => {
    for (const test of suite.specs.flatMap((spec) => spec.tests)) {
      for (const result of test.results.filter(({ status }) => status !== 'skipped')) {
        const start = Date.parse(result.startTime);
        const span = spans.get(test.projectName) ?? { tests: 0, start, end: start, busy: 0 };
        span.tests += 1;
        span.start = Math.min(span.start, start);
        span.end = Math.max(span.end, start + result.duration);
        span.busy += result.duration;
        spans.set(test.projectName, span);
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return [...spans].map(
    ([project, span]) =>
      `     ${project}: ${span.tests} journeys in ${Math.round((span.end - span.start) / 1000)} s (${Math.round(span.busy / 1000)} s inside the tests, the rest in set-up hooks and between tests)`,
  );
}

async function playwright(): Promise<void> {
  const specs = existsSync('tests/e2e') ? readdirSync('tests/e2e', { recursive: true }).filter((f) => String(f).endsWith('.spec.ts')) : [];
  if (specs.length === 0) return;
  const since = performance.now();
  const output = path.join(work, 'e2e.json');
  const { ok } = await run('npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output } });
  const result = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as JSONReport) : undefined;
  if (!result) {
    failures.push({ phase: 'browser journeys', name: 'playwright produced no report', error: '' });
    return check('browser journeys: playwright produced no report', false, since);
  }
  failures.push(...playwrightFailures('browser journeys', result));
  const { stats } = result;
  total.passed += stats.expected + stats.flaky;
  total.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  total.skipped += stats.skipped;
  // A journey that passed only on its retry (playwright.config.ts allows one) is counted and named, not hidden.
  const flaky = stats.flaky > 0 ? ` (${stats.flaky} passed only on a retry: named below)` : '';
  report.push(line(ok, `browser journeys: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed${flaky}`, since));
  report.push(...projectTimes(result));
}

// Folders the tests make in the temp directory (src/server/testing/temp-dirs.ts: club-test-*) are removed by
// the tests; so must any other club-* one. The PGlite template cache and this script's own folder stay.
const TEMP_LEFTOVER = /^club-(?!portal-pglite-|portal-test-)/;
const tempEntries = () => new Set(readdirSync(tmpdir()).filter((name) => TEMP_LEFTOVER.test(name)));
const tempBefore = tempEntries();

// The runtime is the project's own Node 24 LTS (the `node` package in node_modules/.bin, which npm puts first on
// PATH), whatever node the machine has: a run on another major is named here, not silently taken.
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
check(`runtime is Node 24 LTS: ${process.version}`, nodeMajor === 24, performance.now());

const phases: string[] = [];
async function phase(name: string, work: () => Promise<void>): Promise<void> {
  const since = performance.now();
  await work();
  phases.push(`${name} ${seconds(since)}`);
}

// Static checks and the portal build do not depend on each other: two at a time.
await phase('static checks and build', () =>
  inParallel([
    { name: 'type check (tsc)', command: 'npx', args: ['tsc', '-p', '.'] },
    { name: 'contract lint (redocly)', command: 'npx', args: ['redocly', 'lint', '--format=summary'] },
    { name: 'generated code in sync (codegen --check)', command: 'npx', args: ['tsx', 'codegen/generate.ts', '--check'] },
    { name: 'lint (eslint)', command: 'npx', args: ['eslint', '.'] },
    { name: 'formatting (prettier --check)', command: 'npm', args: ['run', '--silent', 'format:check'] },
    { name: 'dead exports and unused dependencies (knip)', command: 'npx', args: ['knip'] },
    { name: 'portal build (vite)', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
    // The journeys' servers render the public pages from it (dist/ssr), as `npm run build` makes it.
    { name: 'server-rendering build (vite, vite.ssr.config.ts)', command: 'npx', args: ['vite', 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'warn'] },
  ]),
);
await phase('vitest on PGlite', () => vitest('unit and server tests on PGlite', []));
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  // The server tests where PostgreSQL can differ from PGlite (races, locks, LISTEN/NOTIFY, SQL itself):
  // the rules and why are in src/server/testing/postgres-pass.ts. Three workers on two cores: a worker often waits on
  // PostgreSQL, another process (56 s against 61-74 s with two, measured under light load).
  const files = postgresPassFiles();
  await phase('vitest on PostgreSQL', () =>
    vitest(
      `server tests on PostgreSQL (the ${files.length} files of src/server/testing/postgres-pass.ts)`,
      ['--project', 'server', '--project', 'server-isolated', '--maxWorkers=3', ...files],
      {
        TEST_DATABASE_URL: postgresUrl,
      },
    ),
  );
} else {
  report.push('SKIP server tests on PostgreSQL: set TEST_DATABASE_URL (scripts/start-postgres.sh prints one)');
}
await phase('browser journeys', playwright);

const leftovers = [...tempEntries()].filter((name) => !tempBefore.has(name));
check(
  leftovers.length === 0
    ? 'no test left folders in the temp directory'
    : `${leftovers.length} folders left in ${tmpdir()} by the tests (${leftovers.slice(0, 5).join(', ')}${leftovers.length > 5 ? ', …' : ''})`,
  leftovers.length === 0,
  performance.now(),
);
rmSync(work, { recursive: true, force: true });

console.log(`\n${[...report, ...failureLines(failures)].join('\n')}`);
console.log(`Wall time: ${phases.join(', ')}; in all ${seconds(started)}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
