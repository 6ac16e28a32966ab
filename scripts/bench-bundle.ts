// `npm run bench:bundle`: gzip size of the JavaScript each measured route loads (home, the booking
// types list, the booking page of the first type, the shop), and of the entry script alone, measured in Debian's
// Chromium against the built portal served by the reference server as a first visit gets it (each build with its
// server-rendering bundle: the public pages come rendered and hydrate), next to each budget and to a baseline's in the
// same run (scripts/bench-builds.ts: `--baseline <ref>`, default the commit issue 38's JavaScript work started from,
// or BENCH_BASELINE_PORTAL_DIR; `--no-baseline`; `--no-build` measures PORTAL_DIR as it is). It prints; it asserts
// nothing.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { benchBuilds, type PortalBuild } from './bench-builds';
import { startDemoServer } from './demo-server';

/** Per-route budgets (KB of gzip JavaScript); a route without its own budget is only printed. */
const ROUTES: Array<{ path: string; label: string; budgetKb?: number }> = [
  { path: '/', label: 'home', budgetKb: 130 },
  { path: '/bookingtypes', label: 'booking types' },
  { path: '/bookings/1', label: 'booking page', budgetKb: 170 },
  { path: '/shop', label: 'shop' },
];
/** The entry script (the one index.html starts the portal with), every route's first download. */
const ENTRY_BUDGET_KB = 90;
const firstPort = Number(process.env.BENCH_PORT ?? 8190 + Math.floor(Math.random() * 50));

interface RouteFigures {
  rows: Array<{ file: string; raw_kb: number; gzip_kb: number }>;
  totalKb: number;
  entryKb: number;
}

const kb = (bytes: number): number => +(bytes / 1024).toFixed(1);

async function measureRoute(browser: Browser, url: string): Promise<RouteFigures> {
  // A fresh context per route: nothing cached from the previous one.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  const reads: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    // A script answered while the route's context closes cannot be read any more: it is left out, not a crash.
    reads.push(
      response
        .body()
        .then((body) => void scripts.set(response.url(), body))
        .catch(() => undefined),
    );
  });
  // A machine shared with test runs can take long to settle: a route is given two minutes, not Playwright's 30 s.
  const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // The entry: the module script index.html loads in order (the early-taps script is the async one), whatever
  // attributes come between (fetchpriority).
  const entryPath = /<script type="module" crossorigin[^>]*? src="([^"]+)"/.exec((await answer?.text()) ?? '')?.[1];
  // On a busy machine "network idle" can come before the page has asked for its chunks: wait until nothing
  // on the first screen is still loading (aria-busy), then for the network again, and for every script's body.
  await page
    .waitForFunction(
      () =>
        document.querySelector('main') !== null &&
        // Sections further down wait (aria-busy) until scrolled near: only the first screen must be done.
        [...document.querySelectorAll('[aria-busy="true"]')].every((element) => element.getBoundingClientRect().top >= window.innerHeight),
      undefined,
      { timeout: 30000 },
    )
    .catch(() => {
      console.warn(`${url}: still loading after 30 s; measured as it was`);
    });
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  await context.close();
  const rows = [...scripts].map(([address, body]) => ({ file: new URL(address).pathname, raw_kb: kb(body.length), gzip_kb: kb(gzipSync(body).length) }));
  rows.sort((a, b) => b.gzip_kb - a.gzip_kb);
  return {
    rows,
    totalKb: +rows.reduce((sum, row) => sum + row.gzip_kb, 0).toFixed(1),
    entryKb: rows.find((row) => row.file === entryPath)?.gzip_kb ?? Number.NaN,
  };
}

async function measureBuild(build: PortalBuild, port: number): Promise<Map<string, RouteFigures>> {
  process.env.PORTAL_DIR = build.portalDir;
  // The demo server on a database of its own (a fresh temporary folder), started as the other benches do.
  const { base, stop } = await startDemoServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const figures = new Map<string, RouteFigures>();
    for (const route of ROUTES) figures.set(route.path, await measureRoute(browser, `${base}${route.path}`));
    return figures;
  } finally {
    await browser.close();
    stop();
  }
}

const within = (value: number, budget: number | undefined): string => (budget === undefined ? '-' : value <= budget ? 'yes' : 'NO');

async function main(): Promise<void> {
  // With the server-rendering bundle, as `npm run build` makes it: a first visit's public page hydrates the server's
  // HTML, and what it loads for that is what this measures (a page drawn in the browser alone can load more).
  const builds = benchBuilds(process.argv.slice(2), true);
  try {
    const results: Array<Map<string, RouteFigures>> = [];
    for (const [index, build] of builds.entries()) results.push(await measureBuild(build, firstPort + index));
    const [measured, baseline] = results;
    for (const route of ROUTES) {
      console.log(`\n${route.label} (${route.path}), ${builds[0]!.label}`);
      console.table(measured!.get(route.path)!.rows);
    }
    const baselineLabel = builds[1]?.label ?? 'baseline';
    const summary = [
      ...ROUTES.map((route) => ({ what: route.path, figures: (map: Map<string, RouteFigures> | undefined) => map?.get(route.path)?.totalKb, budget: route.budgetKb })),
      { what: 'entry script', figures: (map: Map<string, RouteFigures> | undefined) => map?.get('/')?.entryKb, budget: ENTRY_BUDGET_KB },
    ].map(({ what, figures, budget }) => {
      const now = figures(measured)!;
      const before = figures(baseline);
      return {
        what,
        gzip_kb: now,
        [baselineLabel]: before ?? '-',
        change_kb: before === undefined ? '-' : +(now - before).toFixed(1),
        budget_kb: budget ?? '-',
        within: within(now, budget),
      };
    });
    console.log(`\nJavaScript per route and the entry script (gzip KB), ${builds[0]!.label} next to ${baselineLabel} and the budget:`);
    console.table(summary);
  } finally {
    for (const build of builds) build.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
