// Content pages as manifests plus the content data sources, against a fake club server.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { SiteSettings } from '../../stores/ports';
import { createTestRoot, type FakeOperations } from '../../../tests/support/test-root';
import { PageHost } from '../PageHost';
import { renderWithEngine } from '../../../tests/support/test-render';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

async function showPage(path: string, pattern: string, pageId: string, routes: FakeOperations, settings: SiteSettings = {}) {
  const { root } = createTestRoot({ operations: routes, api: { loadMainSettings: async () => ({ Uploads: '/uploads', TimeZone: 'Europe/Madrid', ...settings }) } });
  await root.settings.load();
  renderWithEngine(
    <Routes>
      <Route path={pattern} element={<PageHost pageId={pageId} />} />
    </Routes>,
    { root, path },
  );
}

describe('content pages', () => {
  it('lists the related clubs of the settings with their image, address and site', async () => {
    await showPage(
      '/locations',
      '/locations',
      'locations',
      {},
      {
        RelatedClubs: [{ id: 2, name: 'Padel Club Norte', address: 'Calle Norte 1', image: 'Club/RelatedClubs/norte.svg', url: 'https://norte.example' }],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Padel Club Norte', level: 2 })).toBeTruthy();
    expect(screen.getByText('Calle Norte 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Padel Club Norte' }).getAttribute('href')).toBe('https://norte.example');
    // A compact card with a map link for the address (issue 24).
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Calle%20Norte%201');
  });

  it('says so when the club has no related clubs', async () => {
    await showPage('/locations', '/locations', 'locations', {});
    expect(await screen.findByText('No related clubs')).toBeTruthy();
  });

  it('shows a post with its date, author, sanitized text and the popular posts', async () => {
    await showPage('/post/3', '/post/:id', 'post', {
      getPost: {
        id: 3,
        title: 'New LED lighting',
        smalText: 'Brighter evenings',
        text: '<p>Even light<script>alert(1)</script></p>',
        created: '2024-03-05T10:00:00Z',
        name: 'Pablo Serrano',
        image: 'Posts/post-1.svg',
      },
      listRecentPosts: {
        ok: true,
        data: [
          { id: 3, title: 'New LED lighting', image: null },
          { id: 4, title: 'Bandeja tips', image: null },
          { id: 5, title: 'Summer camp', image: null },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'New LED lighting', level: 1 })).toBeTruthy();
    expect(screen.getByText('Mar 5, 2024 · Pablo Serrano')).toBeTruthy();
    expect(await screen.findByText('Even light')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    const popular = screen.getByRole('region', { name: 'Popular posts' });
    expect(within(popular).getByRole('link', { name: 'Bandeja tips' }).getAttribute('href')).toBe('/post/4');
    // Never the post being read (issue 24), and still two others.
    expect(within(popular).queryByRole('link', { name: 'New LED lighting' })).toBeNull();
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bandeja tips', 'Summer camp']);
  });

  it('shows the legal text of each legal page', async () => {
    await showPage('/privacy', '/privacy', 'legal-privacy', {
      getLegalSettings: { ok: true, data: { privacyPolicyFull: '<h2>Your data</h2><p>We keep it safe.</p>' } },
    });
    expect(await screen.findByText('We keep it safe.')).toBeTruthy();
  });

  it("puts the club's headings of a legal text under the page's h1, with no level skipped (issue 37 item 24)", async () => {
    await showPage('/privacy', '/privacy', 'legal-privacy', {
      getLegalSettings: {
        ok: true,
        data: { privacyPolicyFull: '<h2>Privacy policy</h2><p>Intro.</p><h3 id="basis">Legal basis</h3><p>Consent.</p><h4>Retention</h4><p>Two years.</p><h3>Your rights</h3>' },
      },
    });
    expect(await screen.findByText('Consent.')).toBeTruthy();
    const main = document.querySelector('.page-section')!;
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName}:${heading.textContent}`);
    // The text's own title repeats the page's and is left out; h3 reads h2 and h4 reads h3, in order.
    expect(levels).toEqual(['H1:Privacy policy', 'H2:Legal basis', 'H3:Retention', 'H2:Your rights']);
    expect(screen.getByRole('heading', { name: 'Legal basis', level: 2 }).id).toBe('basis');
  });

  it('only logs a legal-settings failure: the page keeps its title and shows no error (doc 3 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [path, pageId] of [
        ['/waiver', 'legal-waiver'],
        ['/generalConditions', 'legal-general-conditions'],
        ['/privacy', 'legal-privacy'],
        ['/cookies', 'legal-cookies'],
      ] as const) {
        await showPage(path, path, pageId, { getLegalSettings: Response.json({ ok: false, errorMsg: 'Down for maintenance' }, { status: 503 }) });
        expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
        await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load legalSettings', expect.anything()));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByText('Down for maintenance')).toBeNull();
        cleanup();
        logged.mockClear();
      }
    } finally {
      logged.mockRestore();
    }
  });
});
