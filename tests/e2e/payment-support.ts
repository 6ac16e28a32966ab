// What the payment journeys share: a one-product cart at /checkout with a method chosen, Pay, and the order count.
import { expect, type Page } from './fixtures';

export const PRODUCT = 'Padel Balls (3-ball can)';

/** The customer's orders listed on /customer-orders (0 when the list is empty). */
export async function orderCount(page: Page): Promise<number> {
  await page.goto('/customer-orders');
  const orders = page.getByRole('link', { name: /^Order / });
  await expect(orders.first().or(page.getByText('No orders yet'))).toBeVisible();
  return orders.count();
}

/** A cart with one can of balls only (whatever an earlier declined journey left), at /checkout, the method chosen and the conditions accepted. */
export async function checkoutWith(page: Page, method: string): Promise<void> {
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('cart'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await page.goto('/shop');
  await page.getByRole('button', { name: `Add to cart: ${PRODUCT}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('1');
  await page
    .getByRole('group', { name: 'Payment methods' })
    .getByRole('radio', { name: new RegExp(`^${method.replace(/[()]/g, '\\$&')}`) })
    .check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
}

export const pay = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true }).last().click();

/** On /cz/ok with one more order than before (its list showing `listed`, a price, when given) and the cart emptied. */
export async function expectPaid(page: Page, ordersBefore: number, listed?: string): Promise<void> {
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { name: 'The payment has been processed successfully' })).toBeVisible();
  expect(await orderCount(page)).toBe(ordersBefore + 1);
  if (listed) await expect(page.getByRole('main').getByText(listed, { exact: true }).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Your basket is empty!').first()).toBeVisible();
}
