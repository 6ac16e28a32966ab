// A server-rendered page paints before its scripts run, and a player on a slow phone taps what they see. Each
// journey holds the portal's JavaScript back, taps the server's markup, lets the scripts through, and expects what
// the player asked for: the tap is not lost (issue 25).
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { openActivityId } from '../../scripts/lighthouse-summary';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEPT_ATTRIBUTE } from '../../src/early-taps/attributes';

test.use({ serverRendered: true });
// The early-taps script and the server's markup are the same on every screen; the slow phone is whom they serve.
test.skip(({ isMobile }) => !isMobile, 'the phone project');
// Each journey waits for a fresh page's scripts and its lazy widgets once released: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });
const AFTER_RELEASE = { timeout: 30_000 };

/**
 * Holds the portal's scripts until release() is called: the page shows the server's HTML only, as on a slow phone.
 * The early-taps script (a few hundred bytes, first in <head>) comes through: on a slow phone it is there first.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!early-taps-).*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Opens a page as the server sends it, its scripts held back, and waits until its markup is there. */
async function openHeld(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  const held = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  // The first page of a fresh server is rendered cold: on a busy machine that takes a while.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  // The player taps once the early-taps script keeps taps: a busy server can send it after the markup has painted,
  // and a tap before it runs reaches nothing (the premise here is the slow phone, on which it comes first).
  await page.waitForFunction((kept) => document.documentElement.hasAttribute(kept), EARLY_TAPS_KEPT_ATTRIBUTE);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-portal-ready'))).toBe(false);
  return {
    release: async () => {
      held.release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-portal-ready'));
    },
  };
}

async function oldestPostTitle(request: APIRequestContext): Promise<string> {
  const gridStatus = JSON.stringify({ filters: [{ field: 'TextBlockType', operator: 'equals', value: 'Posts' }], sort: [{ field: 'Created', direction: 'asc' }] });
  const response = await request.get(`/api/cztextblocks/list-by-page?startRow=0&endRow=1&gridStatus=${encodeURIComponent(gridStatus)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data?: Array<{ title?: string }> };
  expect(data?.[0]?.title).toBeTruthy();
  return data![0]!.title!;
}

test("the blog's sort picked before the scripts run sorts the list once they do", async ({ page, request }) => {
  const oldest = await oldestPostTitle(request);
  const held = await openHeld(page, '/blog');
  const firstTitle = page.locator('.post-card__title').first();
  await expect(firstTitle).not.toHaveText(oldest);
  await page.getByLabel('Sort').selectOption('old');
  await held.release();
  await expect(page).toHaveURL(/[?&]sort=old/, AFTER_RELEASE);
  await expect(firstTitle).toHaveText(oldest);
  await expect(page.getByLabel('Sort')).toHaveValue('old');
});

test("the blog's search sent with Enter before the scripts run asks the server for that list", async ({ page }) => {
  await openHeld(page, '/blog');
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nothing-matches');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  // Without scripts the form is a GET to the same page: the server renders the list the address asks for.
  await expect(page).toHaveURL(/[?&]q=zzzz-nothing-matches/);
  await expect(page.locator('.post-card__title')).toHaveCount(0);
});

test('a quantity typed on a product before the scripts run is kept and added to the cart', async ({ page }) => {
  const held = await openHeld(page, '/shop/1');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  // The cart lives in the browser: Add to cart says it is not ready yet instead of swallowing the tap.
  await expect(add).toBeDisabled();
  await quantity.fill('3');
  await held.release();
  await expect(add).toBeEnabled(AFTER_RELEASE);
  await expect(quantity).toHaveValue('3');
  await add.click();
  // A fresh visitor's cart: the three units typed before the scripts ran are its whole count.
  await expect(page.getByRole('status').filter({ hasText: 'Items in cart: 3' })).toBeVisible();
});

test("an activity's Share tapped before the scripts run shares the link once they do", async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const activities = (await (await request.get('/api/publicactivities/list')).json()) as { model?: Array<{ id: number; onlineSignUp?: boolean }> };
  const id = openActivityId(activities.model ?? []);
  expect(id).toBeDefined();
  const held = await openHeld(page, `/activity/${id}`);
  await page.getByRole('link', { name: 'Share' }).click();
  await held.release();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible(AFTER_RELEASE);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/activity/${id}`);
  // The fragment the early tap left is gone: a reload does not share again.
  await expect(page).toHaveURL(new RegExp(`/activity/${id}$`));
});

test("an activity's Sign Up tapped before the scripts run opens the login once they do", async ({ page, request }) => {
  const activities = (await (await request.get('/api/publicactivities/list')).json()) as { model?: Array<{ id: number; onlineSignUp?: boolean }> };
  const activity = (activities.model ?? []).find((item) => item.onlineSignUp);
  expect(activity).toBeDefined();
  const held = await openHeld(page, `/activity/${activity!.id}`);
  // Without scripts Sign Up is a link asking the same page for the sign-up; the server renders it again.
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/[?&]signUp=1/);
  await held.release();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible(AFTER_RELEASE);
  await expect(page).toHaveURL(new RegExp(`/activity/${activity!.id}$`));
});

test('a booking types filter tapped before the scripts run is pressed, waiting shown, once they do', async ({ page }) => {
  const held = await openHeld(page, '/bookingtypes');
  const tennis = page.getByRole('button', { name: 'Tennis', exact: true });
  await expect(tennis).toHaveAttribute('aria-pressed', 'false');
  await tennis.click();
  // The tap is taken: the button shows it waits for the portal.
  await expect(tennis).toHaveAttribute(EARLY_TAP_ATTRIBUTE, '');
  await held.release();
  await expect(tennis).toHaveAttribute('aria-pressed', 'true', AFTER_RELEASE);
  await expect(tennis).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
});

test("the shop's next page tapped before the scripts run is shown once they do", async ({ page }) => {
  const held = await openHeld(page, '/shop');
  await page.getByRole('button', { name: 'Next' }).click();
  await held.release();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page', AFTER_RELEASE);
});
