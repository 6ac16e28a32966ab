import { makeAutoObservable } from 'mobx';
import { MOBILE_BREAKPOINT_PX } from '../domain/breakpoints';
import { LANGUAGE_STORAGE_KEY, type Language } from '../i18n/languages';
import type { Message } from '../i18n/message';
import type { RootStore } from './RootStore';

export type LoginMode = 'login' | 'register' | 'reset' | 'sent';

const MOBILE_FOOTER_BREAKPOINT_PX = 500;
const SYSTEM_UPDATED_KEY = 'systemUpdated';
/** Kept across the reload after deleting the account, so the next page can say goodbye. */
export const FAREWELL_KEY = 'accountDeleted';

export class UiStore {
  /** Shown in the global error popup; `text` messages are HTML from the server. */
  globalError: Message | null = null;
  loginOpen = false;
  /** Remembered between openings; closing the popup resets it to login. */
  loginMode: LoginMode = 'login';
  loginReturnPath: string | null = null;
  /** Why the popup opened in its current mode, e.g. the server asking for a new password. */
  loginNotice: Message | null = null;
  viewportWidth: number;
  scrollY = 0;
  /** Set once the first page has rendered; the footer waits for it (it would load below-the-fold widgets early). */
  pageShown = false;
  /** The account was just deleted: the home page says goodbye once. */
  farewell = false;

  constructor(private readonly root: RootStore) {
    this.viewportWidth = typeof window === 'undefined' ? 1024 : window.innerWidth;
    if (root.storage.get<boolean>(FAREWELL_KEY)) {
      this.farewell = true;
      root.storage.remove(FAREWELL_KEY);
    }
    makeAutoObservable<UiStore, 'root'>(this, { root: false });
  }

  get isMobile(): boolean {
    return this.viewportWidth < MOBILE_BREAKPOINT_PX;
  }

  get isMobileFooter(): boolean {
    return this.viewportWidth < MOBILE_FOOTER_BREAKPOINT_PX;
  }

  dismissFarewell(): void {
    this.farewell = false;
  }

  showError(message: Message): void {
    this.globalError = message;
  }

  dismissError(): void {
    this.globalError = null;
  }

  openLogin(returnPath: string | null = null, mode: LoginMode = this.loginMode): void {
    this.loginOpen = true;
    this.loginMode = mode;
    this.loginReturnPath = returnPath;
  }

  setLoginMode(mode: LoginMode): void {
    this.loginMode = mode;
    this.loginNotice = null;
  }

  setLoginNotice(message: Message | null): void {
    this.loginNotice = message;
  }

  closeLogin(): void {
    this.loginOpen = false;
    this.loginMode = 'login';
    this.loginReturnPath = null;
    this.loginNotice = null;
  }

  setViewportWidth(width: number): void {
    this.viewportWidth = width;
  }

  setScrollY(y: number): void {
    this.scrollY = y;
  }

  markPageShown(): void {
    this.pageShown = true;
  }

  /** The language selector's choice is kept for next visits and applied by reloading. */
  chooseLanguage(language: Language): void {
    this.root.storage.set(LANGUAGE_STORAGE_KEY, language);
    this.root.reload();
  }

  /** Called before a forced reload so the next page load can say why it happened. */
  rememberSystemUpdate(): void {
    this.root.storage.set(SYSTEM_UPDATED_KEY, true);
  }

  showPendingSystemUpdate(): void {
    if (this.root.storage.get<boolean>(SYSTEM_UPDATED_KEY)) {
      this.root.storage.remove(SYSTEM_UPDATED_KEY);
      this.showError({ key: 'errors.systemUpdated' });
    }
  }
}
