import type { Page } from 'playwright-core';

/** Ana (demo club) signs in through the portal's own login dialog at `base`; the session stays in the page's storage. */
export async function signInAsAna(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/account`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=email], input[name=email]').first().fill('ana@demo.club');
  await dialog.locator('input[type=password]').first().fill('demo1234');
  await dialog.locator('button[type=submit]').first().click();
  await dialog.waitFor({ state: 'hidden' });
}
