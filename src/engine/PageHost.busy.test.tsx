import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../tests/support/test-i18n';
import { RootStoreProvider } from '../stores/StoresContext';
import { createTestRoot } from '../../tests/support/test-root';
import type { ResolvedPage } from './page-loader';
import { PageHost } from './PageHost';
import { busy, BusyShell, renderWithBrowserScheduling, installSpendableClock } from '../../tests/support/busy-screen';

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
vi.mock('./ManifestPage', async () => {
  const { spend: spendMs } = await import('../../tests/support/busy-screen');
  return {
    ManifestPage: ({ resolved }: { resolved: ResolvedPage }) => {
      spendMs(20);
      return <h1>{resolved.id}</h1>;
    },
  };
});

const render = renderWithBrowserScheduling();
installSpendableClock();

describe('PageHost while the rest of the screen keeps rendering', () => {
  it('shows the page once it has loaded, not only once the rest of the screen is quiet', async () => {
    const limit = 1000;
    render(
      <MemoryRouter>
        <RootStoreProvider value={createTestRoot().root}>
          <I18nextProvider i18n={createTestI18n()}>
            <BusyShell limit={limit} awaited="h1" onTenth={gate.open} />
            <PageHost pageId="busy-page" />
          </I18nextProvider>
        </RootStoreProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'busy-page', level: 1 }, { timeout: 20_000 })).toBeTruthy();
    // React retries a boundary whose content has loaded on a retry lane, which never expires: behind a stream of
    // other renders it waits until they stop (here: the limit), and meanwhile <main> is an empty placeholder.
    expect(busy.sawAwaited).toBe(true);
    expect(busy.renders).toBeLessThan(50);
  }, 30_000);
});
