import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import ProductDetail, { repeatsDescription } from './ProductDetail';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

// Issue 24: /shop/{id} says the description once, and the quantity's bounds only when broken.

afterEach(cleanup);

const grip = {
  id: 24,
  name: 'Signed Champion Grip',
  grossPrice: 29.95,
  netPrice: 24.75,
  description: 'A grip signed by the club champion: only one made.',
  detail: '<p>A grip signed by the club champion: only one made.</p><ul><li>Certificate included</li></ul>',
};

function show(product: OperationAnswer<'getProduct'>['data']) {
  const { root, fetch } = createTestRoot({ operations: { getProduct: { ok: true, data: product, popular: [] }, checkStock: { ok: true } } });
  renderWithEngine(
    <Routes>
      <Route path="/shop/:id" element={<ProductDetail options={{}} />} />
    </Routes>,
    { root, path: '/shop/24' },
  );
  return { root, fetch };
}

describe('the product page', () => {
  it('says the description once when the HTML detail already holds it', async () => {
    show(grip);
    expect(await screen.findByRole('heading', { name: 'Signed Champion Grip' })).toBeTruthy();
    expect(screen.getAllByText('A grip signed by the club champion: only one made.')).toHaveLength(1);
    expect(screen.getByText('Certificate included')).toBeTruthy();
  });

  it('keeps a description the detail does not repeat', async () => {
    show({ ...grip, detail: '<p>Leather, 110 cm.</p>' });
    expect(await screen.findByText('A grip signed by the club champion: only one made.')).toBeTruthy();
    expect(repeatsDescription('<p>Leather</p>', 'Leather')).toBe(true);
  });

  it('shows the quantity bounds only when the typed quantity breaks them', async () => {
    show(grip);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(screen.queryByText('From 1 to 1000')).toBeNull();
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(screen.getByText('From 1 to 1000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

// Issue 35: a product sold in sizes asks for one.
describe('a product in sizes', () => {
  const size = (productId: number, detail: string, units: number) => ({ productId, detail, name: `Club Hoodie · ${detail}`, grossPrice: 49.95, netPrice: 41.28, units });
  const hoodie = {
    id: 24,
    name: 'Club Hoodie',
    grossPrice: 49.95,
    netPrice: 41.28,
    hasStock: true,
    transportRequired: true,
    stockDetails: [size(91, 'S', 4), size(92, 'M', 6), size(93, 'L', 0)],
  };

  it('asks for a size before Add to cart: the sold-out one disabled and said so, nothing sent without a choice', async () => {
    const { root, fetch } = show(hoodie);
    const group = await screen.findByRole('radiogroup', { name: 'Size' });
    const large = screen.getByRole('radio', { name: 'L', description: 'Sold out' }) as HTMLInputElement;
    expect(large.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a size first')).toBeTruthy();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'S' }));
    expect(fetch.calls.some((call) => call.path === '/api/publicpayments/check-stock')).toBe(false);
    expect(root.cart.count).toBe(0);
  });

  it("puts the chosen size's product in the cart, named with its size, carrying the size as its stock detail", async () => {
    const { root, fetch } = show(hoodie);
    fireEvent.click(await screen.findByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(root.cart.count).toBe(1));
    expect(screen.queryByText('Choose a size first')).toBeNull();
    const check = fetch.calls.find((call) => call.path === '/api/publicpayments/check-stock');
    expect(check?.body).toMatchObject({ saleItemsDto: [{ productId: 92, units: 1, stockParentId: 24, stockParentName: 'Club Hoodie', stockDetail: 'M' }] });
    expect(root.cart.products[0]!.product.name).toBe('Club Hoodie · M');
    expect(root.cart.saleItems).toMatchObject([{ productId: 92, units: 1, stockParentId: 24, stockParentName: 'Club Hoodie', stockDetail: 'M' }]);
  });
});
