// `npm run bench:bundle`: gzip size of the JavaScript each measured route loads (home, the booking
// types list, the booking page of the first type, the shop), measured in Debian's Chromium against the
// built portal served by the reference server, next to each route's budget. It prints; it asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Per-route budgets (KB of gzip JavaScript); a route without its own budget is only printed. */
const ROUTES: Array<{ path: string; label: string; budgetKb?: number }> = [
  { path: '/', label: 'home', budgetKb: 130 },
  { path: '/bookingtypes', label: 'booking types' },
  { path: '/bookings/1', label: 'booking page', budgetKb: 170 },
  { path: '/shop', label: 'shop' },
];
const port = 8190 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${base}/api/czconfigs/main-settings`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the reference server did not start');
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: `test-results/bench-bundle-data-${port}`, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  server.on('exit', (code) => code !== null && code !== 0 && console.error(`the reference server stopped (exit ${code})`));
  try {
    await waitForServer();
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
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (type.includes('javascript')) scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
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
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
