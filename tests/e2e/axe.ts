import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page and returns the serious and critical violations, formatted for a failure message. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // A dialog fading in or a button changing colour is measured half-way by axe's contrast rule: wait until every
  // finite animation and transition has finished (a busy spinner runs forever and is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as an inline <script>: the portal's Content-Security-Policy refuses inline scripts. Once per
  // document: a journey that checks the same page again (a tab, a dialog) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
