import { describe, expect, it, vi } from 'vitest';
import { baseShellManifest, buildShellManifest, fetchServedOverride, SERVED_OVERRIDE_URL } from './manifest';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("the club's manifest served at run time", () => {
  it('applies the file the server serves: a section the club hid is not on the home page', async () => {
    const fetcher = vi.fn(() => answer(200, { override: { home: { sections: [{ id: 'trendingProducts', hidden: true }] } } }));
    const served = await fetchServedOverride(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(SERVED_OVERRIDE_URL, expect.anything());
    const sections = buildShellManifest(baseShellManifest, served ?? {}).home.sections.map((section) => section.id);
    expect(sections).not.toContain('trendingProducts');
    expect(sections.length).toBe(baseShellManifest.home.sections.length - 1);
  });

  it('falls back to the built file when the server has none, answers an error or cannot be reached', async () => {
    expect(await fetchServedOverride((() => answer(200, { override: null })) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => answer(404, {})) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => Promise.resolve(new Response('<!doctype html>', { status: 200 }))) as unknown as typeof fetch)).toBeNull();
  });
});
