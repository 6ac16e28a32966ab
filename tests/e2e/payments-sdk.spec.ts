// Transbank and PayPal through the providers' official SDKs (issue 12). Transbank charges Chilean pesos alone, so
// the demo club (euros) does not offer it: its Oneclick flow through transbank-sdk and the sandbox's Webpay is
// covered by src/server/payments/providers/transbank/*.test.ts and the portal's ResumeTransbank tests. The portal loads PayPal's buttons through @paypal/paypal-js with its sdkBaseUrl pointed at
// the sandbox's stand-in, under the portal's Content-Security-Policy (no eval, no inline script).
import { expect, test, type Page, journeyPage } from './fixtures';
import { activeAccount, signInByApi } from './shell-support';
import { checkoutWith, expectPaid, orderCount, pay, PRODUCT } from './payment-support';

async function expectDeclined(page: Page, ordersBefore: number): Promise<void> {
  await expect(page).toHaveURL(/\/cz\/ko$/);
  await expect(page.getByText('Sorry! The payment has not been completed. Please try again later.')).toBeVisible();
  expect(await orderCount(page)).toBe(ordersBefore);
  await page.goto('/checkout');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('1');
}

let page: Page;
const cspViolations: string[] = [];

test.describe('Transbank and PayPal through their official SDKs', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop runs these journeys; the phone runs the payments matrix of payments.spec.ts');

  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(120_000);
    page = await journeyPage(await browser.newPage(), info.project.use.baseURL);
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await signInByApi(page, await activeAccount(page, page.request, info.project.name));
    await page.goto('/');
  });
  test.afterAll(async () => page.close());
  test.afterEach(() => expect(cspViolations).toEqual([]));

  test('Transbank: Webpay, which charges Chilean pesos alone, is not offered to the demo club, which charges euros', async () => {
    await checkoutWith(page, 'PayPal');
    const methods = page.getByRole('group', { name: 'Payment methods' });
    await expect(methods.getByRole('radio', { name: /^PayPal/ })).toBeChecked();
    await expect(methods.getByRole('radio', { name: /Webpay/ })).toHaveCount(0);
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
    expect(await script.getAttribute('src')).toMatch(/^\/sandbox\/paypal\/sdk\/js\?client-id=[^&]+&intent=authorize&currency=EUR$/);
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
