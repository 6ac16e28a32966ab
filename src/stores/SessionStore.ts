import { makeAutoObservable, runInAction } from 'mobx';
import { CRASH, type Message } from '../i18n/message';
import type { Customer, CustomerSummary, LoginRecord, LoginRequest } from './ports';
import { query, type Query } from './QueryCache';
import type { RootStore } from './RootStore';

export const SESSION_RECORD_KEY = 'cc';
export const ACCESS_TOKEN_KEY = 'ctk';
export const STORAGE_VERSION_KEY = 'storageVersion';
/** The parent and children of a family account, kept while a child's profile is in use. */
export const FAMILY_KEY = 'family';
/** The spec does not give the session's lifetime; used only when the server's expiry is unreadable. */
const FALLBACK_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type LoginResult = { ok: true } | { ok: false; message: Message };

export class SessionStore {
  token: string | null = null;
  record: LoginRecord | null = null;
  /** The server's message when switching to a child profile fails; shown in red above the page. */
  impersonateError: string | null = null;
  /** The family of the parent who logged in (parent first), remembered across switches. */
  family: CustomerSummary[] = [];
  /**
   * True from a logout until the page reloads: the page must not react to the session it just lost (the route
   * guard would otherwise move to the previous page and open the login there, racing the reload).
   */
  leaving = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'root' | 'customerQuery'>(this, { root: false, customerQuery: false });
    this.syncFromStorage();
  }

  get loggedIn(): boolean {
    return this.token !== null;
  }

  /** The signed-in person is one of the club's staff (the login's role): the account menu offers the club's settings. */
  get staff(): boolean {
    return this.loggedIn && this.record?.staff === true;
  }

  get customerId(): number | null {
    return this.record?.id ?? null;
  }

  /** The logged-in customer (getCustomer), loaded while something shows it; a saved profile loads it again. */
  get customer(): Customer | null {
    const id = this.customerId;
    if (id === null) return null;
    const state = this.root.queries.current(this.customerQuery(id));
    return state.status === 'ready' ? state.data : null;
  }

  private customerQuery(id: number): Query<Customer> {
    return query(['getCustomer', id], async () => {
      const customer = await this.root.api.loadCustomer(id);
      this.rememberFamily(customer);
      return customer;
    });
  }

  get children(): CustomerSummary[] {
    return this.customer?.children ?? [];
  }

  /**
   * Who the family selector lists: the parent and every child, whichever of them is in use —
   * a child's own answer has no children, so the family kept from the parent's is used.
   */
  get familyProfiles(): CustomerSummary[] {
    const record = this.record;
    if (!record) return [];
    if (this.family.some((member) => member.id === record.id)) return this.family;
    const self = { id: record.id, name: record.name, surname: record.surname };
    return [self, ...this.children.filter((child) => child.id !== record.id)];
  }

  /** The family-account selector is disabled without children. */
  get canSwitchProfile(): boolean {
    return this.familyProfiles.length > 1;
  }

  /** The customer's picture under Uploads, shown in the mobile menu instead of the initials. */
  get avatarUrl(): string | null {
    return this.root.settings.uploadUrl(this.record?.logo);
  }

  /** Shown in the mobile menu when the customer has no avatar. */
  get initials(): string {
    const { name, surname } = this.record ?? {};
    return `${(name ?? '').trim().charAt(0)}${(surname ?? '').trim().charAt(0)}`.toUpperCase();
  }

  /** Whether the stored token is still there: it expires while the page stays open. */
  hasStoredToken(): boolean {
    return this.root.storage.get<string>(ACCESS_TOKEN_KEY) !== null;
  }

  /** Whether a session is kept in this browser, whether or not this page has read it yet. */
  private hasStoredSession(): boolean {
    return this.token !== null || this.root.storage.get<string>(ACCESS_TOKEN_KEY) !== null || this.root.storage.get<LoginRecord>(SESSION_RECORD_KEY) !== null;
  }

  /** Re-reads the stored session, e.g. before the route guard checks it: entries expire. */
  syncFromStorage(): void {
    this.token = this.root.storage.get<string>(ACCESS_TOKEN_KEY);
    this.record = this.token ? this.root.storage.get<LoginRecord>(SESSION_RECORD_KEY) : null;
    this.family = (this.token ? this.root.storage.get<CustomerSummary[]>(FAMILY_KEY) : null) ?? [];
  }

  async login(request: LoginRequest): Promise<LoginResult> {
    let reply;
    try {
      reply = await this.root.api.login(request);
    } catch (error) {
      console.error(error);
      return { ok: false, message: CRASH };
    }
    if (reply.ok) {
      this.forgetFamily();
      this.startSession(reply.model);
      return { ok: true };
    }
    const message: Message = reply.errorMsg ? { text: reply.errorMsg } : { key: 'auth.invalidCredentials' };
    if (reply.redirect && reply.errorMsg) {
      // The server wants this customer to set a new password first; the reset form says why.
      this.root.ui.setLoginMode('reset');
      this.root.ui.setLoginNotice(message);
    }
    return { ok: false, message };
  }

  startSession(record: LoginRecord): void {
    this.keep(record);
    this.root.queries.forget('getCustomer');
    this.impersonateError = null;
  }

  /** The same session under a new token, e.g. after a password change revoked every older one. */
  renewToken(token: string, expiry: string | null | undefined): void {
    if (this.record) this.keep({ ...this.record, token, expiry: expiry ?? this.record.expiry });
  }

  private keep(record: LoginRecord): void {
    const expiry = Date.parse(record.expiry ?? '');
    const expiresAt = Number.isFinite(expiry) && expiry > Date.now() ? expiry : Date.now() + FALLBACK_SESSION_TTL_MS;
    this.root.storage.setUntil(ACCESS_TOKEN_KEY, record.token, expiresAt);
    this.root.storage.setUntil(SESSION_RECORD_KEY, record, expiresAt);
    this.token = record.token;
    this.record = record;
  }

  private forgetFamily(): void {
    this.root.storage.remove(FAMILY_KEY);
    this.family = [];
  }

  /** A parent's answer lists the children: the family is kept for as long as the session. */
  private rememberFamily(customer: Customer): void {
    const children = customer.children ?? [];
    if (children.length === 0 || this.family.some((member) => member.id === customer.id)) return;
    const family = [{ id: customer.id, name: customer.name, surname: customer.surname }, ...children.map(({ id, name, surname }) => ({ id, name, surname }))];
    const expiry = Date.parse(this.record?.expiry ?? '');
    this.root.storage.setUntil(FAMILY_KEY, family, Number.isFinite(expiry) && expiry > Date.now() ? expiry : Date.now() + FALLBACK_SESSION_TTL_MS);
    this.family = family;
  }

  clearSession(): void {
    this.forgetFamily();
    this.root.storage.remove(ACCESS_TOKEN_KEY);
    this.root.storage.remove(SESSION_RECORD_KEY);
    this.token = null;
    this.record = null;
    this.root.queries.forget('getCustomer');
  }

  /** Logging out clears the cart, signs out and reloads (doc 1 §4). */
  logout(): void {
    this.leaving = true;
    this.root.cart.clear();
    this.clearSession();
    this.root.reload();
  }

  /** For the API middleware on HTTP 401: forget everything stored and ask to log in again. */
  handleUnauthorized(returnPath: string): void {
    this.root.storage.clear();
    // The cart lived in that storage too: the header must not keep showing it.
    this.root.cart.clear();
    this.clearSession();
    this.root.ui.openLogin(returnPath, 'login');
  }

  /**
   * For the API middleware, with each response's storage-version header. A change clears
   * the session; a new version above 0 also logs out, and the reload explains itself.
   */
  applyStorageVersion(version: number): void {
    const stored = this.root.storage.get<number>(STORAGE_VERSION_KEY);
    if (stored === version) return;
    this.root.storage.set(STORAGE_VERSION_KEY, version);
    // With nothing stored yet, only a session is older than this version: without one there is nothing to throw away.
    if (stored === null && !this.hasStoredSession()) return;
    this.clearSession();
    if (version > 0) {
      this.root.ui.rememberSystemUpdate();
      this.logout();
    }
  }

  /** Loads the customer now (the getter loads it while observed); a failure is logged only. */
  async loadCustomer(): Promise<void> {
    const id = this.customerId;
    if (id === null) return;
    try {
      await this.root.queries.fetch(this.customerQuery(id));
    } catch (error) {
      console.error(error);
    }
  }

  /** Switches to another profile of the family (a child, or back to the parent) and reloads; the current one: nothing. */
  async impersonate(childId: number): Promise<void> {
    const current = this.record;
    if (!current || childId === current.id || !this.familyProfiles.some((member) => member.id === childId)) return;
    let reply;
    try {
      reply = await this.root.api.impersonate(childId);
    } catch (error) {
      console.error(error);
      return;
    }
    if (!reply.ok || !reply.token) {
      runInAction(() => {
        this.impersonateError = reply.ok ? null : reply.errorMsg;
      });
      return;
    }
    const { id, name, surname, logo = null } = reply.customer;
    this.startSession({ id, name, surname, logo, token: reply.token, expiry: reply.expiry ?? current.expiry });
    this.root.reload();
  }
}
