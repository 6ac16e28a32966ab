// Transbank and PayPal through the providers' official SDKs (issue 12): the server charges a Transbank Oneclick
// card through transbank-sdk pointed at the sandbox, a card whose charge the bank declines lands on /cz/ko with
// nothing confirmed; the portal loads PayPal's buttons through @paypal/paypal-js with its sdkBaseUrl pointed at
// the sandbox's stand-in, under the portal's Content-Security-Policy (no eval, no inline script).
import { expect, test, type Page } from '@playwright/test';
import { activeAccount, DEMO_PASSWORD, logIn } from './shell-support';
import { checkoutWith, expectPaid, orderCount, pay, PRODUCT } from './payment-support';

async function expectDeclined(page: Page, ordersBefore: number): Promise<void> {
  await expect(page).toHaveURL(/\/cz\/ko$/);
  await expect(page.getByText('Sorry! The payment has not been completed. Please try again later.')).toBeVisible();
  expect(await orderCount(page)).toBe(ordersBefore);
  await page.goto('/checkout');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('1');
}

/** At Webpay (the sandbox's page): register the chosen Transbank test card. */
async function registerAtWebpay(page: Page, card: string): Promise<void> {
  const saveCard = page.getByRole('checkbox', { name: 'Save my card for future payments' });
  await expect(saveCard).toBeChecked();
  await expect(saveCard).toBeDisabled();
  await pay(page);
  await expect(page.getByRole('heading', { name: /Webpay Oneclick/ })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Sandbox' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Test card' }).selectOption({ label: card });
  await page.getByRole('button', { name: 'Register card' }).click();
}

let page: Page;
const cspViolations: string[] = [];

test.describe('Transbank and PayPal through their official SDKs', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop runs these journeys; the phone runs the payments matrix of payments.spec.ts');

  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(120_000);
    page = await browser.newPage();
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const email = await activeAccount(page, page.request, info.project.name);
    await page.goto('/');
    await logIn(page, email, DEMO_PASSWORD);
  });
  test.afterAll(async () => page.close());
  test.afterEach(() => expect(cspViolations).toEqual([]));

  test('Transbank: the card registered at Webpay is charged through transbank-sdk and the customer lands on /cz/ok', async () => {
    test.setTimeout(90_000);
    const before = await orderCount(page);
    await checkoutWith(page, 'Webpay (Transbank)');
    await registerAtWebpay(page, 'VISA 4051 8856 0044 6623 (approved)');
    await expectPaid(page, before);
  });

  test('Transbank: a card whose charge the bank declines lands on /cz/ko with nothing confirmed', async () => {
    test.setTimeout(90_000);
    const before = await orderCount(page);
    await checkoutWith(page, 'Webpay (Transbank)');
    await registerAtWebpay(page, 'MASTERCARD 5186 0595 5959 0568 (declined)');
    await expectDeclined(page, before);
  });

  test('PayPal: @paypal/paypal-js loads the buttons from the sandbox under the CSP; approving pays and lands on /cz/ok', async () => {
    test.setTimeout(90_000);
    const before = await orderCount(page);
    await checkoutWith(page, 'PayPal');
    const csp = (await page.request.get('/checkout')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src [^;]*unsafe-inline/);
    await pay(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    // The loader's own script element: the JS SDK's URL is the sdkBaseUrl with the client id, tagged by paypal-js.
    const script = page.locator('script[data-js-sdk-library="paypal-js"]');
    await expect(script).toHaveCount(1);
    expect(await script.getAttribute('src')).toMatch(/^\/sandbox\/paypal\/sdk\/js\?client-id=[^&]+&intent=capture&currency=EUR$/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expectPaid(page, before);
  });

  test('PayPal: cancelling in the PayPal sheet lands on /cz/ko with nothing confirmed', async () => {
    test.setTimeout(90_000);
    const before = await orderCount(page);
    await checkoutWith(page, 'PayPal');
    await pay(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expectDeclined(page, before);
  });
});
