import { describe, expect, it } from 'vitest';
import { baseShellManifest } from '../../engine/manifest';
import { buildShellManifest } from '../../engine/club-manifest';
import type { ClubOverride } from '../../generated/schemas/manifest';
import { draftOf, formDataOf, settingsCatalog } from './settings-form';

const start: ClubOverride = {
  header: { entries: [{ id: 'shop', hidden: true }] },
  pages: {},
};
const catalog = settingsCatalog(start);
const exists = () => true;

describe("the club's settings form", () => {
  it('lists every home section and menu entry, the hidden ones too, and reads which are shown', () => {
    expect(catalog.home.map((section) => section.id)).toContain('trendingProducts');
    expect(catalog.menu.map((entry) => entry.id)).toContain('shop');
    const form = formDataOf(start, {}, catalog);
    expect(form.menu.shop).toBe(false);
    expect(form.home.trendingProducts).toBe(true);
    expect(form.registration.phone).toBe('optional');
  });

  it('writes a hidden section, a new order, a text per language and a required field as changes by id, keeping the rest', () => {
    const form = formDataOf(start, { buttonsColor: '#112233' }, catalog);
    form.home.trendingProducts = false;
    form.homeOrder = ['matches', ...form.homeOrder.filter((id) => id !== 'matches')];
    form.texts['header#bookings'] = { 'en-US': 'Courts', 'es-ES': 'Pistas' };
    form.registration.phone = 'required';
    const { override, look } = draftOf(form, start, catalog, exists);
    expect(override.changes).toMatchObject({
      'home#trendingProducts': { hidden: true },
      home: { order: form.homeOrder },
      'header#bookings': { label: { 'en-US': 'Courts', 'es-ES': 'Pistas' } },
      'forms/register#phone': { props: { rules: [{ rule: 'required' }] } },
    });
    expect(override.pages).toEqual({});
    expect(look).toEqual({ buttonsColor: '#112233' });
    const shown = buildShellManifest(baseShellManifest, override);
    expect(shown.home.sections.map((section) => section.id)).not.toContain('trendingProducts');
    expect(shown.home.sections[0]!.id).toBe('matches');
  });

  it('shows again an entry the file hid, by removing its hiding rather than adding to it', () => {
    const form = formDataOf(start, {}, catalog);
    form.menu.shop = true;
    const { override } = draftOf(form, start, catalog, exists);
    expect(override.header?.entries).toEqual([{ id: 'shop' }]);
    expect(override.changes).toBeUndefined();
    expect(buildShellManifest(baseShellManifest, override).header.entries.map((entry) => entry.id)).toContain('shop');
  });

  it('leaves the file as it was when nothing changes', () => {
    const { override } = draftOf(formDataOf(start, {}, catalog), start, catalog, exists);
    expect(override).toEqual(start);
  });
});
