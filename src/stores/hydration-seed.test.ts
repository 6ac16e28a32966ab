// @vitest-environment jsdom
// The browser starts where the server's render started: it reads the inline JSON, starts with those answers
// (not loaded again) and hydrates only when its first render would match the server's HTML.
import { describe, expect, it, vi } from 'vitest';
import { canHydrate, readHydrationSeed, seedRoot, seedScript, type HydrationSeed } from './hydration-seed';
import { query, QueryCache } from './QueryCache';
import { ACCESS_TOKEN_KEY } from './SessionStore';
import { createTestRoot } from '../../tests/support/test-root';

const seed: HydrationSeed = {
  path: '/shop/1',
  language: 'en-US',
  viewportWidth: 390,
  settings: { Title: 'Club </script><script>alert(1)</script>' },
  clubOverride: null,
  answers: [{ key: ['getProduct', 1, null], data: { name: 'Racket' } }],
};

/** The page as the browser parses it: the seed's script element, found by id. */
function documentWith(html: string): Pick<Document, 'getElementById'> {
  const page = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return page;
}

describe('the hydration seed', () => {
  it('travels as JSON no answer can break out of, and reads back whole', () => {
    const script = seedScript(seed);
    expect(script).toMatch(/^<script type="application\/json" id="portal-seed">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readHydrationSeed(documentWith(script))).toEqual(seed);
    expect(readHydrationSeed(documentWith('<script type="application/json" id="portal-seed">{broken</script>'))).toBeNull();
    expect(readHydrationSeed(documentWith(''))).toBeNull();
  });

  it('carries the settings once: the main-settings answer is rebuilt from them, not loaded again', async () => {
    const script = seedScript({ ...seed, answers: [...seed.answers, { key: ['getMainSettings'], data: seed.settings }] });
    expect(script.split('alert(1)')).toHaveLength(2);
    const { root } = createTestRoot();
    seedRoot(root, readHydrationSeed(documentWith(script))!);
    const load = vi.fn(() => Promise.resolve({ Title: 'Loaded again' }));
    expect(await root.queries.fetch(query(['getMainSettings'], load))).toEqual(seed.settings);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the stores with its answers, settings and width: a viewer does not load them again', async () => {
    const { root } = createTestRoot();
    seedRoot(root, seed);
    expect(root.settings.settings?.Title).toBe(seed.settings.Title);
    expect(root.ui.viewportWidth).toBe(390);
    const load = vi.fn(() => Promise.resolve({ name: 'Loaded again' }));
    expect(await root.queries.fetch(query(['getProduct', 1, null], load))).toEqual({ name: 'Racket' });
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates only a signed-out visitor with an empty cart, at the same address, in the same language', () => {
    const { root } = createTestRoot();
    expect(canHydrate(root, seed, { path: '/shop/1', language: 'en-US' })).toBe(true);
    expect(canHydrate(root, seed, { path: '/shop/1', language: 'fr-FR' })).toBe(false);
    expect(canHydrate(root, seed, { path: '/shop/2', language: 'en-US' })).toBe(false);
    root.storage.set(ACCESS_TOKEN_KEY, 'token');
    expect(canHydrate(root, seed, { path: '/shop/1', language: 'en-US' })).toBe(false);
  });
});

describe('a QueryCache rendering on the server', () => {
  it('settles a query without rejecting and gives every answer it loaded, telling when one failed', async () => {
    const cache = new QueryCache(Date.now, { waitsInRender: true });
    await cache.settled(query(['getProduct', 1], () => Promise.resolve(1)));
    await cache.settled(query(['getProduct', 2], () => Promise.reject(new Error('down'))));
    expect(cache.answers()).toEqual({ answers: [{ key: ['getProduct', 1], data: 1 }], failed: true });
  });
});
