// `npm run bench:hydration`: how long the main thread stays blocked while a server-rendered public page starts on a
// slow phone. Debian's Chromium at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate) opens /, /bookingtypes and
// /shop cold (a fresh context each run, signed out, so the server's HTML is hydrated), and a PerformanceObserver of
// long tasks (buffered from the document's start) records every task over 50 ms until the page has hydrated
// (data-portal-ready) and the browser has been idle since. Printed per page, the median of BENCH_RUNS runs (3): the
// longest task, how many there were, the time blocked beyond 50 ms each (TBT-like) and when the portal was ready —
// for this checkout's build and, next to it, a baseline's in the same run, their runs taking turns so a busy machine
// slows both alike (scripts/bench-builds.ts: `--baseline <ref>`, default the commit issue 38's JavaScript work started
// from, or BENCH_BASELINE_PORTAL_DIR; `--no-baseline`; `--no-build` measures PORTAL_DIR as it is). It asserts nothing.
import { cpus, loadavg } from 'node:os';
import { chromium, devices, type Browser } from 'playwright-core';
import { benchBuilds, type PortalBuild } from './bench-builds';
import { startDemoServer } from './demo-server';
import { loadLabel, median } from './lighthouse-summary';

const PAGES = (process.env.BENCH_PAGES ?? '/,/bookingtypes,/shop').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const firstPort = Number(process.env.BENCH_PORT ?? 8240 + Math.floor(Math.random() * 50));

interface RunFigures {
  longestMs: number;
  longTasks: number;
  blockingMs: number;
  readyMs: number;
}

declare global {
  interface Window {
    __benchLongTasks?: number[];
  }
}

async function measureOnce(browser: Browser, url: string): Promise<RunFigures> {
  // A phone's user agent: the server renders at a phone's width for it, as the browser will (else show conditions
  // differ, hydration meets a mismatch and React draws the page afresh).
  const context = await browser.newContext({
    userAgent: devices['Pixel 7']!.userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLongTasks!.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A fresh server renders its first pages cold, slowly on a busy machine.
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector('html[data-portal-ready]', { state: 'attached', timeout: 60_000 });
    const readyMs = await page.evaluate(() => performance.now());
    // Hydration goes on after the first commit (boundaries hydrate at idle priority): wait until the network is
    // quiet and the browser has had two idle periods in a row.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 });
        }),
    );
    const tasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    return {
      longestMs: Math.round(Math.max(0, ...tasks)),
      longTasks: tasks.length,
      blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      readyMs: Math.round(readyMs),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every build on every page, the builds' runs taking turns (this checkout, the baseline, this checkout…), so
 * a busy machine slows them alike.
 */
async function measureBuilds(builds: PortalBuild[]): Promise<Array<Map<string, RunFigures>>> {
  const servers: Array<{ base: string; stop(): void }> = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    for (const [index, build] of builds.entries()) {
      process.env.PORTAL_DIR = build.portalDir;
      servers.push(await startDemoServer(firstPort + index));
    }
    const figures = builds.map(() => new Map<string, RunFigures>());
    for (const pagePath of PAGES) {
      const runs: RunFigures[][] = builds.map(() => []);
      // One visit each first so the servers' caches are warm: the figures are the browser's, not the first query's.
      for (const server of servers) await measureOnce(browser, `${server.base}${pagePath}`);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, server] of servers.entries()) runs[index]!.push(await measureOnce(browser, `${server.base}${pagePath}`));
      }
      runs.forEach((buildRuns, index) =>
        figures[index]!.set(pagePath, {
          longestMs: median(buildRuns.map((r) => r.longestMs)),
          longTasks: median(buildRuns.map((r) => r.longTasks)),
          blockingMs: median(buildRuns.map((r) => r.blockingMs)),
          readyMs: median(buildRuns.map((r) => r.readyMs)),
        }),
      );
    }
    return figures;
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

async function main(): Promise<void> {
  const builds = benchBuilds(process.argv.slice(2), true);
  try {
    // The long-task observer times wall-clock tasks: a busy machine lengthens them all.
    const loadAtStart = loadavg()[0] ?? 0;
    const measured = await measureBuilds(builds);
    const results = builds.map((build, index) => [build.label, measured[index]!] as const);
    console.log(`\nHydrating a server-rendered page at ${CPU_SLOWDOWN}× CPU slowdown, 390 px, cold (median of ${RUNS}):`);
    const rows = PAGES.flatMap((pagePath) =>
      results.map(([label, figures]) => {
        const f = figures.get(pagePath)!;
        return {
          page: pagePath,
          build: label,
          longest_task_ms: f.longestMs,
          long_tasks: f.longTasks,
          blocking_ms: f.blockingMs,
          ready_ms: f.readyMs,
          within_50ms: f.longestMs <= 50 ? 'yes' : 'NO',
        };
      }),
    );
    console.table(rows);
    console.log(`Start: ${loadLabel(loadAtStart, cpus().length)}; end: ${loadLabel(loadavg()[0] ?? 0, cpus().length)}`);
  } finally {
    for (const build of builds) build.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
