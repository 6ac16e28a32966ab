import { describe, expect, it, vi } from 'vitest';
import { STORAGE_VERSION_KEY } from './SessionStore';
import { PRODUCT_NAME } from './SettingsStore';
import { createMemoryStorage, createTestRoot } from '../../tests/support/test-root';
import { formatValue, type FormatOptions } from '../i18n/format-value';
import type { ValueFormat } from '../generated/schemas/manifest';

const formatValueWith = (options: FormatOptions) => (value: unknown, format: ValueFormat) => formatValue(value, format, options);

describe('SettingsStore', () => {
  it('paints a second visit at once from the settings kept at the first, then refreshes them', async () => {
    const backing = createMemoryStorage();
    await createTestRoot({ backing }).root.start();

    let answer!: (settings: { Title: string }) => void;
    const slow = new Promise<{ Title: string }>((resolve) => (answer = resolve));
    const { root } = createTestRoot({ backing, api: { loadMainSettings: () => slow } });
    await root.start();
    expect(root.settings.status).toBe('ready');
    expect(root.settings.pageTitle).toBe('Padel Club');
    answer({ Title: 'Padel Club Norte' });
    await vi.waitFor(() => expect(root.settings.pageTitle).toBe('Padel Club Norte'));
    expect(createTestRoot({ backing, api: { loadMainSettings: () => slow } }).root.settings.pageTitle).toBe('Padel Club Norte');
  });

  it('waits for the server when the kept settings belong to another storage version', async () => {
    const backing = createMemoryStorage();
    const first = createTestRoot({ backing }).root;
    first.storage.set(STORAGE_VERSION_KEY, 1);
    await first.start();
    first.storage.set(STORAGE_VERSION_KEY, 2);

    const { root } = createTestRoot({ backing, api: { loadMainSettings: () => new Promise(() => undefined) } });
    expect(root.settings.settings).toBeNull();
    let started = false;
    void root.start().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
  });

  it('loads the settings through the port', async () => {
    const { root } = createTestRoot();
    await root.settings.load();
    expect(root.settings.status).toBe('ready');
    expect(root.settings.pageTitle).toBe('Padel Club');
  });

  it('sends the browser to /404-page.html when the settings cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, navigate } = createTestRoot({ api: { loadMainSettings: () => Promise.reject(new Error('500')) } });
    await root.settings.load();
    expect(root.settings.status).toBe('failed');
    expect(navigate).toHaveBeenCalledWith('/404-page.html');
  });

  it('falls back to the product name for the page title', async () => {
    const { root } = createTestRoot({ api: { loadMainSettings: async () => ({ Title: '  ' }) } });
    await root.settings.load();
    expect(root.settings.pageTitle).toBe(PRODUCT_NAME);
  });

  it('derives the theme from the colours and font', async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ ButtonsColor: '#ff0000', FooterColor: '#222', FontFamily: 'Lato' }) },
    });
    await root.settings.load();
    expect(root.settings.themeVariables).toEqual({
      '--cz-buttons-color': '#ff0000',
      '--cz-footer-color': '#222',
      '--cz-font-family': 'Lato',
    });
  });

  it('builds logo and header image URLs under Uploads', async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ Uploads: 'https://cdn.club.test/uploads/', Mainlogo: '/logo.png', HeaderImage: 'header.jpg' }) },
    });
    expect(root.settings.logoUrl).toBeNull();
    await root.settings.load();
    expect(root.settings.logoUrl).toBe('https://cdn.club.test/uploads/logo.png');
    expect(root.settings.headerImageUrl).toBe('https://cdn.club.test/uploads/header.jpg');
    expect(root.settings.logoLink).toBe('/');
  });

  it("formats with the club's time zone, date format and currency", async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', DateFormat: 'M/d/yyyy', CurrencySymbol: '$', DecimalSeparator: '.' }) },
    });
    await root.settings.load();
    expect(root.settings.formatOptions).toEqual({
      timeZone: 'Europe/Madrid',
      dateFormat: 'M/d/yyyy',
      currencySymbol: '$',
      decimalSeparator: '.',
    });
  });

  it("writes numbers and dates in the club's FormatCulture, else its Culture, when it sets no DateFormat or separator", async () => {
    const formatsOf = async (settings: Record<string, string>) => {
      const { root } = createTestRoot({ api: { loadMainSettings: async () => settings } });
      await root.settings.load();
      return formatValueWith(root.settings.formatOptions);
    };
    const spanish = await formatsOf({ FormatCulture: 'es-ES', Culture: 'en-US' });
    expect([spanish(1234.5, 'money'), spanish('2024-11-22T12:00:00Z', 'date')]).toEqual(['1234,50 €', '22 Nov 2024']);
    const english = await formatsOf({ FormatCulture: 'en-US', Culture: 'es-ES' });
    expect([english(1234.5, 'money'), english('2024-11-22T12:00:00Z', 'date')]).toEqual(['1234.50 €', 'Nov 22, 2024']);
    const fromCulture = await formatsOf({ Culture: 'de-DE' });
    expect([fromCulture(7.25, 'decimal2'), fromCulture('2024-11-22T12:00:00Z', 'date')]).toEqual(['7,25', '22 Nov 2024']);
    // The club's own pattern (its order of day and month) and separator still win over its culture.
    const own = await formatsOf({ FormatCulture: 'es-ES', DateFormat: 'yyyy-MM-dd', DecimalSeparator: '.' });
    expect([own(1.5, 'decimal2'), own('2024-11-22T12:00:00Z', 'date')]).toEqual(['1.50', 'Nov 22, 2024']);
  });

  it('defaults to the en-US culture (doc 1 §1, doc 3 §9): a club without one, or with one nobody knows, reads Nov 22, 2024 and 12.50', async () => {
    for (const settings of [{}, { Culture: 'xx-YY' }]) {
      const { root } = createTestRoot({ api: { loadMainSettings: async () => settings } });
      await root.settings.load();
      const format = formatValueWith(root.settings.formatOptions);
      expect([format(12.5, 'money'), format('2024-11-22T12:00:00Z', 'date')]).toEqual(['12.50 €', 'Nov 22, 2024']);
    }
  });
});
