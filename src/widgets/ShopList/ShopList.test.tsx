import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, type FakeRequest } from '../../../tests/support/test-root';
import ShopList from './ShopList';

// Doc 3 §2.1, §4.1, §9: the shop list, its search rule (empty or from 3 characters, as the frame's), its paging
// back to page 1, add to cart with feedback, and the clean /taykus-shop whose add goes straight to checkout.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const product = (id: number) => ({ id, name: id === 5 ? 'Club Polo' : `Product ${id}`, grossPrice: 10, netPrice: 8.26, hasStock: false });
const types = [
  { id: 1, name: 'Rackets' },
  { id: 2, name: 'Balls' },
];

function show(total: number, options: { path?: string; clean?: boolean } = {}) {
  const { root, fetch } = createTestRoot({
    operations: {
      listProducts: (request: FakeRequest) => {
        // The text filter of the grid status, as the server applies it to the names.
        const text = (JSON.parse(request.query.get('gridStatus') ?? '{}') as { filters?: Array<{ value?: unknown }> }).filters?.find((filter) => typeof filter.value === 'string')
          ?.value as string | undefined;
        const all = Array.from({ length: total }, (_, index) => product(index + 1)).filter((item) => !text || item.name.toLowerCase().includes(text.toLowerCase()));
        const start = Number(request.query.get('startRow'));
        return {
          ok: true,
          data: all.slice(start, Number(request.query.get('endRow'))),
          totalCount: all.length,
          popular: [{ ...product(900), name: 'Best seller' }],
          productTypes: types,
        };
      },
    },
  });
  const path = options.path ?? (options.clean ? '/taykus-shop' : '/shop');
  renderWithEngine(
    <Routes>
      <Route path="/shop" element={<ShopList options={{}} />} />
      <Route path="/taykus-shop" element={<ShopList options={{ clean: true }} />} />
      <Route path="/taykus-shop-checkout" element={<h1>Clean checkout</h1>} />
    </Routes>,
    { root, path },
  );
  return { root, fetch };
}

const lists = (calls: FakeRequest[]) =>
  calls
    .filter((call) => call.path === '/api/shop/list')
    .map((call) => ({ start: call.query.get('startRow'), grid: JSON.parse(call.query.get('gridStatus') ?? '{}') as { filters: unknown[]; sort: unknown[] } }));
const textFilter = (value: string) => ({ fields: ['Name', 'Detail', 'Description'], operator: 'contains', value });
const goToPage2 = async () => {
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
  await screen.findByRole('link', { name: 'Product 31' });
};

describe('the shop list', () => {
  it('shows 30 products a page, the Popular list and the product types', async () => {
    const { fetch } = show(70);
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Best seller' }).getAttribute('href')).toBe('/shop/900');
    expect(
      within(screen.getByLabelText('Product type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Rackets', 'Balls']);
    expect(lists(fetch.calls)[0]).toEqual({ start: '0', grid: { filters: [], sort: [{ field: 'Created', direction: 'desc' }] } });
  });

  it('searches only once the text is cleared or has 3 characters, back on page 1', async () => {
    const { fetch } = show(70);
    await screen.findAllByRole('article');
    await goToPage2();
    vi.useFakeTimers();
    const before = lists(fetch.calls).length;
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'po' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(lists(fetch.calls)).toHaveLength(before);
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'pol' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(lists(fetch.calls).at(-1)).toEqual({ start: '0', grid: { filters: [textFilter('pol')], sort: [{ field: 'Created', direction: 'desc' }] } });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Club Polo' })).toBeTruthy();
    // Emptied: the whole shop again, from its first page.
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeTruthy();
  });

  it('goes back to page 1 when the sort or the product type changes', async () => {
    const { fetch } = show(70);
    await screen.findAllByRole('article');
    await goToPage2();
    expect(lists(fetch.calls).at(-1)?.start).toBe('30');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '2' } });
    await vi.waitFor(() => expect(lists(fetch.calls).at(-1)).toEqual({ start: '0', grid: { filters: [], sort: [{ field: 'GrossPrice', direction: 'asc' }] } }));
    await screen.findByRole('link', { name: 'Product 1' });
    await goToPage2();
    fireEvent.change(screen.getByLabelText('Product type'), { target: { value: '2' } });
    await vi.waitFor(() =>
      expect(lists(fetch.calls).at(-1)).toEqual({
        start: '0',
        grid: { filters: [{ field: 'ProductTypeId', operator: 'equals', value: 2 }], sort: [{ field: 'GrossPrice', direction: 'asc' }] },
      }),
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '3' } });
    await vi.waitFor(() => expect(lists(fetch.calls).at(-1)?.grid.sort).toEqual([{ field: 'GrossPrice', direction: 'desc' }]));
  });

  it("lists what the frame's 3-letter search asked for (?search=pol), and ignores a shorter one", async () => {
    const { fetch } = show(6, { path: '/shop?search=pol' });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(lists(fetch.calls)[0]?.grid.filters).toEqual([textFilter('pol')]);
    cleanup();
    const short = show(6, { path: '/shop?search=po' });
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(lists(short.fetch.calls)[0]?.grid.filters).toEqual([]);
  });

  it('adds a product to the cart and says so, with a way to the checkout', async () => {
    const { root } = show(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Product 2' }));
    const toast = await screen.findByText('Added to cart. Items in cart: 1');
    expect(root.cart.products.map((line) => [line.product.id, line.units])).toEqual([[2, 1]]);
    expect(
      within(toast.closest('[role="status"]') ?? document.body)
        .getByRole('link', { name: 'Checkout' })
        .getAttribute('href'),
    ).toBe('/checkout');
  });

  it('says so when nothing matches', async () => {
    show(0);
    expect(await screen.findByText('No products match your search')).toBeTruthy();
  });
});

describe('the clean shop /taykus-shop', () => {
  it('has no search, sort, type filter or Popular list, and an add goes straight to its checkout', async () => {
    const { root } = show(3, { clean: true });
    await screen.findAllByRole('article');
    expect(screen.queryByLabelText('Search products')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByLabelText('Product type')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Best seller' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Product 1' }));
    expect(await screen.findByRole('heading', { name: 'Clean checkout' })).toBeTruthy();
    expect(root.cart.count).toBe(1);
  });
});
