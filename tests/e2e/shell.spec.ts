import { expect, test, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { DEMO_PASSWORD, headerMenu, logIn, openLoginPopup, signInByApi } from './shell-support';

/** A login token handed over the way a club app does it: base64 JSON with the record under data. */
async function autoLoginToken(page: Page): Promise<string> {
  const answer = await page.request.post('/api/publiccustomers/cauth', { data: { email: 'ana@demo.club', password: DEMO_PASSWORD } });
  const { model } = (await answer.json()) as { model: Record<string, unknown> };
  return Buffer.from(JSON.stringify({ data: model })).toString('base64');
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), what).toEqual([]);
}

test('every page of the shell passes axe-core without serious violations', async ({ page, isMobile }) => {
  // The pages' own content is the same on every screen; the frame around it differs, and design-shell.spec.ts checks
  // that frame with axe on both projects (the drawer, the footer of the pages reached from mails). The phone walks.
  test.skip(!isMobile, 'the phone project');
  const publicPages: Array<[string, RegExp | string]> = [
    ['/', 'Book now'],
    ['/customer/reset-password/some-token', 'Reset password'],
    ['/passReset/ok/', 'Password changed successfully'],
    ['/customer/activate/expired-token', 'Account activation'],
    ['/auto-login', 'Signing in'],
    ['/link-account', 'Link your account'],
    ['/link-account?token=app-token', 'Link your account'],
    ['/404-page.html', 'Page not found'],
    ['/cz/ok', 'The payment has been processed successfully'],
    ['/cz/ko', 'Sorry! The payment has not been completed. Please try again later.'],
  ];
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, path);
  }

  await page.goto('/');
  await openLoginPopup(page);
  await expectNoSeriousViolations(page, 'the login popup');
  await page.getByRole('dialog').getByRole('button', { name: "Don't have an account? Register" }).click();
  await expect(page.getByRole('dialog', { name: 'Register' }).getByLabel('Surname')).toBeVisible();
  await expectNoSeriousViolations(page, 'the register popup');
  await page.keyboard.press('Escape');

  await logIn(page, 'ana@demo.club', DEMO_PASSWORD);
  await page.goto('/changePass');
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, '/changePass, logged in');
});

test('switching the language switches the texts of the shell', async ({ page }) => {
  await page.goto('/');
  const menu = await headerMenu(page);
  await expect(menu.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: /^Language/ }).click();
  await menu.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const spanish = await headerMenu(page, 'Menú');
  await expect(spanish.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(spanish.getByRole('button', { name: 'Registrarse', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
  await spanish.getByRole('button', { name: /^Idioma/ }).click();
  await spanish.getByRole('button', { name: 'Français' }).click();
  await expect((await headerMenu(page)).getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
});

test('the login popup keeps keyboard focus inside and closes on Escape; menus open with Enter and Space', async ({ page }) => {
  await page.goto('/');
  const opener = (await headerMenu(page)).getByRole('button', { name: 'Login', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  // The drawer never stays open behind a popup.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The drawer closed when the popup opened: focus is back on the button that opened the menu.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

  const language = (await headerMenu(page)).getByRole('button', { name: /^Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await page.keyboard.press('Space');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await expect((await headerMenu(page)).getByRole('button', { name: 'Italian' })).toBeVisible();
});

test('the old payment hash routes land on /cz/ok and /cz/ko', async ({ page }) => {
  await page.goto('/#/cz/ko');
  await expect(page).toHaveURL(/\/cz\/ko$/);
  await expect(page.getByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeVisible();
});

test('auto-login signs in from a handed-over token and goes to the back address', async ({ page }) => {
  await page.goto('/auto-login?t=not-base64-json');
  await expect(page.getByRole('alert')).toHaveText('Wrong access');

  const token = await autoLoginToken(page);
  await page.goto(`/auto-login?t=${encodeURIComponent(token)}&back=${encodeURIComponent('/changePass')}`);
  await expect(page).toHaveURL(/\/changePass$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect((await headerMenu(page)).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the account-link page logs in and returns to the level provider with the outcome, never to another site', async ({ page, baseURL }) => {
  await page.goto('/link-account');
  await expect(page.getByRole('alert')).toHaveText('wrong query string');
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();

  // The provider's site cannot be reached from here: the browser's arrival there is answered in place.
  const provider = 'https://www.worldpadelrating.com';
  await page.route(`${provider}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>World Padel Rating</title><h1>Back at the provider</h1>' }));
  const signIn = async () => {
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('ana@demo.club');
    await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Login' }).click();
  };

  // A return address on the provider's own site is followed.
  const ok = `${provider}/app/ok`;
  await page.goto(`/link-account?token=app-token&urlOk=${encodeURIComponent(ok)}&urlKo=${encodeURIComponent(`${provider}/app/ko`)}`);
  await signIn();
  await expect(page).toHaveURL(`${ok}/link-account-response/true`);

  // One on any other site (here the portal's own) is not: the browser goes to the provider's site instead.
  // Signed out from a page of the site that runs no portal (the portal reacts to its storage being cleared).
  await page.goto(`${baseURL}/portal-manifest.json`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/link-account?token=app-token&urlOk=${encodeURIComponent(`${baseURL}/app-ok`)}&urlKo=${encodeURIComponent(`${baseURL}/app-ko`)}`);
  await signIn();
  await expect(page).toHaveURL(`${provider}/link-account-response/true`);
});

test('a logged-in customer of a club with access control sees the access code', async ({ page }) => {
  await signInByApi(page, 'ana@demo.club');
  await page.goto('/');
  await (await headerMenu(page)).getByRole('button', { name: 'Access code' }).click();
  const overlay = page.getByRole('dialog', { name: 'Access code' });
  await expect(overlay.getByRole('img', { name: 'Access code' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
});

test('a parent switches to a child profile and back with the family-account selector', async ({ page }) => {
  await signInByApi(page, 'ana@demo.club');
  await page.goto('/');
  const selector = (await headerMenu(page)).getByLabel('Family account');
  await expect(selector).toBeEnabled();
  await expect(selector.locator('option')).toHaveText(['Ana García López', 'Leo García', 'Mia García']);
  // Switching profile reloads the portal: wait for the reload before looking at the menu again,
  // or the menu opened before the reload is the one inspected.
  await Promise.all([page.waitForEvent('load'), selector.selectOption({ label: 'Leo García' })]);
  const asLeo = (await headerMenu(page)).getByLabel('Family account');
  await expect(asLeo.locator('option:checked')).toHaveText('Leo García');
  // The parent and every child stay listed, and the selector still works.
  await expect(asLeo.locator('option')).toHaveText(['Ana García López', 'Leo García', 'Mia García']);
  await expect(asLeo).toBeEnabled();
  await Promise.all([page.waitForEvent('load'), asLeo.selectOption({ label: 'Ana García López' })]);
  const asAna = (await headerMenu(page)).getByLabel('Family account');
  await expect(asAna.locator('option:checked')).toHaveText('Ana García López');
  await expect(asAna.locator('option')).toHaveText(['Ana García López', 'Leo García', 'Mia García']);
});

// The phone's frame (the menu behind a button, the footer as a bar of shortcuts) is design-shell.spec.ts's: its
// drawer journey runs on both projects and its bottom-bar journey checks each shortcut and where it leads.
test.describe('desktop footer', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone footer is a bar of shortcuts');

  test('a visitor asks for more information and is thanked', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('button', { name: 'Send' }).click();
    await expect(footer.getByText('Thanks! we will contact you ASAP!')).toHaveCount(0);
    await footer.getByLabel('Email').fill('visitor@example.com');
    await footer.getByLabel('Question').fill('Do you have beginner classes?');
    await footer.getByRole('button', { name: 'Send' }).click();
    await expect(footer.getByText('Thanks! we will contact you ASAP!')).toBeVisible();
    await expect(footer.getByLabel('Question')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});
