import { makeAutoObservable, runInAction } from 'mobx';
import { query, type Query } from './QueryCache';
import { DEFAULT_CURRENCY_SYMBOL, type FormatOptions } from '../i18n/format-value';
import type { RelatedClub, SiteSettings } from './ports';
import type { RootStore } from './RootStore';
import { STORAGE_VERSION_KEY } from './SessionStore';
import { resizedSrcSet } from '../domain/resized-images';
import { cultureFormats, DEFAULT_CULTURE } from '../i18n/culture';

/** The page title when the club sets no name. */
export const PRODUCT_NAME = 'Club Portal';
const SETTINGS_FAILURE_PATH = '/404-page.html';

export type SettingsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The last settings the server sent, so a later visit paints at once (refreshed in the background). */
const KEPT_SETTINGS_KEY = 'settings';
/** Kept settings older than this are not shown: a club rarely leaves its portal unvisited that long. */
const KEPT_SETTINGS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Settings as kept, with the storage version they were kept under: another version means they are gone. */
interface KeptSettings {
  storageVersion: number | null;
  settings: SiteSettings;
}

function joinUrl(base: string, file: string): string {
  if (/^(https?:)?\/\//.test(file) || file.startsWith('data:')) return file;
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

export class SettingsStore {
  /** The settings kept at the last visit or inlined by the server's render: shown until the main-settings query answers. */
  private initial: SiteSettings | null = null;
  private asked = false;
  private failed = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SettingsStore, 'root' | 'mainSettings'>(this, { root: false, mainSettings: false });
    const kept = root.storage.get<KeptSettings>(KEPT_SETTINGS_KEY);
    // The storage-version rule covers the kept settings too: kept under another version, they are not used.
    if (kept && kept.storageVersion === this.storageVersion()) this.initial = kept.settings;
  }

  /** The main settings as a query (getMainSettings), kept in storage with each answer for the next visit's first paint. */
  private mainSettings(): Query<SiteSettings> {
    return query(['getMainSettings'], async () => {
      const settings = await this.root.api.loadMainSettings();
      // Kept under the version this very answer may just have set.
      const kept: KeptSettings = { storageVersion: this.storageVersion(), settings };
      this.root.storage.set(KEPT_SETTINGS_KEY, kept, KEPT_SETTINGS_TTL_MS);
      return settings;
    });
  }

  /** The club's settings: the query's answer (refreshed on focus, reconnect or a write), else the kept or inlined ones. */
  get settings(): SiteSettings | null {
    const state = this.root.queries.current(this.mainSettings());
    return state.status === 'ready' ? state.data : this.initial;
  }

  get status(): SettingsStatus {
    if (this.failed) return 'failed';
    if (this.settings !== null) return 'ready';
    return this.asked ? 'loading' : 'idle';
  }

  /** Whether the shell can paint now, from the settings kept at the last visit. */
  get hasKeptSettings(): boolean {
    return this.settings !== null;
  }

  /** Starts with the settings the server's render used (inlined in the page), so the first render matches its HTML. */
  seed(settings: SiteSettings): void {
    this.initial = settings;
  }

  async load(): Promise<void> {
    this.asked = true;
    try {
      await this.root.queries.fetch(this.mainSettings());
      runInAction(() => {
        this.failed = false;
      });
    } catch (error) {
      console.error('Not settings defined!', error);
      runInAction(() => {
        this.failed = true;
      });
      this.root.navigate(SETTINGS_FAILURE_PATH);
    }
  }

  private storageVersion(): number | null {
    return this.root.storage.get<number>(STORAGE_VERSION_KEY);
  }

  /** CSS custom properties the layout sets on the document root. */
  get themeVariables(): Record<string, string> {
    const variables: Record<string, string> = {};
    const { ButtonsColor, FooterColor, FontFamily } = this.settings ?? {};
    if (ButtonsColor) variables['--cz-buttons-color'] = ButtonsColor;
    if (FooterColor) variables['--cz-footer-color'] = FooterColor;
    if (FontFamily) variables['--cz-font-family'] = FontFamily;
    return variables;
  }

  /** A file under the club's Uploads path; null without a file. */
  uploadUrl(file: string | null | undefined): string | null {
    if (!file) return null;
    return joinUrl(this.settings?.Uploads ?? '/uploads', file);
  }

  /** The srcset of an upload's resized copies (`/images/{width}/…`), or null when the server has none for it. */
  uploadSrcSet(file: string | null | undefined): string | null {
    if (!file) return null;
    return resizedSrcSet(this.settings?.Uploads ?? '/uploads', file);
  }

  get logoUrl(): string | null {
    return this.uploadUrl(this.settings?.Mainlogo);
  }

  get headerImageUrl(): string | null {
    return this.uploadUrl(this.settings?.HeaderImage);
  }

  /** Where the header logo links to: the configured UrlLogo, else home. */
  get logoLink(): string {
    return this.settings?.UrlLogo || '/';
  }

  get pageTitle(): string {
    return this.settings?.Title?.trim() || PRODUCT_NAME;
  }

  get relatedClubs(): RelatedClub[] {
    return this.settings?.RelatedClubs ?? [];
  }

  /** The culture numbers and dates are written in: FormatCulture, else Culture, else en-US (doc 1 §1). */
  get formatCulture(): string {
    return this.settings?.FormatCulture?.trim() || this.settings?.Culture?.trim() || DEFAULT_CULTURE;
  }

  /** The club's own DateFormat and DecimalSeparator win; what they leave out follows the club's culture. */
  get formatOptions(): FormatOptions {
    const settings = this.settings ?? {};
    const culture = cultureFormats(this.formatCulture);
    return {
      timeZone: settings.TimeZone || undefined,
      dateFormat: settings.DateFormat || culture.dateFormat,
      currencySymbol: settings.CurrencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
      decimalSeparator: settings.DecimalSeparator || culture.decimalSeparator,
    };
  }
}
