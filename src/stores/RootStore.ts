import type { ApiClient } from '../api/client';
import type { ConditionContext } from './condition-context';
import { CartSummaryStore } from './CartSummaryStore';
import { CatalogStore } from './CatalogStore';
import { LiveEvents, type LiveEventsOptions } from './live-events';
import type { ApiPort } from './ports';
import { QueryCache } from './QueryCache';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import type { HostStorage } from './storage';
import { UiStore } from './UiStore';

export interface RootStoreDeps {
  api: ApiPort;
  /** The typed client of the whole contract, for data sources and actions. */
  client: ApiClient;
  storage: HostStorage;
  /** Leaves the single-page app, e.g. for /404-page.html. */
  navigate(path: string): void;
  reload(): void;
  /** The server's render passes one that waits for answers in the render (QueryCache.waitsInRender). */
  queries?: QueryCache;
  /** The browser's visit: the club server's live event stream, which reloads what a change elsewhere makes stale. */
  live?: LiveEventsOptions;
}

/** Builds the domain stores and hands each of them itself, the API port and storage. */
export class RootStore {
  readonly api: ApiPort;
  readonly client: ApiClient;
  readonly storage: HostStorage;
  readonly ui: UiStore;
  readonly cart: CartSummaryStore;
  readonly catalog: CatalogStore;
  readonly settings: SettingsStore;
  readonly session: SessionStore;
  /** Every answer loaded for pages, widgets and stores, shared by key (see QueryCache). */
  readonly queries: QueryCache;
  /** The visit's one live event stream (issue 40), opened by start(); null where there is none (the server's render, tests). */
  readonly live: LiveEvents | null;
  private readonly deps: RootStoreDeps;

  constructor(deps: RootStoreDeps) {
    this.deps = deps;
    this.queries = deps.queries ?? new QueryCache();
    this.api = deps.api;
    this.client = deps.client;
    this.storage = deps.storage;
    this.storage.cleanupExpired();
    this.ui = new UiStore(this);
    this.cart = new CartSummaryStore(this);
    this.catalog = new CatalogStore(this);
    this.settings = new SettingsStore(this);
    this.session = new SessionStore(this);
    this.live = deps.live ? new LiveEvents(this.queries, deps.live) : null;
  }

  navigate(path: string): void {
    this.deps.navigate(path);
  }

  reload(): void {
    this.deps.reload();
  }

  /**
   * What the app needs before the first screen: settings, and any pending notice. With the
   * settings kept from the last visit the shell paints at once and they refresh in the background.
   */
  async start(): Promise<void> {
    this.ui.showPendingSystemUpdate();
    this.live?.start();
    const loading = this.settings.load();
    if (!this.settings.hasKeptSettings) await loading;
  }

  /**
   * Show-conditions' view of the stores at a location. Getters, not a snapshot: a condition
   * subscribes only to what it reads, so scrolling re-renders only scroll-dependent nodes.
   */
  conditionContextAt(path: string, search = ''): ConditionContext {
    // The stores are fixed for the root's life; the getters read their observable state when asked.
    const { settings, session, ui, catalog } = this;
    return {
      path,
      query: Object.fromEntries(new URLSearchParams(search)),
      get settings() {
        return settings.settings ?? {};
      },
      get loggedIn() {
        return session.loggedIn;
      },
      get staff() {
        return session.staff;
      },
      get viewportWidth() {
        return ui.viewportWidth;
      },
      get scrollY() {
        return ui.scrollY;
      },
      get bookingTypeConcepts() {
        return catalog.bookingTypeConcepts;
      },
      get counts() {
        return {
          relatedClubs: settings.relatedClubs.length,
          memberships: catalog.membershipCount,
          vouchers: catalog.voucherCount,
          children: session.children.length,
        };
      },
    };
  }
}
