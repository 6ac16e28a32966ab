// Issue 37 item 18 and issue 35's coupon: at 390 and 1280 px, a Stripe card set-up leaves the checkout and its return
// gives the page back as the player left it (the saved card chosen, the legal tick, the coupon and the transport
// kept); the coupon's Apply sits on its field's row at its height, before and after the code is applied.
import { expect, test, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { pay } from './payment-support';
import { signInByApi } from './shell-support';

const RACKET = 'Control Padel Racket';

/** Ana's cart holds one racket (shipped: a transport to choose), at /checkout; answers her checkout-info's saved cards. */
async function racketAtCheckout(page: Page): Promise<{ name: string; tokenId: string }[]> {
  // A new browser context each journey: the cart starts empty.
  await signInByApi(page, 'ana@demo.club');
  await page.goto(`/shop?search=${encodeURIComponent(RACKET)}`);
  await page.getByRole('button', { name: `Add to cart: ${RACKET}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  const [info] = await Promise.all([page.waitForResponse((answer) => answer.url().includes('/api/shop/checkout-info-by-customer')), page.goto('/checkout')]);
  const methods = ((await info.json()) as { model?: { paymentMethods?: { name?: string; tokenId?: string | number | null }[] } }).model?.paymentMethods ?? [];
  return methods.filter((method) => method.tokenId != null).map((method) => ({ name: method.name ?? '', tokenId: String(method.tokenId) }));
}

/** The box of an element on screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The coupon's field and Apply: one row, the same top and height (to the pixel). */
async function expectApplyBesideField(page: Page) {
  const field = await box(page.getByRole('textbox', { name: 'Coupon code' }));
  const apply = await box(page.getByRole('button', { name: 'Apply Coupon' }));
  expect(Math.abs(apply.y - field.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(apply.height - field.height)).toBeLessThanOrEqual(1);
  expect(apply.x).toBeGreaterThan(field.x + field.width - 1);
  expect(apply.x + apply.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("the coupon's Apply is on its field's row at its height, before and after the code is applied", async ({ page }, info) => {
  test.setTimeout(90_000);
  await racketAtCheckout(page);
  await expectApplyBesideField(page);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('DEMO10');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(page.getByText('Discount applied')).toBeVisible();
  await expectApplyBesideField(page);
  await page.getByRole('textbox', { name: 'Coupon code' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/h5/coupon-${info.project.name}.png` });
});

test('after a Stripe card set-up the checkout comes back with the saved card, the legal tick, the coupon and the transport', async ({ page }, info) => {
  test.setTimeout(120_000);
  const saved = await racketAtCheckout(page);
  expect(saved.length).toBeGreaterThan(0);
  const transport = page.getByRole('group', { name: 'Transport' }).getByRole('radio').last();
  await transport.check();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('DEMO10');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(page.getByText('Discount applied')).toBeVisible();
  await page
    .getByRole('group', { name: 'Payment methods' })
    .getByRole('radio', { name: /^Card \(Stripe\)/ })
    .check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await pay(page);
  // Stripe's popup: the step that leaves for Stripe and comes back to /checkout?stripe_token= with the card it saved.
  await expect(page.locator('.pay-provider')).toBeVisible();
  const card = saved[0]!;
  await page.goto(`/checkout?stripe_token=${encodeURIComponent(card.tokenId)}`);

  await expect(page.getByRole('group', { name: 'Saved cards' }).getByRole('radio', { name: card.name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'I accept the legal conditions' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('DEMO10');
  await expect(page.getByText('Discount', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Transport' }).getByRole('radio').last()).toBeChecked();
  // The return is used once: the address no longer carries the token.
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/h5/stripe-return-${info.project.name}.png`, fullPage: true });
});
