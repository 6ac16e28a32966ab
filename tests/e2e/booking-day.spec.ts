// The booking page's day (issue 35). On a 390 px phone the player picks Evening first and sees the courts free at
// 19:00 on the first screen, not below a morning of chips, and a court's name stays in view while its chips scroll.
// On a 1280 px screen the day is stacked bands (its parts) that fit the width: no sideways scrolling, each time once
// in its band's head and a price in each free cell.
import { expect, test, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';

const SHOTS = process.env.BOOKING_DAY_SHOTS;

/** From tomorrow on, the first day whose 19:00 is free on Padel 1 (a weekend evening may close early). */
async function eveningDay(request: Parameters<typeof firstFreeDay>[0]): Promise<string> {
  return (await firstFreeDay(request, { bookingTypeId: 1, days: [1, 2, 3, 4, 5, 6, 7], court: 'Padel 1', start: '19:00', minutes: 60 })).date;
}

/** Whether nothing on the page is wider than the screen (the page does not scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone, Evening shows the courts free at 19:00 on the first screen, each court named while its chips scroll', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone layout');
  await page.goto(`/bookings/1?date=${await eveningDay(request)}`);
  const times = page.getByRole('main').getByRole('region', { name: 'Timetable', exact: true });
  await expect(times.getByRole('region', { name: 'Padel 1' })).toBeVisible();
  await page.getByRole('radio', { name: 'Evening' }).check();
  const chip = times.getByRole('region', { name: 'Padel 1' }).getByRole('button', { name: /^19:00, Padel 1: free/ });
  // On the first screen, above the bottom bar, with no scrolling: no morning or afternoon chip is left above it.
  await expect(chip).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bottomBar = await page.getByRole('navigation').last().boundingBox();
  expect((await chip.boundingBox())!.y + (await chip.boundingBox())!.height).toBeLessThanOrEqual(bottomBar!.y);
  const shown = await times.locator('.slot-chip__time').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((time) => time >= '18:00')).toBe(true);
  await expect(chip).toContainText('€');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-390.png` });

  // Scrolled into Padel 2's chips, its name is still on screen just under the pinned date strip.
  const court = times.getByRole('region', { name: 'Padel 2' });
  const name = court.getByRole('heading', { name: 'Padel 2' });
  const top = (await court.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
  await page.evaluate((y) => window.scrollTo(0, y), top + 100);
  const strip = page.getByRole('navigation', { name: 'Dates' });
  const stripBottom = async () => (await strip.boundingBox())!.y + (await strip.boundingBox())!.height;
  // The court's block has gone up under the strip; its name has not, it sits just under the strip.
  await expect.poll(async () => (await court.boundingBox())!.y).toBeLessThan(await stripBottom());
  const heading = (await name.boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual((await stripBottom()) - 1);
  expect(heading.y).toBeLessThan((await stripBottom()) + 24);
  expect(heading.y).toBeGreaterThan((await court.boundingBox())!.y + 40);
  await expect(name).toBeInViewport();
});

test('on a 1280 px screen the day fits without sideways scrolling, with a price in each free cell and each time once', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the wide layout');
  await page.goto(`/bookings/1?date=${await eveningDay(request)}`);
  const grid = page.getByRole('main').getByRole('grid', { name: 'Timetable', exact: true });
  await expect(grid.getByRole('button', { name: /^19:00, Padel 1: free/ })).toContainText('€');
  const bands = grid.getByRole('rowgroup');
  await expect(bands).toHaveCount(3);
  await expect(bands.first().getByRole('columnheader').first()).toHaveText('Morning');
  // No band scrolls sideways, nor does the page.
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  for (const box of await page.locator('.timetable__band').all()) expect(await box.evaluate((band) => band.scrollWidth <= band.clientWidth)).toBe(true);
  // Each start is written once: in its band's head, not again in every cell below it.
  const heads = await grid.getByRole('columnheader').allTextContents();
  const times = heads.filter((text) => /^\d\d:\d\d$/.test(text));
  expect(new Set(times).size).toBe(times.length);
  expect(
    await grid
      .getByRole('button')
      .filter({ hasText: /^\d\d:\d\d$/ })
      .count(),
  ).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-1280-all-day.png`, fullPage: true });

  await page.getByRole('radio', { name: 'Evening' }).check();
  await expect(bands).toHaveCount(1);
  const evening = grid.getByRole('button', { name: /^19:00, Padel 1: free/ });
  await expect(evening).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-1280.png` });
});
