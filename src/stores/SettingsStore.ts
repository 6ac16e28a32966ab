import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_FORMAT_OPTIONS, type FormatOptions } from '../engine/format-value';
import type { RelatedClub, SiteSettings } from './ports';
import type { RootStore } from './RootStore';

/** The page title when the club sets no name. */
export const PRODUCT_NAME = 'Club Portal';
export const SETTINGS_FAILURE_PATH = '/404-page.html';

export type SettingsStatus = 'idle' | 'loading' | 'ready' | 'failed';

function joinUrl(base: string, file: string): string {
  if (/^(https?:)?\/\//.test(file) || file.startsWith('data:')) return file;
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

export class SettingsStore {
  settings: SiteSettings | null = null;
  status: SettingsStatus = 'idle';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SettingsStore, 'root'>(this, { root: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const settings = await this.root.api.loadMainSettings();
      runInAction(() => {
        this.settings = settings;
        this.status = 'ready';
      });
    } catch (error) {
      console.error('Not settings defined!', error);
      runInAction(() => {
        this.status = 'failed';
      });
      this.root.navigate(SETTINGS_FAILURE_PATH);
    }
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

  get formatOptions(): FormatOptions {
    const settings = this.settings ?? {};
    return {
      timeZone: settings.TimeZone || undefined,
      dateFormat: settings.DateFormat || DEFAULT_FORMAT_OPTIONS.dateFormat,
      currencySymbol: settings.CurrencySymbol ?? DEFAULT_FORMAT_OPTIONS.currencySymbol,
      decimalSeparator: settings.DecimalSeparator || DEFAULT_FORMAT_OPTIONS.decimalSeparator,
    };
  }
}
