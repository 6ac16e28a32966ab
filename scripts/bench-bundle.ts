// `npm run bench:bundle`: gzip size of the JavaScript each measured route loads (home, the booking
// types list, the booking page of the first type, the shop), measured in Debian's Chromium against the
// built portal served by the reference server, next to each route's budget. It prints; it asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server';

/** Per-route budgets (KB of gzip JavaScript); a route without its own budget is only printed. */
const ROUTES: Array<{ path: string; label: string; budgetKb?: number }> = [
  { path: '/', label: 'home', budgetKb: 130 },
  { path: '/bookingtypes', label: 'booking types' },
  { path: '/bookings/1', label: 'booking page', budgetKb: 170 },
  { path: '/shop', label: 'shop' },
];
const port = Number(process.env.BENCH_PORT ?? 8190 + Math.floor(Math.random() * 50));

async function main(): Promise<void> {
  let buildDir: string | null = null;
  if (!process.argv.includes('--no-build')) {
    // A build of its own, served by its own server: dist/portal (and the servers of whoever else works here) stay as
    // they are. With --no-build, PORTAL_DIR (or dist/portal) is measured.
    buildDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
    const portalDir = path.join(buildDir, 'portal');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, PORTAL_OUT_DIR: portalDir } });
    if (build.status !== 0) process.exit(build.status ?? 1);
    process.env.PORTAL_DIR = portalDir;
  }
  // The demo server on a database of its own (a fresh temporary folder), started as the other benches do.
  const { base, stop } = await startDemoServer(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    const summary: Array<{ route: string; files: number; gzip_kb: number; budget_kb: number | string; within: string }> = [];
    for (const route of ROUTES) {
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
      await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
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
          console.warn(`${route.path}: still loading after 30 s; measured as it was`);
        });
      await page.waitForLoadState('networkidle');
      await Promise.all(reads);
      await context.close();
      const rows = [...scripts].map(([url, body]) => ({
        file: new URL(url).pathname,
        raw_kb: +(body.length / 1024).toFixed(1),
        gzip_kb: +(gzipSync(body).length / 1024).toFixed(1),
      }));
      rows.sort((a, b) => b.gzip_kb - a.gzip_kb);
      console.log(`\n${route.label} (${route.path})`);
      console.table(rows);
      const total = +rows.reduce((sum, row) => sum + row.gzip_kb, 0).toFixed(1);
      summary.push({
        route: route.path,
        files: rows.length,
        gzip_kb: total,
        budget_kb: route.budgetKb ?? '-',
        within: route.budgetKb === undefined ? '-' : total <= route.budgetKb ? 'yes' : 'NO',
      });
    }
    await browser.close();
    console.log('\nJavaScript per route (gzip), next to its budget:');
    console.table(summary);
  } finally {
    stop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
