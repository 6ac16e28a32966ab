// Book a court end to end (doc 2 §2, §4): a new player books padel for the first evening from tomorrow that is
// free and lands on /checkout with the sale in the cart; a free type lands on /customer-bookings; cancelling frees the slot.
// On a 390 px phone (issue 24) the free times are chips per court (no sideways grid), the chosen time opens a
// bottom sheet with its durations and one primary action, the date strip stays pinned while the times scroll,
// and a signed-in player gets from the home page to the checkout in at most 5 taps, counted.
import { expect, test, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { clubDay, firstFreeDay } from './club-calendar';
import { activeAccount, signInByApi } from './shell-support';

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

const MAX_TAPS_TO_CHECKOUT = 5;

/** The page's free times: the grid on a computer, the chips per court on a phone; the same names in both. */
function times(page: Page): Locator {
  return page.getByRole('main').getByRole(page.viewportSize()!.width < 600 ? 'region' : 'grid', { name: 'Timetable', exact: true });
}

/** In the chosen time's sheet: a duration, then its one primary action. */
async function chooseDuration(page: Page, title: string, minutes: number) {
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('radio', { name: new RegExp(`^${minutes} min`) }).check();
  await sheet.getByRole('button', { name: /^Continue/ }).click();
}

async function signedInPlayer(page: Page, request: Parameters<typeof activeAccount>[1], project: string) {
  // Signed in before the journey's first page (the login popup is signin.spec.ts's journey).
  await signInByApi(page, await activeAccount(page, request, project));
}

test('a new player books a padel court for the first evening it is free at 20:00 and lands on /checkout with the sale in the cart', async ({ page, request }, info) => {
  await signedInPlayer(page, request, info.project.name);
  // Each project books its own court. From tomorrow on, the first day whose 20:00 is free for 90 minutes on it:
  // a weekend evening closes at 21:00, so run on a Friday or Saturday the journey books a weekday.
  const court = info.project.name === 'phone' ? 'Padel 3' : 'Padel 2';
  const { date } = await firstFreeDay(request, { bookingTypeId: 1, days: [1, 2, 3, 4, 5, 6, 7], court, start: '20:00', minutes: 90 });
  await page.goto('/bookingtypes?bookings=true');
  await expect(page.getByRole('link', { name: 'Padel court', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Padel court', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/1/);

  await page.locator(`[data-date="${date}"]`).click();
  const grid = times(page);
  await expect(grid).toBeVisible();
  await page.getByLabel('Duration').selectOption('90');
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/booking-timetable-${info.project.name}.png`, fullPage: true });
  await grid.getByRole('button', { name: new RegExp(`^20:00, ${court}: free`) }).click();
  const sheet = page.getByRole('dialog', { name: `${court} at 20:00` });
  await expect(sheet.getByRole('radio', { name: /^90 min/ })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/booking-sheet-${info.project.name}.png` });
  await chooseDuration(page, `${court} at 20:00`, 90);

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await page.screenshot({ path: `test-results/booking-checkout-${info.project.name}.png`, fullPage: true });
  await expect(page.getByText('90 min')).toBeVisible();
  await page.getByRole('radio', { name: /Full Payment/ }).check();
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Add to Cart/ }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  // The cart's count, in the header (or the phone's bottom bar): the booking's sale.
  await expect(page.locator('.badge:visible').first()).toHaveText('1');
});

test('a free booking lands on /customer-bookings; cancelling it frees the slot at once', async ({ page, request }, info) => {
  await signedInPlayer(page, request, info.project.name);
  // Two days ahead: a booking less than 24 hours away can no longer be cancelled (the club's cancel limit);
  // at 15:00, which the .ics journey (first or last free start of that day) never takes.
  const date = clubDay(2);
  await page.goto(`/bookings/10?date=${date}&duration=60`);
  const slot = times(page).getByRole('button', { name: /^15:00, Pickleball 1: free/ });
  await slot.click();
  await chooseDuration(page, 'Pickleball 1 at 15:00', 60);
  await expect(page).toHaveURL(/\/checkout-booking/);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/customer-bookings$/);
  const booking = page.getByRole('article').filter({ hasText: 'Pickleball 1' }).first();
  await expect(booking).toBeVisible();
  await expectAccessible(page);

  // Share is the card's one action two days ahead; Add to calendar and Cancel wait in its menu.
  await booking.getByRole('button', { name: 'Share with friends' }).click();
  await expect(booking.getByRole('status')).toHaveText('Copied');

  await booking.getByRole('button', { name: /^More actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Add to calendar' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText(/Booking cancelled/)).toBeVisible();

  await page.goto(`/bookings/10?date=${date}&duration=60`);
  await expect(times(page).getByRole('button', { name: /^15:00, Pickleball 1: free/ })).toBeVisible();
});

test('a signed-in player books a court from the home page to the checkout in at most 5 taps', async ({ page, request }, info) => {
  await signedInPlayer(page, request, info.project.name);
  await page.goto('/');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  // Home → book (the home page's Padel court card) → day → time → Continue (the sheet's first duration, 60 min).
  await tap(
    page
      .getByRole('main')
      .getByRole('link', { name: /Padel court/ })
      .first(),
  );
  await expect(page).toHaveURL(/\/bookings\/1/);
  // Each project its own court, at 19:00 (open every day of the week), from the third day on: the first day it is free.
  const [court, time] = info.project.name === 'phone' ? ['Padel 4', '19:00'] : ['Padel 3', '19:00'];
  const { date: day } = await firstFreeDay(request, { bookingTypeId: 1, days: [3, 4, 5, 6, 7, 8, 9], court, start: time, minutes: 60 });
  // The chosen day's times, not the ones of today still on screen while they load.
  await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/api/publicbookings/list') && answer.request().postData()?.includes(day) === true),
    tap(page.locator(`[data-date="${day}"]`)),
  ]);
  await tap(times(page).getByRole('button', { name: new RegExp(`^${time}, ${court}: free`) }));
  const sheet = page.getByRole('dialog', { name: `${court} at ${time}` });
  await expect(sheet.getByRole('radio', { name: /^60 min/ })).toBeChecked();
  await tap(sheet.getByRole('button', { name: /^Continue/ }));
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  const payload = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('pl')!, 'base64').toString('utf8'));
  expect(payload.booking).toMatchObject({ duration: 60, resourceName: court });
  await expect(page.getByText('60 min')).toBeVisible();
  expect(taps).toBeLessThanOrEqual(MAX_TAPS_TO_CHECKOUT);
});

test('on a phone the times are chips per court without sideways scrolling, under a date strip pinned while they scroll', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone layout');
  await signedInPlayer(page, request, info.project.name);
  await page.goto(`/bookings/1?date=${clubDay(1)}`);
  const list = times(page);
  await expect(list.getByRole('region', { name: 'Padel 1' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  // Nothing wider than the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A chip says its price.
  await expect(list.getByRole('button').first()).toContainText('€');
  const strip = page.getByRole('navigation', { name: 'Dates' });
  await page.evaluate(() => window.scrollBy(0, 1200));
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const box = (await strip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(120);
  await expectAccessible(page);
});
