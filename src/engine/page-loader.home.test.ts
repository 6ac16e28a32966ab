import { describe, expect, it, vi } from 'vitest';
import { hasPage, loadPage } from './page-loader';

// The index of every page, as if it could not be fetched: home must not need it.
vi.mock('./page-index', () => {
  throw new Error('the page index was fetched');
});

describe("home's page", () => {
  it('loads with the entry, without the index of every page', async () => {
    expect(await hasPage('home')).toBe(true);
    const resolved = await loadPage('home', { pages: { home: { title: 'pages.shop' } } });
    expect(resolved.page.title).toBe('pages.shop');
    expect(resolved.page.body.map((node) => node.type)).toEqual(['homeSections']);
  });
});
