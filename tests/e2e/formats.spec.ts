// One format (issue 35): a player going from the matches to a match's page, home, My bookings and the cart reads every
// day and time one way ("Thu 3 Dec · 18:00", names in the page's language), never "03/12/2026", "2026-12-03" or a
// sale number; and the desktop header keeps every entry in reach: what does not fit goes into More (Locations, for
// a signed-in player on home at 1280 px), a keyboard menu, with nothing clipped from 1024 px up.
import { expect, test, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { signInByApi } from './shell-support';

// "Thu 3 Dec", "Thu 3 Dec · 18:00" (the demo club writes the day before the month, on a 24-hour clock).
const ONE_FORMAT_DAY = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?![a-z])/;
const ONE_FORMAT_DAY_TIME = new RegExp(`${ONE_FORMAT_DAY.source} · \\d{2}:\\d{2}`);
// What the one format replaced: numeric dates ("03/12/2026", "Thu 03/12"), the system format, internal sale numbers.
const OTHER_FORMATS = [/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}\/\d{1,2}\b/, /\b\d{4}-\d{2}-\d{2}\b/, /\bS\d{7}\b/];

async function expectOneFormat(area: Locator) {
  const text = await area.innerText();
  for (const other of OTHER_FORMATS) expect(text, `no ${other} in:\n${text}`).not.toMatch(other);
}

test('a player reads every day and time of a match and a booking in the one format, from the matches to the cart', async ({ page, isMobile }) => {
  test.slow();
  await signInByApi(page, 'ana@demo.club');
  const main = page.getByRole('main');

  await page.goto('/bookings-byplace');
  const card = main.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(ONE_FORMAT_DAY);
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+$/);
  await expectOneFormat(main);

  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/booking-join\/\d+/);
  await expect(main.getByText(ONE_FORMAT_DAY_TIME).first()).toBeVisible();
  await expectOneFormat(main);

  await page.goto('/');
  const next = main.getByRole('region', { name: 'Your next booking' });
  await expect(next.getByText(ONE_FORMAT_DAY_TIME)).toBeVisible();
  await expectOneFormat(next);

  await page.goto('/customer-bookings');
  await expect(main.getByRole('article').first()).toContainText(ONE_FORMAT_DAY_TIME);
  await expectOneFormat(main);

  // Ana's pending sales (a court booking among them) in the header's cart: named, never numbered (on a phone the cart
  // lines are the same component, in the menu drawer).
  if (isMobile) return;
  await page.goto('/debts');
  await main.getByRole('checkbox', { name: 'Select all' }).check();
  await main.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const lines = page.getByRole('list', { name: 'Cart' });
  await expect(lines.getByText('Tennis court · 60 min')).toBeVisible();
  await expectOneFormat(lines);
});

/** Where each header link and the bar's parts are, against the links' list and the window. */
async function clippedInHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const list = document.querySelector('.site-header__links');
    const box = list?.getBoundingClientRect();
    if (list && box) {
      if (list.scrollWidth > list.clientWidth + 1) clipped.push(`the links overflow their list by ${list.scrollWidth - list.clientWidth} px`);
      for (const item of list.children) {
        const itemBox = item.getBoundingClientRect();
        if (getComputedStyle(item).visibility !== 'hidden' && (itemBox.right > box.right + 1 || itemBox.left < box.left - 1)) clipped.push(`"${item.textContent}" is cut`);
      }
    }
    for (const part of document.querySelectorAll('.site-header__bar > *')) {
      const partBox = part.getBoundingClientRect();
      if (partBox.right > window.innerWidth + 1) clipped.push(`${part.className} ends at ${partBox.right} px`);
    }
    return clipped;
  });
}

test('the desktop header puts what does not fit into More, a keyboard menu, and cuts nothing from 1024 px up', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone has its menu drawer and bottom bar instead of the desktop links');
  await signInByApi(page, 'ana@demo.club');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Book', exact: true })).toBeVisible();
  const more = nav.getByRole('button', { name: 'More', exact: true });
  await expect(more).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Locations' })).toHaveCount(0);
  expect(await clippedInHeader(page)).toEqual([]);

  // By keyboard: the menu opens on its first item, typeahead moves to Locations, Enter follows it.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Locations' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('l');
  await expect(menu.getByRole('menuitem', { name: 'Locations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/locations$/);

  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/customer-bookings']) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: 'Book', exact: true })).toBeVisible();
      expect(await clippedInHeader(page), `${path} at ${width} px`).toEqual([]);
      // Every entry is either in the bar or in More.
      const inBar = await nav.locator('.site-header__links > li:not(.site-header__more)').count();
      // From 1280 px the five entries sit in the bar beside the cart, the language's globe and the account.
      if (width >= 1280) expect(inBar, `${path} at ${width} px`).toBe(5);
      if (inBar < 5) {
        await more.click();
        await expect(page.getByRole('menu', { name: 'More' }).getByRole('menuitem')).toHaveCount(5 - inBar);
        await page.keyboard.press('Escape');
      }
    }
  }
});
