// Every page the server renders hydrates its HTML as it is, at a desktop's width and at a phone's (issue 38): a part
// React cannot match it draws afresh, which costs the visitor time and loses a tap kept on it. React 19 reports such a
// mismatch (#418, #419, #421, #422, #423, #425) through hydrateRoot's onRecoverableError: src/main.tsx writes the
// components it happened in as a console warning and hands the error to reportError, a page error here.
import routesFile from '../../manifest/routes.json' with { type: 'json' };
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { openActivityId, openMatchId } from '../../scripts/lighthouse-summary';
import { clubDay } from './club-calendar';

test.use({ serverRendered: true });
// Each page is opened cold, scrolled through and waited on until it is idle.
test.describe.configure({ timeout: 240_000 });

const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** What React says of a hydration it could not finish, as the page reports it. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(`${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message} ${error.stack ?? ''}`)) problems.push(`${where()}: ${error.message}`);
  });
  return problems;
}

async function answer<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The address of each route flagged serverRender in manifest/routes.json, its parameters filled with the demo club's. */
async function serverRenderedPages(request: APIRequestContext): Promise<string[]> {
  const matches = await answer<{ data?: Array<{ id: number }> }>(request, '/api/publicbookings/byplace-list', { date: clubDay(0), bookingTypeId: null, customerId: 0 });
  const activities = await answer<{ model?: Array<{ id: number }> }>(request, '/api/publicactivities/list');
  const posts = await answer<{ data?: Array<{ id: number }> }>(request, '/api/cztextblocks/list-with-users?count=1');
  const values: Record<string, number | undefined> = {
    '/booking-join/:bookingId': openMatchId((matches.data ?? []) as never),
    '/activity/:id': openActivityId((activities.model ?? []) as never),
    '/post/:id': posts.data?.[0]?.id,
    '/shop/:id': 1,
    '/bookings/:bookingTypeId?': 1,
  };
  return routesFile.routes
    .filter((route) => 'serverRender' in route && route.serverRender === true)
    .map(({ path }) => {
      const value = values[path];
      if (!path.includes(':')) return path;
      expect(value, `a demo value for ${path}`).toBeDefined();
      return path.replace(/:\w+\??/, String(value));
    });
}

/** Waits until React has hydrated the whole page: scrolled through (sections that hydrate when seen), the network quiet, the browser idle. */
async function hydratedThrough(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('#root main') ?? {}).some((key) => key.startsWith('__reactFiber'))), { message: 'the page hydrates' })
    .toBe(true);
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 }));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await idle();
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), { timeout: 5_000 })));
}

/** Opens each server-rendered page cold and fails on any mismatch React reports while it hydrates. */
async function hydratesEveryPage(page: Page, request: APIRequestContext): Promise<void> {
  const pages = await serverRenderedPages(request);
  expect(pages.length).toBeGreaterThanOrEqual(10);
  const problems = watchHydration(page);
  for (const path of pages) {
    const response = await page.goto(path);
    // Hydrated, not drawn afresh: the server sent the page with its seed (a page it could not render has none).
    expect(await response?.text(), `${path} arrives rendered`).toContain('<script type="application/json" id="portal-seed">');
    await hydratedThrough(page);
    expect(problems, problems.join('\n')).toEqual([]);
  }
}

test('every server-rendered page hydrates without a mismatch', async ({ page, request }) => {
  await hydratesEveryPage(page, request);
});

// A desktop browser's window narrower than a tablet: the server, which cannot see the window, renders a desktop's
// page, and the browser's stores take the window's width while the page hydrates (the header's parts hydrate later).
test('a desktop browser in a narrow window hydrates every server-rendered page without a mismatch', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a phone gets a phone’s page from the server');
  await page.setViewportSize({ width: 600, height: 900 });
  await hydratesEveryPage(page, request);
  // Hydrated, the page follows the window: the narrow header's menu button instead of the desktop's bar.
  await expect(page.locator('header.site-header')).toHaveClass(/site-header--mobile/);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
});

// Until React owns it, a desktop's page in a narrow window is the server's desktop page: its bar must not overlap.
test('a desktop page in a narrow window shows its logo and menu, not an overlapping bar, before it hydrates', async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a phone gets a phone’s page from the server');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  for (const path of ['/', '/shop']) {
    await page.goto(path);
    await expect(page.locator('header.site-header')).not.toHaveClass(/site-header--mobile/);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    const menu = page.locator('.site-header__menu-button');
    await expect(menu).toBeVisible();
    const right = await menu.evaluate((button) => button.getBoundingClientRect().right);
    expect(right, 'the menu button fits in the window').toBeLessThanOrEqual(600);
  }
  await context.close();
});
