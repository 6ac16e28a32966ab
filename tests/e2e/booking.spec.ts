// Book a court end to end (doc 2 §2, §4): a new player books padel for tomorrow evening and lands on
// /checkout with the sale in the cart; a free type lands on /customer-bookings; cancelling frees the slot.
import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { clubDay } from './club-calendar';
import { DEMO_PASSWORD, activeAccount, logIn } from './shell-support';

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

async function signedInPlayer(page: Page, request: Parameters<typeof activeAccount>[1], project: string) {
  const email = await activeAccount(page, request, project);
  await page.goto('/');
  await logIn(page, email, DEMO_PASSWORD);
}

test('a new player books a padel court for tomorrow evening and lands on /checkout with the sale in the cart', async ({ page, request }, info) => {
  await signedInPlayer(page, request, info.project.name);
  const date = clubDay(1);
  await page.goto('/bookingtypes?bookings=true');
  await expect(page.getByRole('link', { name: 'Padel court', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Padel court', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/1/);

  await page.locator(`[data-date="${date}"]`).click();
  const grid = page.getByRole('grid', { name: 'Timetable' });
  await expect(grid).toBeVisible();
  await page.getByLabel('Duration').selectOption('90');
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/booking-timetable-${info.project.name}.png`, fullPage: true });
  // Each project books its own court: both share the journeys' database.
  const court = info.project.name === 'phone' ? 'Padel 3' : 'Padel 2';
  await grid.getByRole('button', { name: new RegExp(`^20:00, ${court}: free`) }).click();
  const detail = page.getByRole('region', { name: 'Choose a duration' });
  await expect(detail.getByRole('heading', { name: `${court} at 20:00` })).toBeVisible();
  await detail.getByRole('button', { name: /90 min/ }).click();

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
  const grid = page.getByRole('grid', { name: 'Timetable' });
  const slot = grid.getByRole('button', { name: /^15:00, Pickleball 1: free/ });
  await slot.click();
  await page
    .getByRole('region', { name: 'Choose a duration' })
    .getByRole('button', { name: /60 min/ })
    .click();
  await expect(page).toHaveURL(/\/checkout-booking/);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/customer-bookings$/);
  const booking = page.getByRole('article').filter({ hasText: 'Pickleball 1' }).first();
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(page);

  await booking.getByRole('button', { name: 'Share with friends' }).click();
  await expect(booking.getByRole('status')).toHaveText('Copied');

  await booking.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText(/Booking cancelled/)).toBeVisible();

  await page.goto(`/bookings/10?date=${date}&duration=60`);
  await expect(page.getByRole('grid', { name: 'Timetable' }).getByRole('button', { name: /^15:00, Pickleball 1: free/ })).toBeVisible();
});
