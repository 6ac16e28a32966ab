// Every new screen opens at its top with the focus on its heading, and Back returns to where the player was
// (issue 35): a product opened from a shop scrolled down, the checkout opened from the cart, "Your booking" opened
// from the booking page and the failed-payment page after a declined card each start at their h1, focused.
import { expect, test, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';
import { activeAccount, signInByApi } from './shell-support';

const PRODUCT = 'Padel Balls (3-ball can)';
const DECLINED_CARD = '4000000000000002';

/** The screen starts at its top, its h1 focused (a screen reader announces it), no form field taking the focus. */
async function expectAtHeading(page: Page) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
}

/** Scrolls the page down as a player would, and says where it stopped. */
async function scrollDown(page: Page, pixels: number): Promise<number> {
  // At once (no smooth scrolling to wait out): where it stops is where the player was.
  const y = await page.evaluate((by) => {
    window.scrollBy({ top: by, behavior: 'instant' });
    return window.scrollY;
  }, pixels);
  expect(y).toBeGreaterThan(0);
  return y;
}

test('each new screen opens at its heading, focused; Back returns to where the player was', async ({ page, request, isMobile }, info) => {
  test.setTimeout(90_000);
  await signInByApi(page, await activeAccount(page, request, info.project.name));
  await page.goto('/shop');
  // The first page of a visit is the browser's to place: nothing moves the focus there.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeFocused();

  // A product chosen low on the shop's list opens at its name; Back returns to the same place in the list.
  const links = page.getByRole('main').locator('a[href^="/shop/"]');
  await expect(links.first()).toBeVisible();
  const where = await scrollDown(page, 700);
  // A product the player sees there: its name or picture leads to its page.
  const shown = await links.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return box.top > 0 && box.bottom < window.innerHeight;
    }),
  );
  expect(shown).toBeGreaterThanOrEqual(0);
  const low = links.nth(shown);
  await low.click();
  await expect(page).toHaveURL(/\/shop\/\d+/);
  await expectAtHeading(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);

  // The checkout, opened from the cart while the shop is scrolled, starts at its heading, not on a billing field.
  await page.getByRole('button', { name: `Add to cart: ${PRODUCT}` }).click();
  await scrollDown(page, 600);
  const cartScope = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
  if (isMobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await cartScope.getByRole('button', { name: /^Cart/ }).click();
  await cartScope.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('1');
  await expectAtHeading(page);

  // A declined card, paid for far down the checkout, lands on the failed-payment page at its "Sorry".
  await page
    .getByRole('group', { name: 'Payment methods' })
    .getByRole('radio', { name: /^Card \(NetPay\)/ })
    .check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).last().click();
  const card = page.getByRole('dialog', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Name on card' }).fill('Ana Demo');
  await card.getByRole('textbox', { name: 'Card number' }).fill(DECLINED_CARD);
  await card.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/cz\/ko$/);
  await expect(page.getByRole('heading', { name: /^Sorry!/, level: 1 })).toBeVisible();
  await expectAtHeading(page);
  await page.screenshot({ path: `test-results/screen-focus-payment-ko-${info.project.name}.png` });
});

test('"Your booking" opens at its heading from a booking page scrolled to its evening times', async ({ page, request }, info) => {
  await signInByApi(page, await activeAccount(page, request, info.project.name));
  // Nothing is booked: the journey only opens the booking's page, so any free evening hour will do.
  const court = info.project.name === 'phone' ? 'Padel 4' : 'Padel 1';
  const { date } = await firstFreeDay(request, { bookingTypeId: 1, days: [1, 2, 3, 4, 5, 6, 7], court, start: '20:00', minutes: 90 });
  await page.goto('/bookings/1');
  await page.locator(`[data-date="${date}"]`).click();
  const phone = page.viewportSize()!.width < 600;
  const times = page.getByRole('main').getByRole(phone ? 'region' : 'grid', { name: 'Timetable', exact: true });
  const slot = times.getByRole('button', { name: new RegExp(`^20:00, ${court}: free`) });
  await slot.scrollIntoViewIfNeeded();
  await slot.click();
  const sheet = page.getByRole('dialog', { name: `${court} at 20:00` });
  await sheet.getByRole('radio', { name: /^90 min/ }).check();
  await sheet.getByRole('button', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expectAtHeading(page);
  await page.screenshot({ path: `test-results/screen-focus-your-booking-${info.project.name}.png` });
});
