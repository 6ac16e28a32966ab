import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../i18n/test-i18n';
import { RootStoreProvider } from '../stores/StoresContext';
import { createTestRoot } from '../stores/test-support';
import type { ResolvedPage } from './page-loader';
import { PageHost } from './PageHost';

// The page's load is held until the test lets it go; the page then takes a while to render, as a real page does on a
// busy phone (longer than one of React's 5 ms slices of concurrent work).
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock('./page-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./page-loader')>()),
  hasPage: async () => {
    await gate.opened;
    return true;
  },
  loadPage: async (id: string): Promise<ResolvedPage> => ({ id, page: { title: 'pages.levels', body: [] }, forms: {} }),
}));
vi.mock('./manifest', async (importOriginal) => ({ ...(await importOriginal<typeof import('./manifest')>()), loadClubOverride: async () => ({}) }));
vi.mock('./ManifestPage', () => ({
  ManifestPage: ({ resolved }: { resolved: ResolvedPage }) => {
    const until = performance.now() + 20;
    while (performance.now() < until) {
      // A page that takes 20 ms to render.
    }
    return <h1>{resolved.id}</h1>;
  },
}));

// Outside act(): React schedules its work as in the browser, on its scheduler's tasks, with promise callbacks
// (the page's load settling) running between them. Inside act() it renders every queued update in one go.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
let reactRoot: Root | null = null;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  reactRoot?.unmount();
  reactRoot = null;
  document.body.innerHTML = '';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const busy = { renders: 0, sawPage: false };

/**
 * A part of the screen that renders again and again, each render asked for by the last one's effect, until the
 * page's heading is on screen or `limit` renders have passed. The page's load is let go after its tenth render.
 */
function BusyShell({ limit }: { limit: number }) {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    busy.renders = renders;
    if (renders === 10) gate.open();
    if (document.querySelector('h1')) busy.sawPage = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stream of renders is what this part of the screen is for
    else if (renders < limit) setRenders(renders + 1);
  }, [renders, limit]);
  return null;
}

describe('PageHost while the rest of the screen keeps rendering', () => {
  it('shows the page once it has loaded, not only once the rest of the screen is quiet', async () => {
    const limit = 1000;
    const container = document.body.appendChild(document.createElement('div'));
    reactRoot = createRoot(container);
    reactRoot.render(
      <MemoryRouter>
        <RootStoreProvider value={createTestRoot().root}>
          <I18nextProvider i18n={createTestI18n()}>
            <BusyShell limit={limit} />
            <PageHost pageId="busy-page" />
          </I18nextProvider>
        </RootStoreProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'busy-page', level: 1 }, { timeout: 20_000 })).toBeTruthy();
    // React retries a boundary whose content has loaded on a retry lane, which never expires: behind a stream of
    // other renders it waits until they stop (here: the limit), and meanwhile <main> is an empty placeholder.
    expect(busy.sawPage).toBe(true);
    expect(busy.renders).toBeLessThan(50);
  }, 30_000);
});
