import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseShellManifest } from '../engine/manifest';
import * as pageLoader from '../engine/page-loader';
import { warmRoutePage } from './warm-route';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmRoutePage', () => {
  it("fetches a public route's page before the first render: the product page for /shop/1", async () => {
    const loadPage = vi.spyOn(pageLoader, 'loadPage');
    await warmRoutePage(baseShellManifest, '/shop/1');
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage.mock.calls[0]?.[0]).toBe(baseShellManifest.routes.find((route) => route.path === '/shop/:id')?.page);
  });

  it('leaves signed-in pages and unknown addresses alone', async () => {
    const loadPage = vi.spyOn(pageLoader, 'loadPage');
    await warmRoutePage(baseShellManifest, '/customer-orders');
    await warmRoutePage(baseShellManifest, '/no/such/page');
    expect(loadPage).not.toHaveBeenCalled();
  });
});
