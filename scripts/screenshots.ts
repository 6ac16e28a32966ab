// `npm run screenshots`: a PNG of every route of the manifest at 390 and 1280 px, with the demo club's
// data, into test-results/screenshots/ — for a person to review. It asserts nothing.
//
// Starts the reference server on a fresh embedded database (scripts/e2e-server.ts) on SCREENSHOTS_PORT
// (8206 unless set) and serves the last `npm run build`. Each width is taken twice: the public routes signed out
// (`<route>-<width>-guest.png`, as a friend's link opens them) and every route as Ana (ana@demo.club). Route
// parameters are the demo club's real ids read from its API (an open match and its floor map, a played match's
// results, an activity, a post, a product, Ana's order, training and mail); what the API cannot name (a booking's
// token) comes from a link on a page, and tokens nobody can know show their "not found" state. Three more shots:
// the booking page without a type (bookings-no-type), and a player mid-task: a free slot open (bookings-slot-open)
// and the checkout with a product in the cart (checkout-with-cart). SCREENSHOTS_DIR puts them elsewhere,
// SCREENSHOTS_ROUTES and SCREENSHOTS_WIDTHS narrow a run, SCREENSHOTS_URL uses a demo server already running.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { signInAsAna } from './demo-login';
import { startDemoServer } from './demo-server';
import { openActivityId, openMatchId } from './lighthouse-summary';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8206);
/** SCREENSHOTS_URL: a demo server already running (its data is changed: a cart filled), else one started here. */
const base = process.env.SCREENSHOTS_URL ?? `http://127.0.0.1:${port}`;
/** SCREENSHOTS_DIR, else test-results/screenshots (which a Playwright run started meanwhile empties). */
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots');
const widths = (process.env.SCREENSHOTS_WIDTHS?.split(',').map(Number) ?? [390, 1280]) as readonly number[];
/** SCREENSHOTS_ROUTES=/,/post/:id takes only those manifest routes (and no mid-task shots): to look again after a fix. */
const only = process.env.SCREENSHOTS_ROUTES?.split(',');

interface RouteEntry {
  path: string;
  access: string;
}

const { routes } = JSON.parse(readFileSync('manifest/routes.json', 'utf8')) as { routes: RouteEntry[] };

function fileName(route: string, width: number, visitor: 'guest' | 'player'): string {
  const slug =
    route === '/'
      ? 'home'
      : route
          .replace(/^\//, '')
          .replace(/[/:?]+/g, '_')
          .replace(/_+$/, '');
  return path.join(outDir, `${slug}-${width}${visitor === 'guest' ? '-guest' : ''}.png`);
}

/** An answer of the demo API (the JSON body), or undefined when the call fails. */
async function apiAnswer<T>(pathAndQuery: string, init: { body?: unknown; token?: string } = {}): Promise<T | undefined> {
  try {
    const response = await fetch(`${base}${pathAndQuery}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

interface ListedMatch {
  id: number;
  date?: string | null;
  bookingTemplateId?: number | null;
  allowJoin?: boolean | null;
  maxParticipants?: number | null;
  participantsIn?: number | null;
}

/**
 * The demo club's real ids, read from its API as `npm run bench:lighthouse` does (Ana's token for her own
 * things): each parameterised route with the address a player would open. A route missing here (nothing of the
 * kind in the demo) falls back to a link found on a page, then to a "not found" placeholder.
 */
async function demoAddresses(): Promise<Record<string, string>> {
  const today = new Date().toISOString().slice(0, 10);
  const login = await apiAnswer<{ model?: { token?: string; id?: number } }>('/api/publiccustomers/cauth', {
    body: { email: 'ana@demo.club', password: 'demo1234' },
  });
  const token = login?.model?.token;
  const ana = login?.model?.id ?? 0;
  const [matches, activities, posts, products, orders, trainings, comms, bookings] = await Promise.all([
    apiAnswer<{ data?: ListedMatch[] }>('/api/publicbookings/byplace-list', { body: { date: today, bookingTypeId: null, customerId: 0 } }),
    apiAnswer<{ model?: Array<{ id: number }> }>('/api/publicactivities/list'),
    apiAnswer<{ data?: Array<{ id: number }> }>('/api/cztextblocks/list-with-users?count=1'),
    apiAnswer<{ data?: Array<{ id: number }> }>('/api/shop/list'),
    apiAnswer<{ model?: Array<{ id: number }> }>(`/api/shop/customer-orders/${ana}`, { token }),
    apiAnswer<{ model?: { next?: Array<{ id: number }> } }>('/api/publicteams/trainings', { body: { customerId: ana }, token }),
    apiAnswer<{ model?: { emails?: Array<{ id: number }> } }>(`/api/publiccomms/customer-comms/${ana}`, { token }),
    apiAnswer<{ model?: { past?: Array<{ id: number; parentName?: string | null }> } }>(`/api/publicbookings/customer-bookings/${ana}`, { token }),
  ]);
  const matchId = openMatchId(matches?.data ?? []);
  const match = matches?.data?.find((listed) => listed.id === matchId);
  const activity = openActivityId(activities?.model ?? []);
  const pastMatch = bookings?.model?.past?.find((booking) => booking.parentName === 'Match');
  const addresses: Record<string, string | undefined> = {
    '/post/:id': posts?.data?.[0] && `/post/${posts.data[0].id}`,
    '/booking-join/:bookingId': match && `/booking-join/${match.id}`,
    '/booking-visual/:bookingId/:templateId': match?.bookingTemplateId != null ? `/booking-visual/${match.id}/${match.bookingTemplateId}?date=${match.date ?? today}` : undefined,
    '/booking-results/:bookingId?': pastMatch && `/booking-results/${pastMatch.id}`,
    '/activity/:id': activity === undefined ? undefined : `/activity/${activity}`,
    '/shop/:id': products?.data?.[0] && `/shop/${products.data[0].id}`,
    '/customer-orders/:id': orders?.model?.[0] && `/customer-orders/${orders.model[0].id}`,
    '/trainings/:id': trainings?.model?.next?.[0] && `/trainings/${trainings.model.next[0].id}`,
    '/customer-comms/emails/:id': comms?.model?.emails?.[0] && `/customer-comms/emails/${comms.model.emails[0].id}`,
  };
  return Object.fromEntries(Object.entries(addresses).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The pages whose links hold a route's real ids when the API gave none, first match wins; the page above is tried last. */
const LINK_SOURCES: Record<string, string[]> = {
  '/booking': ['/customer-bookings'],
  '/bookings': ['/bookingtypes'],
};

/** The address to open for a route: the API's real ids, else a real link, else optional parameters dropped. */
async function resolveRoute(page: Page, route: string, known: Record<string, string>): Promise<string> {
  if (known[route]) return known[route];
  // The booking page without a type only asks for one: show a real type's page (the bare one is the dialog).
  const wanted = route === '/bookings/:bookingTypeId?' ? '/bookings/:bookingTypeId' : route.replace(/\/:[A-Za-z]+\?/g, '');
  const firstParam = wanted.indexOf('/:');
  if (firstParam < 0) return wanted;
  const parent = wanted.slice(0, firstParam) || '/';
  const pattern = new RegExp(`^${wanted.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`);
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
  return wanted.replace(/:[A-Za-z]+/g, 'demo');
}

/** The booking page without a type, then a player mid-task: a free slot opened, the checkout with a product in the cart. */
async function shootTasks(page: Page, width: number): Promise<void> {
  // The booking page without a type (its route's shot shows a real type's page): what it offers to choose from.
  await page.goto(`${base}/bookings`, { waitUntil: 'networkidle', timeout: 20_000 }).catch(() => undefined);
  await page.screenshot({ path: path.join(outDir, `bookings-no-type-${width}.png`), fullPage: true });
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

/** Scrolls the page through once, so what loads when scrolled near (home's later sections, the footer) is in the shot. */
async function revealAll(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Lazy pictures load once near the viewport, which a full-page shot never scrolls to: load them all now.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager'))).catch(() => undefined);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
}

/** Every route of the manifest (or of SCREENSHOTS_ROUTES), signed out (public routes, `-guest`) or as Ana. */
async function shoot(browser: Browser, width: number, known: Record<string, string>, visitor: 'guest' | 'player'): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (visitor === 'player') await signInAsAna(page, base);
  for (const route of routes) {
    if (only && !only.includes(route.path)) continue;
    if (visitor === 'guest' && route.access === 'login') continue;
    const target = await resolveRoute(page, route.path, known);
    try {
      await page.goto(`${base}${target}`, { waitUntil: 'networkidle', timeout: 20_000 });
    } catch {
      // a page that keeps a connection open: take it as it is
    }
    await revealAll(page);
    await page.screenshot({ path: fileName(route.path, width, visitor), fullPage: true });
    console.log(`${width} px  ${visitor}  ${target}`);
  }
  if (visitor === 'player' && !only) await shootTasks(page, width);
  await context.close();
}

mkdirSync(outDir, { recursive: true });
// The demo server's data lives in a temporary folder: a Playwright run empties test-results/ when it starts.
const server = process.env.SCREENSHOTS_URL ? undefined : await startDemoServer(port);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const known = await demoAddresses();
    console.log(`real ids: ${JSON.stringify(known)}`);
    for (const width of widths) {
      await shoot(browser, width, known, 'guest');
      await shoot(browser, width, known, 'player');
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  server?.stop();
}
