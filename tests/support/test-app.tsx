// Renders the whole portal (router, layouts, popups) over fake stores and a fake club server.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { baseShellManifest } from '../../src/engine/manifest';
import type { ShellManifest } from '../../src/engine/manifest';
import { createTestI18n } from './test-i18n';
import type { SiteSettings } from '../../src/stores/ports';
import { createTestRoot, loginRecord, type FakeOperations } from './test-root';
import { App } from '../../src/app/App';

/** What the header and footer load on every page, answered with empty lists (typed by the contract, checked against it). */
const SHELL_OPERATIONS: FakeOperations = {
  listBookingTypes: { ok: true, model: [{ id: 1, name: 'Padel', concept: 'Booking' }] },
  listMemberships: { ok: true, model: [] },
  listVouchers: { ok: true, model: [] },
  listVouchersByCustomer: { ok: true, model: [] },
  listRecentPosts: { ok: true, data: [] },
  listOpenFiles: { ok: true, data: [] },
  getCustomer: { id: 7, name: 'Ana', surname: 'García', children: [] },
};

const CLUB_SETTINGS: SiteSettings = { Title: 'Club Demo', RegisterOn: true, HasShop: true, Uploads: '/uploads/' };

export interface AppRenderOptions {
  path?: string;
  settings?: SiteSettings;
  /** The fake server's answers by operation (over the shell's), typed by the contract and checked against it. */
  operations?: FakeOperations;
  manifest?: ShellManifest;
  loggedIn?: boolean;
}

export async function renderApp(options: AppRenderOptions = {}) {
  const settings = options.settings ?? CLUB_SETTINGS;
  const test = createTestRoot({
    api: { loadMainSettings: async () => settings },
    operations: { ...SHELL_OPERATIONS, ...options.operations },
    portOverClient: true,
  });
  if (options.loggedIn) test.root.session.startSession(loginRecord());
  await test.root.start();
  window.history.pushState({}, '', options.path ?? '/');
  // Awaited: lazy pages suspend, and a synchronous act would hold back the first commit's effects.
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<App root={test.root} i18n={createTestI18n()} manifest={options.manifest ?? baseShellManifest} />);
  });
  return { ...test, ...(view as ReturnType<typeof render>) };
}

/**
 * For a page's test file: unmounts after each test and keeps the console quiet (the pages log the failures
 * the tests provoke on purpose); each test sees what the user sees, not the log.
 */
export function quietPageTests(): void {
  afterEach(cleanup);
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });
}
