// Activities up front (issue 35): a home card says what the activity costs and how many places are left; its page
// shows price, places left, dates, place and level under its headings; once in, "Already In!" is a badge with a quiet
// Leave that takes the player off. Run on a phone and a desktop.
import { expect, test, type APIRequestContext } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { activeAccount, signInByApi } from './shell-support';

async function activity(request: APIRequestContext, name: string): Promise<{ id: number; placesLeft: number }> {
  const answer = await (await request.get('/api/publicactivities/list')).json();
  const found = (answer.model as Array<{ id: number; name: string; placesLeft: number }>).find((each) => each.name === name);
  expect(found, `the demo club's activity ${name}`).toBeTruthy();
  return found!;
}

test("an activity's card shows its price and places left, and its page the details under their headings", async ({ page, request }, testInfo) => {
  const championship = await activity(request, 'Club Championship');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book now' })).toBeVisible();
  // Home sections load as the reader scrolls to them.
  for (const section of await page.locator('.home-section').all()) await section.scrollIntoViewIfNeeded();
  const card = page.locator('.item-card').filter({ has: page.getByRole('link', { name: 'Club Championship' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/20[.,]00/)).toBeVisible();
  await expect(card.getByText(/\d+ places left/)).toBeVisible();

  await card.getByRole('link', { name: 'Club Championship' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${championship.id}$`));
  await expect(page.getByRole('heading', { name: 'Club Championship', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText(/20[.,]00/)).toBeVisible();
  await expect(details.getByText(/\d+ places left/)).toBeVisible();
  await expect(details.getByText('Centre court and courts 1–6')).toBeVisible();
  await expect(details.getByText(/2[.,]5–6[.,]0/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this activity', level: 2 })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // At 390 px nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (testInfo.project.name === 'phone') await page.screenshot({ path: testInfo.outputPath('activity-390.png'), fullPage: true });
});

test('once in, the page says so with a badge and a quiet Leave that takes the player off', async ({ page, request }, testInfo) => {
  const openDay = await activity(request, 'Open Day: try padel for free');
  await signInByApi(page, await activeAccount(page, request, testInfo.project.name));
  await page.goto(`/activity/${openDay.id}`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Already In!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already In!' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Details' }).getByText(`${openDay.placesLeft - 1} places left`)).toBeVisible();

  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have left this activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText(`${openDay.placesLeft} places left`)).toBeVisible();
});
