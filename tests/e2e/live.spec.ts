// Live availability (issue 40) with two browsers: while one player looks at a day's grid or the open matches, another
// books or joins in a browser of their own, and the first screen changes by itself — no reload — through the
// server's event stream (/live/events) and the portal's query invalidations. Each browser has its own context
// (cookies, storage, stream); nothing here waits a fixed time: each step waits for what the player sees.
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { journeyPage } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';
import { activeAccount, signInByApi } from './shell-support';
import { bookIntoCart, timetable } from './booking-support';

/** The other player's browser: a context of its own on the project's server, with the project's screen. */
async function otherBrowser(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, serviceWorkers: 'block' });
  return journeyPage(await context.newPage(), baseURL);
}

/** Opens `url` on the watcher's page and waits until its live stream is open (an event sent before it would be news to nobody). */
async function watch(watcher: Page, url: string): Promise<void> {
  const stream = watcher.waitForResponse((response) => new URL(response.url()).pathname === '/live/events');
  await watcher.goto(url);
  const answer = await stream;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
}

test('a player looking at the grid sees 20:30 taken the moment another player books it, without a reload', async ({ page, request, browser }, info) => {
  // Each project its own court; the first day from tomorrow with 20:30 free on it for an hour.
  const court = info.project.name === 'phone' ? 'Padel 4' : 'Padel 3';
  const { date } = await firstFreeDay(request, { bookingTypeId: 1, days: [1, 2, 3, 4, 5, 6, 7], court, start: '20:30', minutes: 60 });
  const watcher = await otherBrowser(browser, info);
  await watch(watcher, `/bookings/1?date=${date}`);
  const free = timetable(watcher).getByRole('button', { name: new RegExp(`^20:30, ${court}: free`) });
  await expect(free).toBeVisible();

  // The other player books 20:30 in a browser of their own: the sheet, Continue, then the booking's pre-book.
  await signInByApi(page, await activeAccount(page, request, info.project.name));
  await page.goto(`/bookings/1?date=${date}`);
  await bookIntoCart(page, { court, time: '20:30' });

  // The first player's screen: 20:30 on that court is no longer free, in place, and a quiet note says so (an hour
  // from 20:30 also takes the starts whose durations would run into it: "Some slots on screen have just been taken").
  const before = watcher.url();
  await expect(free).toHaveCount(0);
  await expect(watcher.getByRole('status').filter({ hasText: /^Some slots on screen have just been taken$/ })).toBeVisible();
  const unavailable = `20:30, ${court}: not available`;
  // A grid's cell is named by its label; a phone's chip, no longer a button, says it to screen readers in its text.
  await expect(watcher.viewportSize()!.width < 600 ? timetable(watcher).getByText(unavailable) : timetable(watcher).getByRole('gridcell', { name: unavailable })).toBeAttached();
  expect(watcher.url()).toBe(before);
  expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await seriousAccessibilityViolations(watcher)).toEqual([]);
  await watcher.screenshot({ path: `test-results/live-grid-taken-${info.project.name}.png` });

  // The booker changes their mind: the booking leaves the cart, its hold is cancelled, and 20:30 is free again.
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(free).toBeVisible();
  await watcher.context().close();
});

test('a player looking at the open matches sees a place taken the moment another player joins, without a reload', async ({ page, browser }, info) => {
  const joiner = info.project.name === 'phone' ? 'sam@demo.club' : 'eva@demo.club';
  // The joiner picks the first match they can join; the watcher (a visitor) looks at the same list.
  await signInByApi(page, joiner);
  await page.goto('/bookings-byplace');
  const joinable = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Join · / }) });
  await expect(joinable.first()).toBeVisible();
  const href = await joinable.first().getByRole('link').first().getAttribute('href');
  const cardOf = (screen: Page) => screen.getByRole('article').filter({ has: screen.locator(`a[href="${href}"]`) });

  const watcher = await otherBrowser(browser, info);
  await watch(watcher, '/bookings-byplace');
  const occupancy = cardOf(watcher).getByText(/^\d+\/\d+$/);
  await expect(occupancy).toBeVisible();
  const [taken, max] = (await occupancy.textContent())!.split('/').map(Number) as [number, number];

  await cardOf(page)
    .getByRole('button', { name: /^Join · / })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(occupancy).toHaveText(`${taken + 1}/${max}`);
  expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await watcher.screenshot({ path: `test-results/live-match-joined-${info.project.name}.png` });

  // The joiner leaves again (the share leaves the cart, the place is given back): the watcher sees it free at once.
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(occupancy).toHaveText(`${taken}/${max}`);

  // On the match's own page the Free Place the watcher looks at turns into the joiner, in place, and a quiet note says so.
  await watch(watcher, href!);
  const freePlaces = watcher.getByRole('main').getByText('Free Place', { exact: true });
  await expect(freePlaces).toHaveCount(max - taken);
  const note = watcher.getByRole('status').filter({ hasText: 'A place in this match has just been taken' });
  await expect(note).toHaveCount(0);
  await page.goto('/bookings-byplace');
  await cardOf(page)
    .getByRole('button', { name: /^Join · / })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(freePlaces).toHaveCount(max - taken - 1);
  await expect(note).toBeVisible();
  expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await seriousAccessibilityViolations(watcher)).toEqual([]);
  await watcher.screenshot({ path: `test-results/live-match-page-taken-${info.project.name}.png` });
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(freePlaces).toHaveCount(max - taken);
  await watcher.context().close();
});
