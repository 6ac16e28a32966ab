import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../i18n/test-i18n';
import { RootStoreProvider } from '../stores/StoresContext';
import { createTestRoot } from '../stores/test-support';
import { EngineProvider } from './EngineContext';
import type { PageFile } from '../generated/schemas/manifest';
import vouchersPage from '../../manifest/pages/customer-vouchers.json';
import { PageHost } from './PageHost';

// The page's load is held until the test lets it go, and then settles in a few microtasks: what the browser does
// when the page's chunks arrive while the rest of the screen is still busy. (Dynamic imports here would wait for
// the busy renders themselves.)
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
  loadPage: async (id: string) => ({ id, page: vouchersPage as PageFile, forms: {} }),
}));
vi.mock('./manifest', async (importOriginal) => ({ ...(await importOriginal<typeof import('./manifest')>()), loadClubOverride: async () => ({}) }));
vi.mock('./data-sources', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./data-sources')>()),
  loadDataSources: async () => ({}),
  loadSourceReads: async () => ({}),
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

/** How far the busy part of the screen got, and whether it saw the page's heading before it gave up. */
interface Busy {
  renders: number;
  sawPage: boolean;
}

const busy: Busy = { renders: 0, sawPage: false };

/**
 * A part of the screen that renders again and again (as the header does while its stores fill in), each render
 * asked for by the last one's effect, until the page's heading is on screen or `limit` renders have passed. The
 * page's load is let go after its tenth render.
 */
function BusyShell({ limit }: { limit: number }) {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    busy.renders = renders;
    if (renders === 10) gate.open();
    if (document.querySelector('h1')) busy.sawPage = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cascade of renders is what this part of the screen is for
    else if (renders < limit) setRenders(renders + 1);
  }, [renders, limit]);
  return null;
}

describe('PageHost while the rest of the screen keeps rendering', () => {
  it('shows the page as soon as it has loaded, not once the rest of the screen is quiet', async () => {
    const limit = 3000;
    const container = document.body.appendChild(document.createElement('div'));
    reactRoot = createRoot(container);
    reactRoot.render(
      <MemoryRouter>
        <RootStoreProvider value={createTestRoot().root}>
          <I18nextProvider i18n={createTestI18n()}>
            <EngineProvider sources={{ customerVouchers: async () => ({ active: [] }) }}>
              <BusyShell limit={limit} />
              <PageHost pageId="customer-vouchers" />
            </EngineProvider>
          </I18nextProvider>
        </RootStoreProvider>
      </MemoryRouter>,
    );
    // React retries a page that waited for its chunks on a retry lane, which never expires: behind a steady stream
    // of other renders it waits until they stop, and meanwhile <main> is an empty placeholder.
    expect(await screen.findByRole('heading', { name: 'Active Vouchers', level: 1 }, { timeout: 20_000 })).toBeTruthy();
    expect(busy.sawPage).toBe(true);
    expect(busy.renders).toBeLessThan(limit);
  }, 30_000);
});
