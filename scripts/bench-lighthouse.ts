// `npm run bench:lighthouse` (after `npm run build`): Lighthouse 12 with its default mobile preset
// (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on pages of the built portal served by the
// demo server (scripts/e2e-server.ts on a fresh embedded database, port BENCH_PORT or 8198), in Debian's
// Chromium. Pages behind a login are taken as Ana (demo club). It prints performance, accessibility, best
// practices and SEO scores, CLS, LCP and TBT per page next to the targets; it asserts nothing.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server';
import { signInAsAna } from './demo-login';
import { chromium, type BrowserContext } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 8198);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9338);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/,/bookingtypes,/bookings/1,/shop,/shop/1,/blog,/account,/customer-orders').split(',');

/** Ana signs in once; the session stays in this browser's storage for every page after. */
async function logIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await signInAsAna(page, BASE);
  await page.close();
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? '-' : Math.round(value * 100));

async function main(): Promise<void> {
  if (!existsSync('dist/portal/index.html')) throw new Error('run `npm run build` first: Lighthouse measures the built portal');
  const { stop } = await startDemoServer(PORT);
  // A persistent context is the browser's default one: the tab Lighthouse opens shares Ana's storage.
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    await logIn(context);
    const rows = [];
    const failures: string[] = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${BASE}${page}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no report for ${page}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      rows.push({
        page,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        'best practices': score(lhr.categories['best-practices']?.score),
        SEO: score(lhr.categories.seo?.score),
        CLS: (audit('cumulative-layout-shift') ?? NaN).toFixed(3),
        LCP: `${((audit('largest-contentful-paint') ?? NaN) / 1000).toFixed(1)} s`,
        TBT: `${Math.round(audit('total-blocking-time') ?? NaN)} ms`,
        ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
      });
      // Which accessibility audits cost points, so a score under 100 says what to fix.
      const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
      if (failing.length > 0) failures.push(`${page}: ${failing.join(', ')}`);
      console.log(`measured ${page}`);
    }
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, Chromium ${context.browser()?.version() ?? ''}`,
    );
    console.table(rows);
    if (failures.length > 0) console.log(`Accessibility audits that failed:\n${failures.join('\n')}`);
    console.log('Targets: performance ≥ 95, LCP < 2.5 s, CLS < 0.1, TBT < 150 ms (Lighthouse simulates a slow phone: on a loaded machine the scores drop).');
  } finally {
    await context.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
