// The portal runs under its Content-Security-Policy (no inline script, no eval): every page a
// visitor and a customer open loads and works without a single violation.
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, headerMenu, logIn, openLoginPopup } from './shell-support';

/** Collects every CSP violation of the page and its frames, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** A page is done when its heading shows and nothing more is loading (lazy chunks, images, frames). */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the portal is served with a policy that refuses inline script and eval', async ({ page }) => {
  const response = await page.goto('/');
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

  const violations = await watchViolations(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
  });
  expect(ran, 'an injected inline script does not run').toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});

test('a visitor and a customer go through the portal without a single CSP violation', async ({ page, isMobile }) => {
  // The policy and the portal's scripts are the same on every screen (inline styles per screen are
  // design-shell.spec.ts's check, on both projects): the phone project walks, the desktop runs other journeys meanwhile.
  test.skip(!isMobile, 'the phone project');
  // Twenty pages, each waited on until nothing more loads: on a busy two-core machine more than a minute.
  test.slow();
  const violations = await watchViolations(page);

  // The home page, each lazy section loaded by scrolling to it as a reader would.
  await visit(page, '/', 'Book now');
  for (const section of await page.locator('.home-section').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');

  await visit(page, '/blog', 'Blog');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Popular posts' }).getByRole('link').first()).toBeVisible();
  for (const [path, heading] of [
    ['/generalConditions', 'General conditions'],
    ['/privacy', 'Privacy policy'],
    ['/locations', 'Club Demo Norte'],
    ['/cz/ko', 'Sorry! The payment has not been completed. Please try again later.'],
    ['/customer/activate/expired-token', 'Account activation'],
    ['/404-page.html', 'Page not found'],
  ] as const) {
    await visit(page, path, heading);
  }

  await page.goto('/');
  await openLoginPopup(page);
  await page.getByRole('dialog').getByRole('button', { name: "Don't have an account? Register" }).click();
  await expect(page.getByRole('dialog', { name: 'Register' }).getByLabel('Surname')).toBeVisible();
  await page.keyboard.press('Escape');
  await logIn(page, 'ana@demo.club', DEMO_PASSWORD);
  await expect((await headerMenu(page)).getByLabel('Family account')).toBeEnabled();

  await visit(page, '/account', 'My account');
  await visit(page, '/customer-vouchers', 'Vouchers');
  await visit(page, '/customer-orders', 'My orders');
  await visit(page, '/customer-comms', /Communications|Emails|Messages/);
  await page.getByRole('link', { name: 'Membership fee due' }).click();
  await expect(page.getByText('You can pay it from your fees page.')).toBeVisible();
  await visit(page, '/customer-fees', /fees/i);
  await visit(page, '/levels', /levels/i);

  // A training's gallery and videos: club uploads in <img> and <iframe>.
  await visit(page, '/trainings', 'Trainings');
  await page.getByRole('button', { name: 'Past' }).click();
  await page.getByRole('link', { name: 'Adult padel school · Volleys and net position' }).click();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('img', { name: 'Volley drill' })).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  // The animation is a club upload in a frame: it shows under the uploads' own policy.
  await expect(page.frameLocator('iframe[title="Volley drill (animation)"]').locator('svg')).toBeVisible();

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});
