// `npm test`: the whole suite, in the order a failure is cheapest to find.
// Ends with the line "N passed, N failed" summed over every step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const report: string[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'club-portal-test-'));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, ok: boolean): void {
  if (ok) total.passed++;
  else total.failed++;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}

function vitest(name: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const output = path.join(work, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env);
  const tally = existsSync(output)
    ? (JSON.parse(readFileSync(output, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number })
    : undefined;
  if (!tally) return check(`${name}: vitest produced no report`, false);
  total.passed += tally.numPassedTests;
  total.failed += tally.numFailedTests + (ok || tally.numFailedTests > 0 ? 0 : 1);
  total.skipped += tally.numPendingTests + tally.numTodoTests;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${tally.numPassedTests} passed, ${tally.numFailedTests} failed`);
}

function playwright(): void {
  const specs = existsSync('tests/e2e') ? readdirSync('tests/e2e', { recursive: true }).filter((f) => String(f).endsWith('.spec.ts')) : [];
  if (specs.length === 0) return;
  const output = path.join(work, 'e2e.json');
  const ok = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const stats = existsSync(output)
    ? (JSON.parse(readFileSync(output, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats
    : undefined;
  if (!stats) return check('browser journeys: playwright produced no report', false);
  total.passed += stats.expected + stats.flaky;
  total.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  total.skipped += stats.skipped;
  const flaky = stats.flaky > 0 ? ` (${stats.flaky} passed only on the retry: see the list above)` : '';
  report.push(`${ok ? 'ok  ' : 'FAIL'} browser journeys: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed${flaky}`);
}

check('contract lint (redocly)', run('npx', ['redocly', 'lint', '--format=summary']));
check('generated code in sync (codegen --check)', run('npx', ['tsx', 'codegen/generate.ts', '--check']));
check('type check (tsc)', run('npx', ['tsc', '-p', '.']));
check('lint (eslint)', run('npx', ['eslint', '.']));
check('formatting (prettier --check)', run('npm', ['run', '--silent', 'format:check']));
check('dead exports and unused dependencies (knip)', run('npx', ['knip']));
vitest('unit and server tests on PGlite', []);
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', ['--project', 'server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  report.push('SKIP server tests on PostgreSQL: set TEST_DATABASE_URL (scripts/start-postgres.sh prints one)');
}
check('portal build (vite)', run('npx', ['vite', 'build', '--logLevel', 'warn']));
playwright();

console.log(`\n${report.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
