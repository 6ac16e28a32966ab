// `npm run screenshots`: a PNG of every route of the manifest at 390 and 1280 px, with the demo club's
// data, into test-results/screenshots/ — for a person to review. It asserts nothing.
//
// Starts the reference server on a fresh embedded database (scripts/e2e-server.ts) on SCREENSHOTS_PORT
// (8206 unless set) and serves the last `npm run build`. Routes that need a login are taken as Ana
// (ana@demo.club). A route parameter is filled from the first matching link of the pages that list such links
// (LINK_SOURCES: an open match from the matches list, an activity from home, an order, a training); tokens nobody
// can know show their "not found" state. Two more shots show a player mid-task: the booking page with a free slot
// open (bookings-slot-open) and the checkout with a product in the cart (checkout-with-cart).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { signInAsAna } from './demo-login';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8206);
const base = `http://127.0.0.1:${port}`;
const outDir = path.resolve('test-results/screenshots');
const widths = [390, 1280] as const;

interface RouteEntry {
  path: string;
  access: string;
}

const { routes } = JSON.parse(readFileSync('manifest/routes.json', 'utf8')) as { routes: RouteEntry[] };

function fileName(route: string, width: number): string {
  const slug =
    route === '/'
      ? 'home'
      : route
          .replace(/^\//, '')
          .replace(/[/:?]+/g, '_')
          .replace(/_+$/, '');
  return path.join(outDir, `${slug}-${width}.png`);
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const answer = await fetch(`${base}/api/czconfigs/main-settings`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${base} did not start`);
}

/** The pages whose links hold a route's real ids, first match wins; the page above the route is tried last. */
const LINK_SOURCES: Record<string, string[]> = {
  '/post': ['/blog'],
  '/booking-join': ['/bookings-byplace', '/', '/customer-bookings'],
  '/booking-visual': ['/customer-bookings', '/bookings-byplace'],
  '/booking-results': ['/customer-bookings'],
  '/activity': ['/'],
  '/booking': ['/customer-bookings'],
};

/** The address to open for a route: optional parameters dropped, required ones taken from a real link. */
async function resolveRoute(page: Page, route: string): Promise<string> {
  const withoutOptional = route.replace(/\/:[A-Za-z]+\?/g, '');
  const firstParam = withoutOptional.indexOf('/:');
  if (firstParam < 0) return withoutOptional;
  const parent = withoutOptional.slice(0, firstParam) || '/';
  const pattern = new RegExp(`^${withoutOptional.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`);
  for (const listPage of [...(LINK_SOURCES[parent] ?? []), parent]) {
    try {
      await page.goto(`${base}${listPage}`, { waitUntil: 'networkidle', timeout: 20_000 });
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const match = hrefs.find((href) => pattern.test(href));
      if (match) return match;
    } catch {
      // try the next page, then a placeholder
    }
  }
  return withoutOptional.replace(/:[A-Za-z]+/g, 'demo');
}

/** A player mid-task: a free slot of the booking page opened, then the checkout with a product in the cart. */
async function shootTasks(page: Page, width: number): Promise<void> {
  try {
    await page.goto(`${base}/bookingtypes`, { waitUntil: 'networkidle', timeout: 20_000 });
    const type = page.locator('a[href^="/bookings/"]').first();
    await page.goto(`${base}${(await type.getAttribute('href')) ?? '/bookings'}`, { waitUntil: 'networkidle', timeout: 20_000 });
    await page
      .getByRole('button', { name: /: free/ })
      .first()
      .click({ timeout: 10_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `bookings-slot-open-${width}.png`), fullPage: false });
    console.log(`${width} px  booking page with a slot open`);
  } catch (error) {
    console.log(`${width} px  booking page with a slot open: not taken (${(error as Error).message.split('\n')[0]})`);
  }
  try {
    await page.goto(`${base}/shop`, { waitUntil: 'networkidle', timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click({ timeout: 10_000 });
    await page.waitForTimeout(500);
    await page.goto(`${base}/checkout`, { waitUntil: 'networkidle', timeout: 20_000 });
    await page.screenshot({ path: path.join(outDir, `checkout-with-cart-${width}.png`), fullPage: true });
    console.log(`${width} px  checkout with a cart`);
  } catch (error) {
    console.log(`${width} px  checkout with a cart: not taken (${(error as Error).message.split('\n')[0]})`);
  }
}

async function shoot(browser: Browser, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let loggedIn = false;
  for (const route of routes) {
    if (route.access === 'login' && !loggedIn) {
      await signInAsAna(page, base);
      loggedIn = true;
    }
    const target = await resolveRoute(page, route.path);
    try {
      await page.goto(`${base}${target}`, { waitUntil: 'networkidle', timeout: 20_000 });
    } catch {
      // a page that keeps a connection open: take it as it is
    }
    await page.screenshot({ path: fileName(route.path, width), fullPage: true });
    console.log(`${width} px  ${target}`);
  }
  await shootTasks(page, width);
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: 'test-results/screenshots-data', LOG_LEVEL: 'silent' },
  stdio: 'inherit',
  detached: true,
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const width of widths) await shoot(browser, width);
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
