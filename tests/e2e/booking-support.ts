// The booking page's steps the journeys share: the day's free times and a slot booked into the cart.
import { expect, type Locator, type Page } from '@playwright/test';

/** The day's free times: the grid on a computer, the chips per court on a phone (< 600 px); the same names in both. */
export function timetable(page: Page): Locator {
  return page.getByRole('main').getByRole(page.viewportSize()!.width < 600 ? 'region' : 'grid', { name: 'Timetable', exact: true });
}

/**
 * Books `time` on `court` of the day on screen into the cart, as a player does: the free slot, `minutes` (60) in its
 * sheet, Continue, then Full Payment and Add to Cart on the booking's summary; ends on the cart's checkout.
 */
export async function bookIntoCart(page: Page, { court, time, minutes = 60 }: { court: string; time: string; minutes?: number }): Promise<void> {
  await timetable(page)
    .getByRole('button', { name: new RegExp(`^${time}, ${court}: free`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: `${court} at ${time}` });
  await sheet.getByRole('radio', { name: new RegExp(`^${minutes} min`) }).check();
  await sheet.getByRole('button', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await page.getByRole('radio', { name: /Full Payment/ }).check();
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}
