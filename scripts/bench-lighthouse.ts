// `npm run bench:lighthouse` (after `npm run build`): Lighthouse 13 with its default mobile preset (Moto G Power
// screen, simulated slow 4G and 4× CPU slowdown) on the built portal served by the demo server (scripts/e2e-server.ts
// on a fresh embedded database, port BENCH_PORT or 8198), in Debian's Chromium. Two kinds of visit, side by side:
//   cold   — a first visit, as a friend's link in a chat gives: Lighthouse's default, storage and cache cleared
//            before each run, nobody signed in;
//   repeat — the same browser again: Ana (demo club) signed in, each page opened once before its runs, so its
//            scripts come from the cache and the service worker.
// The shared pages use real ids of the demo club's open items (an open match, an activity open to sign-up, the
// latest post), read from the API. Each page runs BENCH_RUNS times (3) and each figure printed is the median, with the
// KB of HTML and of scripts each visit transferred and the KB of the hydration seed inlined in the page.
// The machine's load is printed with the figures: on a busy machine the simulated phone is slower. It asserts nothing.
import { existsSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startDemoServer } from './demo-server';
import { signInAsAna } from './demo-login';
import {
  comparedRow,
  imagePreloads,
  loadLabel,
  median,
  medianFigures,
  openActivityId,
  openMatchId,
  runBytes,
  seedKb,
  visitFlags,
  type FirstHtml,
  type RunBytes,
  type RunFigures,
  type Visit,
} from './lighthouse-summary';
import { largestPaint, largestPaintRow, type LargestPaint } from './lighthouse-largest-paint';

const PORT = Number(process.env.BENCH_PORT ?? 8198);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9338);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Pages only a signed-in player sees: measured on the repeat visit only (a first visit is sent to the login). */
const SIGNED_IN_PAGES = ['/account', '/customer-orders'];

async function answer<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BASE}${pathAndQuery}`, { ...init, headers: { 'content-type': 'application/json' } });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The public pages, the shared ones with the ids of the demo club's open items. */
async function publicPages(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const today = new Date().toISOString().slice(0, 10);
  const matches = await answer<{ data?: Array<{ id: number }> }>('/api/publicbookings/byplace-list', {
    method: 'POST',
    body: JSON.stringify({ date: today, bookingTypeId: null, customerId: 0 }),
  });
  const activities = await answer<{ model?: Array<{ id: number }> }>('/api/publicactivities/list');
  const posts = await answer<{ data?: Array<{ id: number }> }>('/api/cztextblocks/list-with-users?count=1');
  const match = openMatchId(matches.data ?? []);
  const activity = openActivityId(activities.model ?? []);
  const post = posts.data?.[0]?.id;
  const shared = [match && `/booking-join/${match}`, activity && `/activity/${activity}`, post && `/post/${post}`];
  const missing = ['an open match', 'an activity', 'a post'].filter((_, index) => !shared[index]);
  if (missing.length > 0) console.warn(`The demo club lists no ${missing.join(', ')}: those pages are left out.`);
  return ['/', '/bookingtypes', '/bookings/1', '/shop', '/shop/1', '/blog', ...shared.filter((page): page is string => Boolean(page))];
}

async function measure(page: string, visit: Visit): Promise<RunFigures & RunBytes & { failing: string[]; largest: LargestPaint }> {
  const result = await lighthouse(`${BASE}${page}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    ...visitFlags(visit),
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${page}`);
  if (lhr.runtimeError) console.warn(`${page}: ${lhr.runtimeError.code}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (value: number | null | undefined) => (value === null || value === undefined ? Number.NaN : value * 100);
  // Which accessibility audits cost points, so a score under 100 says what to fix.
  const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return {
    ...runBytes(requests),
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    clsScore: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    failing,
    largest: largestPaint(lhr.audits),
  };
}

type PageFigures = RunFigures & RunBytes;

/** Every page's median over RUNS runs of one kind of visit, and its largest paint's. */
async function measureAll(context: BrowserContext, pages: readonly string[], visit: Visit): Promise<{ medians: Map<string, PageFigures>; largest: Array<Record<string, string>> }> {
  const medians = new Map<string, PageFigures>();
  const largest: Array<Record<string, string>> = [];
  const failures = new Set<string>();
  for (const page of pages) {
    if (visit === 'repeat') {
      // The visit before the measured ones: the scripts, the service worker and the settings are now cached.
      const tab = await context.newPage();
      await tab.goto(`${BASE}${page}`, { waitUntil: 'networkidle' }).catch(() => undefined);
      await tab.close();
    }
    const runs: Array<RunFigures & RunBytes & { largest: LargestPaint }> = [];
    for (let run = 0; run < RUNS; run += 1) {
      const figures = await measure(page, visit);
      runs.push(figures);
      figures.failing.forEach((id) => failures.add(`${page}: ${id}`));
    }
    medians.set(page, { ...medianFigures(runs), htmlKb: median(runs.map((run) => run.htmlKb)), scriptKb: median(runs.map((run) => run.scriptKb)) });
    largest.push(
      largestPaintRow(
        page,
        runs.map((run) => run.largest),
      ),
    );
    console.log(`measured ${visit} ${page}`);
  }
  if (failures.size > 0) console.log(`Accessibility audits that failed (${visit}):\n${[...failures].join('\n')}`);
  return { medians, largest };
}

/** What a first visit's HTML carries (signed out, as the cold visit): the seed a phone gets, and the image preloads of a phone's and a desktop's. */
async function firstHtml(pages: readonly string[]): Promise<Map<string, FirstHtml>> {
  const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
  const html = async (page: string, userAgent: string) => (await fetch(`${BASE}${page}`, { headers: { 'user-agent': userAgent } })).text();
  const found = new Map<string, FirstHtml>();
  for (const page of pages) {
    const [onPhone, onDesktop] = [await html(page, phone), await html(page, desktop)];
    found.set(page, { seedKb: seedKb(onPhone), preloads: { phone: imagePreloads(onPhone), desktop: imagePreloads(onDesktop) } });
  }
  return found;
}

async function main(): Promise<void> {
  if (!existsSync('dist/portal/index.html')) throw new Error('run `npm run build` first: Lighthouse measures the built portal');
  const loadAtStart = loadavg()[0] ?? 0;
  const { stop } = await startDemoServer(PORT);
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const pages = await publicPages();
    const first = await firstHtml(pages);
    const { medians: cold, largest } = await measureAll(context, pages, 'cold');
    const login = await context.newPage();
    await signInAsAna(login, BASE);
    await login.close();
    const { medians: repeat } = await measureAll(context, [...pages, ...SIGNED_IN_PAGES], 'repeat');
    console.log(
      `\nMedian of ${RUNS} runs per page. COLD: a first visit, storage and cache cleared before each run (Lighthouse default), signed out. ` +
        'REPEAT: storage and cache kept, Ana signed in, each page opened once before its runs. HTML and JS: KB transferred (compressed; ' +
        'cached is 0); seed: KB of inline JSON in the HTML a phone gets; preloads: image preloads in the head a phone and a desktop get (at most one).',
    );
    console.table([...pages, ...SIGNED_IN_PAGES].map((page) => comparedRow(page, cold.get(page) ?? null, repeat.get(page) ?? null, first.get(page) ?? null)));
    console.log(
      "\nThe largest paint of the cold visit (the element most runs named; medians): Lighthouse's phases, and the KB of scripts that had " +
        'finished when it was painted, which the simulated LCP counts as waited for.',
    );
    console.table(largest);
    const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    console.log(`\nLighthouse ${version}, mobile preset, Chromium ${context.browser()?.version() ?? ''}`);
    console.log(`Start: ${loadLabel(loadAtStart, cpus().length)}; end: ${loadLabel(loadavg()[0] ?? 0, cpus().length)}`);
    console.log('Targets (✗ = missed): performance ≥ 95, accessibility 100, CLS < 0.1, TBT < 150 ms, LCP < 2.0 s.');
  } finally {
    await context.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
