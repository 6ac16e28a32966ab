import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot } from '../../stores/test-support';
import ProductDetail, { repeatsDescription } from './ProductDetail';
import type { OperationAnswer } from '../../stores/fake-operations';

// Issue 24: /shop/{id} printed the description twice and said "From 1 to 1000" under a one-of-a-kind item.

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
  const { root } = createTestRoot({ operations: { getProduct: { ok: true, data: product, popular: [] } } });
  renderWithEngine(
    <Routes>
      <Route path="/shop/:id" element={<ProductDetail options={{}} />} />
    </Routes>,
    { root, path: '/shop/24' },
  );
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
