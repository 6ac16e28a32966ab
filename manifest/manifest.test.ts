import { describe, expect, it } from 'vitest';
import { manifestFiles, readManifest } from './manifest-files';
import { baseShellManifest } from '../src/engine/manifest';
import { buildShellManifest } from '../src/engine/club-manifest';
import type { ClubOverride, FormFile, PageFile } from '../src/generated/schemas/manifest';
import { mergeOverride } from '../src/engine/merge';
import { formIdsOf } from '../src/engine/page-loader';
import { createManifestCheck, type ManifestDefinition } from '../tests/support/manifest-schema-validation';

function definitionFor(file: string): ManifestDefinition {
  const single: Record<string, ManifestDefinition> = {
    'routes.json': 'routesFile',
    'layouts.json': 'layoutsFile',
    'header.json': 'headerFile',
    'footer.json': 'footerFile',
    'home.json': 'homeFile',
  };
  const byName = single[file];
  if (byName) return byName;
  if (file.startsWith('pages/')) return 'pageFile';
  if (file.startsWith('forms/')) return 'formFile';
  if (file.startsWith('clubs/')) return 'clubOverride';
  throw new Error(`${file}: no schema definition for this file; add one to the schema and to this map`);
}

function idOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const check = createManifestCheck();
const files = manifestFiles;
const pageFiles = files.filter((file) => file.startsWith('pages/'));
const formFiles = files.filter((file) => file.startsWith('forms/'));
const clubFiles = files.filter((file) => file.startsWith('clubs/'));

describe('manifest files', () => {
  it.each(files)('%s follows schemas/manifest.schema.json', (file) => {
    expect(check(definitionFor(file), file, readManifest(file))).toEqual([]);
  });

  // The message keys, widgets, sources and other names each file uses: manifest-names.test.ts.

  it('declares each route path once', () => {
    const paths = baseShellManifest.routes.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('routes every screen of doc 1 §2.2 and the payment result pages', () => {
    const paths = baseShellManifest.routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/changePass',
        '/customer/reset-password/:token',
        '/passReset/ok/',
        '/customer/activate/:token',
        '/auto-login',
        '/link-account',
        '/account',
        '/customer-vouchers',
        '/customer-comms',
        '/customer-comms/emails/:id',
        '/customer-orders',
        '/customer-orders/:id',
        '/debts',
        '/customer-fees',
        '/trainings',
        '/trainings/:id',
        '/levels',
        '/levels/link-to-provider/:provider',
        '/locations',
        '/publictickets/:token',
        '/publicinvoices/:token',
        '/404-page.html',
        '/cz/ok',
        '/cz/ko',
      ]),
    );
  });

  it('gives the auto-login screen the clean layout and the ticket page the secure one', () => {
    const byPath = new Map(baseShellManifest.routes.map((route) => [route.path, route]));
    expect(byPath.get('/auto-login')).toMatchObject({ access: 'public', layout: 'clean' });
    expect(byPath.get('/publictickets/:token')).toMatchObject({ access: 'public', layout: 'secure' });
    expect(byPath.get('/account')).toMatchObject({ access: 'login' });
  });

  it('lists the 16 home sections of doc 3 §2.10 in order', () => {
    expect(baseShellManifest.home.sections.map((section) => section.id)).toEqual([
      'heroSlider',
      'bookingTypes',
      'matches',
      'memberships',
      'schoolPrograms',
      'activities',
      'trendingProducts',
      'vouchers',
      'eventBookings',
      'boardBanners',
      'callToAction',
      'gallery',
      'testimonials',
      'team',
      'lastPosts',
      'sponsors',
    ]);
  });

  it.each(pageFiles)('%s is reached by a route and uses existing forms', (file) => {
    const pageId = idOf(file);
    expect(baseShellManifest.routes.some((route) => route.page === pageId)).toBe(true);
    const formIds = new Set(formFiles.map(idOf));
    const missing = formIdsOf(readManifest<PageFile>(file).body).filter((id) => !formIds.has(id));
    expect(missing).toEqual([]);
  });
});

describe.each(clubFiles)('club override %s', (file) => {
  const override = readManifest<ClubOverride>(file);
  const merged = buildShellManifest(baseShellManifest, override);

  it('still follows the schema after merging', () => {
    expect([
      ...check('routesFile', `${file} → routes`, { routes: merged.routes }),
      ...check('layoutsFile', `${file} → layouts`, { layouts: merged.layouts }),
      ...check('headerFile', `${file} → header`, merged.header),
      ...check('footerFile', `${file} → footer`, merged.footer),
      ...check('homeFile', `${file} → home`, merged.home),
      ...Object.entries(override.forms ?? {}).flatMap(([formId, formOverride]) =>
        check('formFile', `${file} → forms/${formId}`, mergeOverride(readManifest<FormFile>(`forms/${formId}.json`), formOverride)),
      ),
    ]).toEqual([]);
  });

  it('orders only sections that exist', () => {
    // The base's sections and those the club's file adds.
    const ids = new Set(merged.home.sections.map((section) => section.id));
    expect((override.home?.order?.sections ?? []).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the example-no-shop club', () => {
  const merged = buildShellManifest(baseShellManifest, readManifest<ClubOverride>('clubs/example-no-shop.json'));

  it('hides the shop in the header and the mobile footer', () => {
    expect(merged.header.entries.map((entry) => entry.id)).not.toContain('shop');
    expect(merged.header.entries.map((entry) => entry.id)).not.toContain('cart');
    expect(merged.footer.mobile.map((entry) => entry.id)).not.toContain('shop');
    expect(merged.header.entries.map((entry) => entry.id)).toContain('bookings');
  });

  it('drops the trending products and puts matches first on the home page', () => {
    const ids = merged.home.sections.map((section) => section.id);
    expect(ids).not.toContain('trendingProducts');
    expect(ids.slice(0, 4)).toEqual(['matches', 'bookingTypes', 'heroSlider', 'memberships']);
    expect(ids).toHaveLength(15);
    expect(merged.home.sections[0]?.options).toEqual({ maxItems: 8, maxPlayers: 4 });
  });

  it('drops the marketing consent from the register form', () => {
    const override = readManifest<ClubOverride>('clubs/example-no-shop.json');
    const form = mergeOverride(readManifest<FormFile>('forms/register.json'), override.forms?.register);
    expect(form.fields.map((field) => field.name)).toEqual(['name', 'surname', 'email', 'phone', 'password', 'acceptConditions']);
  });

  it("changes only the demo club's menus and home: its routes, layouts, pages and forms stay the product's", () => {
    const demo = buildShellManifest(baseShellManifest, readManifest<ClubOverride>('clubs/default.json'));
    expect({ ...demo, header: baseShellManifest.header, footer: baseShellManifest.footer, home: baseShellManifest.home }).toEqual(baseShellManifest);
  });
});
