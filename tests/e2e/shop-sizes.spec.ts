// A product in sizes (issue 35): the hoodie "in sizes S–XXL" asks for a size before Add to cart, its sold-out size
// disabled and said so; the chosen size is what the cart and the checkout show. Run on a phone and a desktop.
import { expect, test, type APIRequestContext } from './fixtures';
import { seriousAccessibilityViolations } from './axe';

async function hoodieId(request: APIRequestContext): Promise<number> {
  const answer = await (await request.get('/api/shop/list?startRow=0&endRow=100')).json();
  const hoodie = (answer.data as Array<{ id: number; name: string }>).find((product) => product.name === 'Club Hoodie');
  expect(hoodie, "the demo club's hoodie").toBeTruthy();
  return hoodie!.id;
}

test('a player picks a size of the hoodie and sees that size in the cart and at checkout', async ({ page, request }, testInfo) => {
  const id = await hoodieId(request);
  await page.goto(`/shop/${id}`);
  await expect(page.getByRole('heading', { name: 'Club Hoodie', level: 1 })).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(5);
  // The sold-out size stays in view, disabled, and says why.
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeDisabled();
  await expect(sizes.getByText('Sold out')).toBeVisible();

  // Add to cart without a size: nothing is added, what is missing is said, and the focus is on the sizes.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Choose a size first')).toBeVisible();
  await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeFocused();
  expect(await seriousAccessibilityViolations(page), 'axe with the size asked for').toEqual([]);
  if (testInfo.project.name === 'phone') await page.screenshot({ path: testInfo.outputPath('product-sizes-390.png'), fullPage: true });

  // The keyboard moves along the sizes, past the sold-out one.
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page.getByText('Choose a size first')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i }).first()).toBeVisible();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart' }).getByText('Club Hoodie · M')).toBeVisible();
});
