import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, type FakeRequest } from '../../../tests/support/test-root';
import ShopSearch from '../ShopSearch/ShopSearch';

// Doc 3 §2.1: the frame's shop search runs from 3 characters, goes to /shop?search= or to /shop/{id};
// empty text clears its results.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function show() {
  const { root, fetch } = createTestRoot({
    operations: {
      listProducts: (request: FakeRequest) => ({
        ok: true,
        data: request.query.get('gridStatus')?.includes('pol')
          ? [
              { id: 12, name: 'Club Polo', grossPrice: 34.95 },
              { id: 13, name: 'Polo Junior', grossPrice: 24.95 },
            ]
          : [],
        totalCount: 2,
      }),
    },
  });
  renderWithEngine(
    <>
      <ShopSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { root, path: '/' },
  );
  return fetch;
}

const box = () => screen.getByRole('searchbox', { name: 'Search the shop' });
const searches = (calls: FakeRequest[]) => calls.filter((call) => call.path === '/api/shop/list');
const type = async (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(1000));
};
const where = () => screen.getByTestId('where').textContent;

describe("the frame's shop search", () => {
  it('does nothing under 3 characters: no search, and Enter stays on the page', async () => {
    vi.useFakeTimers();
    const fetch = show();
    await type('po');
    expect(searches(fetch.calls)).toEqual([]);
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/');
  });

  it('suggests up to 5 products from 3 characters, each going to /shop/{id}, and clears them with the text', async () => {
    vi.useFakeTimers();
    const fetch = show();
    await type('pol');
    const [call] = searches(fetch.calls);
    expect(call?.query.get('startRow')).toBe('0');
    expect(call?.query.get('endRow')).toBe('5');
    expect(JSON.parse(call!.query.get('gridStatus')!).filters).toEqual([{ fields: ['Name', 'Detail', 'Description'], operator: 'contains', value: 'pol' }]);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Club Polo' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Polo Junior' }).getAttribute('href')).toBe('/shop/13');
    await type('');
    expect(screen.queryByRole('link', { name: 'Club Polo' })).toBeNull();
    await type('pol');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Club Polo' })).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: 'Club Polo' }));
    expect(where()).toBe('/shop/12');
  });

  it('goes to /shop?search= on Enter with 3 characters or more', async () => {
    vi.useFakeTimers();
    show();
    await type('polo shirt');
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/shop?search=polo%20shirt');
    expect((box() as HTMLInputElement).value).toBe('');
  });
});
