import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../../tests/support/test-root';
import { createApiPort } from './api-port';
import { siteSettingsFrom } from './site-settings';

const PASCAL_CASE = {
  Title: 'Club Demo',
  Phone: '+34 910 000 000',
  Coords: '40.4,-3.7',
  HasShop: true,
  RegisterOn: false,
  PriceWithTaxes: true,
  AccessControl: true,
  CurrencySymbol: '€',
  DecimalSeparator: ',',
  FormatCulture: 'es-ES',
  Mainlogo: 'Club/logo.svg',
  Uploads: '/uploads/',
  Gallery: [{ img: 'one.jpg' }],
  RelatedClubs: [{ id: 2, name: 'North', address: 'Calle 1', image: 'north.jpg', url: 'https://north.example' }],
  FollowUsDescription: 'Follow us',
};

const SHORT_KEYS = {
  name: 'Club Demo',
  phone: '+34 910 000 000',
  coords: '40.4,-3.7',
  hasShop: 'true',
  registerOn: 0,
  priceWithTaxes: 1,
  accessControl: true,
  currencySymbol: '€',
  decimalSeparator: ',',
  formatCulture: 'es-ES',
  mainlogo: 'Club/logo.svg',
  uploads: '/uploads/',
  gallery: ['one.jpg'],
  relatedClubs: [{ Id: 2, Name: 'North', Address: 'Calle 1', Image: 'north.jpg', Url: 'https://north.example' }],
  followUs: 'Follow us',
};

describe('site settings from either wire form (doc 1 §3: "also mapped from short keys")', () => {
  it('reads the short-key form as the PascalCase one', () => {
    expect(siteSettingsFrom(SHORT_KEYS)).toEqual(PASCAL_CASE);
    expect(siteSettingsFrom(PASCAL_CASE)).toEqual(PASCAL_CASE);
  });

  it('takes the title from Title or name; with neither the page title is the product name', async () => {
    expect(siteSettingsFrom({ title: 'Club Norte' }).Title).toBe('Club Norte');
    expect(siteSettingsFrom({ Title: 'Club Demo', name: 'Legacy' }).Title).toBe('Club Demo');
    expect(siteSettingsFrom({ Title: null, name: 'Legacy' }).Title).toBe('Legacy');
    const { root } = createTestRoot({ operations: { getMainSettings: Response.json({ ok: true, data: { phone: '1' } }) }, portOverClient: true });
    await root.settings.load();
    expect(root.settings.pageTitle).toBe('Club Portal');
  });

  it('lets the PascalCase value win over a short key, and leaves out what neither sets', () => {
    expect(siteSettingsFrom({ hasShop: false, HasShop: true, unknownKey: 'x' })).toEqual({ HasShop: true });
    expect(siteSettingsFrom(null)).toEqual({});
  });

  it('gives the stores the same settings from a server that answers short keys', async () => {
    // Short keys are the spec's shape, not this server's contract: a raw Response, which the contract check leaves alone.
    const { root } = createTestRoot({ operations: { getMainSettings: Response.json({ ok: true, data: SHORT_KEYS }) } });
    const settings = await createApiPort(root.client, 'https://club.example').loadMainSettings();
    expect(settings).toMatchObject({ Title: 'Club Demo', HasShop: true, RegisterOn: false, Uploads: 'https://club.example/uploads/' });
  });
});
