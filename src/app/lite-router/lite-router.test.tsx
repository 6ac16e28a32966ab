import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { matchPath as realMatchPath, matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import routesJson from '../../../manifest/routes.json';
import { bestRoute, matchPath } from './match';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './react-router-dom';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const patterns = [...routesJson.routes.map((route) => route.path), '*'];

/** Addresses for every route: params filled, optional ones left out, a trailing slash, other letter case, one segment more. */
function addresses(): string[] {
  const filled = patterns.flatMap((pattern) => {
    const full = pattern.replace(/:[a-zA-Z]+\??/g, '7').replace('*', 'x/y');
    const withoutOptional = pattern.replace(/\/:[a-zA-Z]+\?/g, '');
    return [full, withoutOptional, `${full}/`, full.toUpperCase(), `${full}/extra`, pattern.replace(/:[a-zA-Z]+\??/g, 'a%20b')];
  });
  return [...new Set([...filled, '/', '/nowhere', '//shop', '/shop/1/2'])].map((address) => (address.startsWith('/') ? address : `/${address}`));
}

describe("the build's router", () => {
  it("picks the route react-router picks for every manifest route's addresses, with the same params", () => {
    const real = patterns.map((path) => ({ path }));
    for (const address of addresses()) {
      const expected = matchRoutes(real, address)?.[0];
      const actual = bestRoute(patterns, address);
      expect(patterns[actual.index], address).toBe(expected?.route.path);
      expect(actual.params, address).toEqual(expected?.params ?? {});
    }
  });

  it('matches paths as matchPath does', () => {
    for (const address of addresses()) {
      for (const pattern of patterns.slice(0, -1)) {
        expect(matchPath(pattern, address)?.params ?? null, `${pattern} ${address}`).toEqual(realMatchPath(pattern, address)?.params ?? null);
      }
    }
  });

  function Page({ name }: { name: string }) {
    const params = useParams();
    const location = useLocation();
    const [search, setSearch] = useSearchParams();
    const navigate = useNavigate();
    return (
      <main>
        <h1>{`${name} ${JSON.stringify(params)} ${location.pathname}${location.search}`}</h1>
        <p>{`q=${search.get('q') ?? ''}`}</p>
        <Link to="/shop/8">Product 8</Link>
        <NavLink to="/shop" end className="menu-link">
          Shop
        </NavLink>
        <button onClick={() => setSearch({ q: 'padel' }, { replace: true })}>Search</button>
        <button onClick={() => navigate('/post/3', { state: { notice: 'hi' } })}>Post</button>
      </main>
    );
  }

  function App() {
    return (
      <BrowserRouter>
        <Routes>
          <Route path="/shop" element={<Page name="shop" />} />
          <Route path="/shop/:id" element={<Page name="product" />} />
          <Route path="/post/:id" element={<Page name="post" />} />
          <Route path="/old" element={<Navigate to="/shop" replace />} />
          <Route path="*" element={<Page name="not found" />} />
        </Routes>
      </BrowserRouter>
    );
  }

  it('follows links, navigations and search changes through the History API, keeping the state in react-router’s shape', () => {
    window.history.replaceState(null, '', '/shop');
    render(<App />);
    expect(screen.getByRole('heading').textContent).toBe('shop {} /shop');
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop.className).toBe('menu-link active');
    expect(shop.getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Product 8' }));
    expect(screen.getByRole('heading').textContent).toBe('product {"id":"8"} /shop/8');
    expect(window.location.pathname).toBe('/shop/8');
    expect(screen.getByRole('link', { name: 'Shop' }).className).toBe('menu-link');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.search).toBe('?q=padel');
    expect(screen.getByText('q=padel')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('heading').textContent).toBe('post {"id":"3"} /post/3');
    expect(window.history.state).toMatchObject({ usr: { notice: 'hi' } });
    expect(typeof (window.history.state as { key: string }).key).toBe('string');

    act(() => {
      window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/somewhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading').textContent).toBe('not found {"*":"somewhere"} /somewhere');
  });

  it('leaves modified clicks to the browser and lets <Navigate> replace the address', () => {
    window.history.replaceState(null, '', '/old');
    render(<App />);
    expect(window.location.pathname).toBe('/shop');
    fireEvent.click(screen.getByRole('link', { name: 'Product 8' }), { ctrlKey: true });
    expect(window.location.pathname).toBe('/shop');
  });
});
