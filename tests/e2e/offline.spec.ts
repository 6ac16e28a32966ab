// The portal installs like an app (issue 25): after one visit online, a signed-in player who loses the network
// still gets the portal's shell, the next bookings and the access code, from the service worker.
import { expect, test, type Page } from './fixtures';
import { headerMenu, signInByApi } from './shell-support';

/** Waits until the service worker controls the page (the first visit installs it after the page's own loads). */
async function controlledByTheWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Opens the access-code overlay and closes it; answers the QR image shown. */
async function showAccessCode(page: Page): Promise<string | null> {
  await (await headerMenu(page)).getByRole('button', { name: 'Access code' }).click();
  const overlay = page.getByRole('dialog', { name: 'Access code' });
  const image = overlay.getByRole('img', { name: 'Access code' });
  await expect(image).toBeVisible();
  const shown = await image.getAttribute('src');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  return shown;
}

// The other journeys block service workers (playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

test('after a visit, the shell, the next bookings and the access code are there without a network', async ({ page, context, isMobile }) => {
  // The service worker and its caches do not depend on the screen: the installed app is a phone's.
  test.skip(!isMobile, 'the phone project');
  test.slow();
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ name: 'Club Demo Padel & Tennis', display: 'standalone' });

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await controlledByTheWorker(page);
  await signInByApi(page, 'ana@demo.club');

  await page.goto('/customer-bookings');
  const nextBooking = page.getByRole('main').getByRole('article').first().getByRole('heading').first();
  await expect(nextBooking).toBeVisible();
  const title = (await nextBooking.innerText()).trim();
  const code = await showAccessCode(page);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: title }).first()).toBeVisible();
    // The code last read online (a new one each time online), from the worker's cache.
    expect(await showAccessCode(page)).toBe(code);
    // Truly offline, the worker's own requests too: a read it keeps nothing for fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/publicaccesscontrol/qr').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    // Another page of the portal boots from the same shell.
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
