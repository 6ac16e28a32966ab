// Shared pages hold still while they load (issue 25: a post's CLS was 0.41 and an activity's 0.14 on a phone, from
// their own layout, not the network). A first visit: each test opens the page in a fresh browser context; when the
// page asks for its data (client-rendered) the answer is held until its placeholder has been painted (the moment a
// slow phone network shows it); every layout shift of the load is summed as the browser reports it (PerformanceObserver 'layout-shift',
// the largest session window, as Core Web Vitals count CLS). Run on a desktop and a phone.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { clubDay } from './club-calendar';

// These journeys check the pages as the server renders them for a signed-out visitor.
test.use({ serverRendered: true });

declare global {
  interface Window {
    layoutShifts: Array<{ value: number; startTime: number }>;
  }
}

/** The largest session window of shifts (gaps under 1 s, windows under 5 s): the page's CLS. */
function cumulativeLayoutShift(shifts: ReadonlyArray<{ value: number; startTime: number }>): number {
  let largest = 0;
  let window = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** From the page's first paint on, every layout shift the browser reports (not caused by input) goes to window.layoutShifts. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens `path` cold with `data` held until the page's placeholder shows; its CLS once everything has arrived. */
async function layoutShiftOfLoad(page: Page, path: string, data: RegExp): Promise<number> {
  await recordLayoutShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(data, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  // A server-rendered page arrives with its answer inlined and asks for nothing; a client-rendered one shows its
  // placeholder first. Either way the page's heading or its placeholder is on screen before the answer is let go.
  await expect(page.locator('main').locator('h1, [aria-busy="true"], .cz-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // Two frames: the last image's layout has been painted and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return cumulativeLayoutShift(await page.evaluate(() => window.layoutShifts));
}

async function firstId(request: APIRequestContext, path: string, list: 'data' | 'model'): Promise<number> {
  const answer = (await (await request.get(path)).json()) as Record<string, Array<{ id: number }> | undefined>;
  const id = answer[list]?.[0]?.id;
  expect(id, `the demo club lists something at ${path}`).toBeTruthy();
  return id!;
}

test("a post's page does not move while it loads: its text, picture and share buttons have their room", async ({ page, request }) => {
  const post = await firstId(request, '/api/cztextblocks/list-with-users?count=1', 'data');
  const cls = await layoutShiftOfLoad(page, `/post/${post}`, /\/api\/cztextblocks\/get-with-user/);
  console.log(`CLS of /post/${post}: ${cls.toFixed(3)}`);
  expect(cls).toBeLessThan(0.1);
});

test("an activity's page does not move while it loads: the poster's box is kept before the picture arrives", async ({ page, request }) => {
  const activity = await firstId(request, '/api/publicactivities/list', 'model');
  const cls = await layoutShiftOfLoad(page, `/activity/${activity}`, new RegExp(`/api/publicactivities/${activity}(\\b|/|\\?|$)`));
  console.log(`CLS of /activity/${activity}: ${cls.toFixed(3)}`);
  expect(cls).toBeLessThan(0.1);
});

/** CLS of a cold load of a server-rendered page (nothing to hold: it arrives with its answers). */
async function layoutShiftOfRenderedLoad(page: Page, path: string): Promise<number> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The scripts, the widgets' chunks and the first screen's pictures (pictures further down load lazily, later).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return cumulativeLayoutShift(await page.evaluate(() => window.layoutShifts));
}

test('server-rendered pages do not move while their scripts and widgets arrive: the one stylesheet styles them all', async ({ page, request }) => {
  // Five pages, each opened cold and waited on until its network is idle.
  test.setTimeout(120_000);
  const match = await request.post('/api/publicbookings/byplace-list', { data: { date: clubDay(0), bookingTypeId: null, customerId: 0 } });
  const matchId = ((await match.json()) as { data?: Array<{ id: number }> }).data?.[0]?.id;
  const pages = ['/shop', '/blog', '/bookingtypes', '/bookings/1', ...(matchId ? [`/booking-join/${matchId}`] : [])];
  for (const path of pages) {
    // A fresh page per address keeps each load cold.
    const cold = await page.context().newPage();
    const cls = await layoutShiftOfRenderedLoad(cold, path);
    await cold.close();
    console.log(`CLS of ${path}: ${cls.toFixed(3)}`);
    expect(cls, path).toBeLessThan(0.1);
  }
});
