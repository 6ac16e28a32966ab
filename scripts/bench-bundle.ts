// `npm run bench:bundle`: gzip size of the JavaScript the home page loads before it is interactive,
// measured in Debian's Chromium against the built portal served by the reference server.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 150;
const port = 8190 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${base}/api/czconfigs/main-settings`).then((r) => r.ok).catch(() => false);
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
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: `test-results/bench-bundle-data`, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await browser.close();

    const rows = [...scripts].map(([url, body]) => ({ file: new URL(url).pathname, raw_kb: +(body.length / 1024).toFixed(1), gzip_kb: +(gzipSync(body).length / 1024).toFixed(1) }));
    rows.sort((a, b) => b.gzip_kb - a.gzip_kb);
    console.table(rows);
    const total = rows.reduce((sum, row) => sum + row.gzip_kb, 0);
    console.log(`home page JavaScript: ${total.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
