// The failed tests of `npm test`'s phases, named in its last lines: CI shows only the end of the output, where
// "1 failed" alone says nothing about which test. Read from the JSON reports vitest and playwright write.
import path from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';

export interface Failure {
  /** The phase or step it failed in ("server tests on PostgreSQL"). */
  phase: string;
  /** file:line › describe › test, or the file alone when the file itself failed (an import, a hook). */
  name: string;
  /** The error as the runner reported it; only its first lines are printed. */
  error: string;
}

/** Failures printed at the end of the run, and lines of each one's error: together under 40 lines (what CI shows). */
export const MAX_FAILURES_SHOWN = 10;
export const ERROR_LINES_SHOWN = 2;
const LINE_WIDTH = 200;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are exactly what is stripped
const ANSI = /\u001b\[[0-9;]*m/g;

const relative = (file: string, root: string) => (path.isAbsolute(file) ? path.relative(root, file) : file);

/** Every failed test of a vitest JSON report, and every file that failed outside its tests (an import, a beforeAll). */
export function vitestFailures(phase: string, report: JsonTestResults, root = process.cwd()): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults) {
    const name = relative(file.name, root);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const where = test.location ? `${name}:${test.location.line}` : name;
      failures.push({ phase, name: [where, ...test.ancestorTitles, test.title].join(' › '), error: (test.failureMessages ?? []).join('\n') });
    }
    if (file.status === 'failed' && (file.message || failedTests.length === 0)) failures.push({ phase, name, error: file.message || 'the file failed outside its tests' });
  }
  return failures;
}

/** Every journey that failed, and every one that passed only on its retry (marked so): flaky is named, not hidden. */
export function playwrightFailures(phase: string, report: JSONReport): Failure[] {
  const failures: Failure[] = [];
  const walk = (suite: JSONReportSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests.filter(({ status }) => status === 'unexpected' || status === 'flaky')) {
        const errors = test.results.flatMap((result) => result.errors.map((error) => error.message));
        const retried = test.status === 'flaky' ? ' (passed only on its retry)' : '';
        failures.push({ phase, name: `[${test.projectName}] ${[`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › ')}${retried}`, error: errors[0] ?? '' });
      }
    }
    suite.suites?.forEach((child) => walk(child, [...titles, child.title]));
  };
  // A file's suite is titled by the file, already in the name.
  report.suites.forEach((suite) => walk(suite, []));
  failures.push(...report.errors.map((error) => ({ phase, name: 'outside any journey', error: error.message ?? '' })));
  return failures;
}

/** The first lines of an error that say what went wrong: its message, then frames of the project's own code. */
function errorLines(error: string): string[] {
  const lines = error
    .replace(ANSI, '')
    .split('\n')
    .map((text) => text.trim())
    .map((text) => text.replaceAll(`${process.cwd()}/`, '').replace('file://', ''))
    .filter((text) => text && !/^at\s.*(node_modules|node:)/.test(text));
  return lines.slice(0, ERROR_LINES_SHOWN).map((text) => (text.length > LINE_WIDTH ? `${text.slice(0, LINE_WIDTH - 1)}…` : text));
}

/** The lines npm test ends with when something failed: each failure (up to MAX_FAILURES_SHOWN) with its error's first lines. */
export function failureLines(failures: Failure[]): string[] {
  if (failures.length === 0) return [];
  const shown = failures.slice(0, MAX_FAILURES_SHOWN);
  const more = failures.length - shown.length;
  return [
    `To look at (${failures.length}${more > 0 ? `, the first ${shown.length} here, every one in the output above` : ''}):`,
    ...shown.flatMap((failure) => [`  ${failure.phase}: ${failure.name}`, ...errorLines(failure.error).map((text) => `      ${text}`)]),
  ];
}
