// The slim header, the menu drawer and the phone's bottom bar (issue 8, point 3), on both viewports.
import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO_PASSWORD, headerMenu, logIn } from './shell-support';

const MENU = { name: 'Menu', exact: true } as const;

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  expect(box, 'the header is on screen').not.toBeNull();
  return box?.height ?? Infinity;
}

test('the header is a slim bar on every page, for visitors and customers', async ({ page, isMobile }) => {
  const limit = isMobile ? 56 : 72;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book now' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reserve' })).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(limit);

  await logIn(page, 'ana@demo.club', DEMO_PASSWORD);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(limit);
  // Contact details, posts and social links wait in the drawer instead of stacking in the bar.
  await expect(page.getByRole('banner').getByText('Opening hours')).toHaveCount(0);
  await expect((await headerMenu(page)).getByText('Opening hours')).toBeVisible();
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Club Demo Norte' })).toBeVisible();
  await expect(page).toHaveTitle(/^Our clubs \| Club Demo/);
  await page.goto('/privacy');
  await expect(page).toHaveTitle(/^Privacy policy \| Club Demo/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Padel, tennis and pickleball/);
});

test('the menu drawer opens over the page, keeps focus inside, and closes with Escape, its close button and a followed link', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', MENU);
  const drawer = page.getByRole('dialog', { name: 'Menu' });

  await toggle.click();
  await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(drawer).toBeVisible();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement)), `focus stays in the drawer (step ${step})`).toBe(true);
  }
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  await toggle.click();
  await drawer.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Club Demo Norte' })).toBeVisible();
});

test('the drawer never stays open behind a popup', async ({ page }) => {
  await page.goto('/');
  await (await headerMenu(page)).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('axe-core finds no serious or critical violation with the drawer open, for a visitor and a customer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book now' })).toBeVisible();
  await headerMenu(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousAccessibilityViolations(page), 'visitor with the drawer open').toEqual([]);
  await page.keyboard.press('Escape');

  await logIn(page, 'ana@demo.club', DEMO_PASSWORD);
  await headerMenu(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousAccessibilityViolations(page), 'customer with the drawer open').toEqual([]);
});

test.describe('phone bottom bar', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar shows below 500 px');

  test('shortcuts with icons and labels, 44 px targets, and the cart count on Shop', async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'ana@demo.club', DEMO_PASSWORD);
    const bar = page.getByRole('contentinfo').getByRole('navigation', { name: 'Shortcuts' });
    const targets = [
      bar.getByRole('link', { name: 'Home' }),
      bar.getByRole('link', { name: 'Map' }),
      bar.getByRole('link', { name: 'Call' }),
      bar.getByRole('button', { name: 'QR' }),
      bar.getByRole('link', { name: /^Shop/ }),
    ];
    for (const target of targets) {
      await expect(target).toBeVisible();
      const box = await target.boundingBox();
      expect(box?.width, `${await target.textContent()} is wide enough to tap`).toBeGreaterThanOrEqual(44);
      expect(box?.height, `${await target.textContent()} is tall enough to tap`).toBeGreaterThanOrEqual(44);
      expect(await target.evaluate((element) => element.parentElement?.querySelector('svg') !== null), 'an icon beside the label').toBe(true);
    }
    await expect(bar.getByRole('link', { name: /^Shop/ })).toHaveText(/Shop\s*0/);

    // The bar stays at the bottom of the screen, over nothing the page needs.
    const viewport = page.viewportSize();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(viewport?.height ?? 0);

    await page.goto('/cz/ko');
    await page.getByRole('button', { name: /^Add to cart/ }).first().click();
    await expect(bar.getByRole('link', { name: /^Shop/ })).toHaveText(/Shop\s*1/);
  });
});
