import type { JSONReport } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { ERROR_LINES_SHOWN, failureLines, MAX_FAILURES_SHOWN, playwrightFailures, vitestFailures } from './test-failures';

const root = '/repo';

/** A vitest JSON report as `vitest run --reporter=json` writes it, cut to what is read. */
function vitestReport(testResults: unknown[]): JsonTestResults {
  return { numFailedTests: 1, numPassedTests: 1, testResults } as unknown as JsonTestResults;
}

const assertion = (title: string, status: string, failureMessages: string[] = [], line = 12) => ({
  ancestorTitles: ['holds', 'on PostgreSQL'],
  fullName: `holds on PostgreSQL ${title}`,
  title,
  status,
  failureMessages,
  location: { line, column: 3 },
  meta: {},
  tags: [],
});

const raceError = [
  '\u001b[31mAssertionError: expected 500 to be 409\u001b[39m // Object.is equality',
  '',
  '- Expected',
  '    at processTicksAndRejections (node:internal/process/task_queues:105:5)',
  `    at ${process.cwd()}/src/server/routes/bookings/race.test.ts:30:5`,
].join('\n');

describe("npm test's last lines name every failure", () => {
  it('names the file, line and full name of a failed vitest test, with the first lines of its error', () => {
    const report = vitestReport([
      {
        name: `${root}/src/server/routes/bookings/race.test.ts`,
        status: 'failed',
        message: '',
        assertionResults: [assertion('one of two bookings of one slot wins', 'failed', [raceError], 30), assertion('a lone booking passes', 'passed')],
      },
      { name: `${root}/src/server/cache/feed.test.ts`, status: 'passed', message: '', assertionResults: [assertion('listens', 'passed')] },
    ]);
    const failures = vitestFailures('server tests on PostgreSQL', report, root);
    expect(failures).toEqual([
      { phase: 'server tests on PostgreSQL', name: 'src/server/routes/bookings/race.test.ts:30 › holds › on PostgreSQL › one of two bookings of one slot wins', error: raceError },
    ]);
    expect(failureLines(failures)).toEqual([
      'To look at (1):',
      '  server tests on PostgreSQL: src/server/routes/bookings/race.test.ts:30 › holds › on PostgreSQL › one of two bookings of one slot wins',
      '      AssertionError: expected 500 to be 409 // Object.is equality',
      '      - Expected',
    ]);
  });

  it('names a file that failed outside its tests (an import or a beforeAll)', () => {
    const report = vitestReport([{ name: `${root}/src/server/app.test.ts`, status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] }]);
    expect(vitestFailures('unit and server tests on PGlite', report, root)).toEqual([
      { phase: 'unit and server tests on PGlite', name: 'src/server/app.test.ts', error: 'Cannot find module ./gone' },
    ]);
  });

  it('names failed journeys and those that passed only on their retry, with their project', () => {
    const result = (status: string, message?: string) => ({ status, errors: message ? [{ message }] : [] });
    const report = {
      suites: [
        {
          title: 'checkout.spec.ts',
          file: 'checkout.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the checkout',
              file: 'checkout.spec.ts',
              specs: [
                {
                  title: 'pays with a saved card',
                  file: 'checkout.spec.ts',
                  line: 40,
                  tests: [{ projectName: 'mobile', status: 'unexpected', results: [result('timedOut', 'Test timeout of 120000ms exceeded.')] }],
                },
                {
                  title: 'pays by voucher',
                  file: 'checkout.spec.ts',
                  line: 80,
                  tests: [{ projectName: 'desktop', status: 'flaky', results: [result('failed', 'locator.click: Timeout'), result('passed')] }],
                },
                { title: 'shows fees', file: 'checkout.spec.ts', line: 99, tests: [{ projectName: 'desktop', status: 'expected', results: [result('passed')] }] },
              ],
            },
          ],
        },
      ],
      errors: [],
    } as unknown as JSONReport;
    expect(playwrightFailures('browser journeys', report)).toEqual([
      { phase: 'browser journeys', name: '[mobile] checkout.spec.ts:40 › the checkout › pays with a saved card', error: 'Test timeout of 120000ms exceeded.' },
      { phase: 'browser journeys', name: '[desktop] checkout.spec.ts:80 › the checkout › pays by voucher (passed only on its retry)', error: 'locator.click: Timeout' },
    ]);
  });

  it('stays within the lines CI shows however many failed: the first ten, a few lines each', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ phase: 'p', name: `test ${index}`, error: 'a\nb\nc\nd\ne' }));
    const lines = failureLines(many);
    expect(lines[0]).toBe('To look at (25, the first 10 here, every one in the output above):');
    expect(lines).toHaveLength(1 + MAX_FAILURES_SHOWN * (1 + ERROR_LINES_SHOWN));
    expect(lines.at(-3)).toBe('  p: test 9');
    expect(failureLines([])).toEqual([]);
  });
});
