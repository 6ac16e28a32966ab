import { describe, expect, it } from 'vitest';
import { manifestBase } from '../generated/manifest-index';
import type { ClubOverride, FormFile, PageFile, TabsNode } from '../generated/schemas/manifest';
import { clubTexts } from './changes';
import { builtShell, checkClubManifest } from './check';
import { mergeForm, mergePage, mergeShell } from './club-file';
import { indexItems } from './tree';

const shell = builtShell;
const accountPage = manifestBase.pages.account as unknown as PageFile;
const registerForm = manifestBase.forms.register as unknown as FormFile;

/** A club's file as a club writes it: JSON text, checked as the server checks it before serving it. */
function clubFile(text: string): ClubOverride {
  const json: unknown = JSON.parse(text);
  expect(checkClubManifest(json)).toEqual([]);
  return json as ClubOverride;
}

function tabsOf(page: PageFile): string[] {
  const tabs = indexItems(page.body, 'node', '/body').items.get('accountTabs')?.item as TabsNode | undefined;
  return (tabs?.tabs ?? []).map((tab) => tab.id);
}

describe('a club changes its portal by id, one edit of its file', () => {
  it('hides a home section', () => {
    const override = clubFile('{ "changes": { "home#trendingProducts": { "hidden": true } } }');
    const sections = mergeShell(shell, override).result.home.sections.map((section) => section.id);
    expect(sections).not.toContain('trendingProducts');
    expect(sections).toHaveLength(15);
  });

  it('hides one tab of the account page without copying the page', () => {
    const override = clubFile('{ "changes": { "pages/account#cards": { "hidden": true } } }');
    expect(tabsOf(accountPage)).toContain('cards');
    expect(tabsOf(mergePage('account', accountPage, override).result)).toEqual(tabsOf(accountPage).filter((tab) => tab !== 'cards'));
  });

  it("reorders home's sections", () => {
    const override = clubFile('{ "changes": { "home": { "order": ["matches", "activities"] } } }');
    const sections = mergeShell(shell, override).result.home.sections.map((section) => section.id);
    expect(sections.slice(0, 4)).toEqual(['matches', 'activities', 'heroSlider', 'bookingTypes']);
    expect(sections).toHaveLength(16);
  });

  it('adds an optional field the contract declares to the registration form, before the password', () => {
    const override = clubFile(
      '{ "changes": { "forms/register#nickname": { "add": { "widget": "text", "autocomplete": "nickname" }, "before": "password", "label": { "en-US": "Nickname", "es-ES": "Apodo" } } } }',
    );
    const form = mergeForm('register', registerForm, override).result;
    expect(form.fields.map((field) => field.name)).toEqual(['name', 'surname', 'email', 'phone', 'nickname', 'password', 'okRss', 'acceptConditions']);
    expect(form.fields[4]).toEqual({ name: 'nickname', widget: 'text', autocomplete: 'nickname', label: 'club.forms-register.nickname' });
  });

  it('relabels a menu entry in two languages', () => {
    const override = clubFile('{ "changes": { "header#shop": { "label": { "en-US": "Pro shop", "es-ES": "Tienda del club" } } } }');
    const entry = mergeShell(shell, override).result.header.entries.find((each) => each.id === 'shop');
    expect(entry?.label).toBe('club.header.shop');
    const texts = clubTexts(override);
    expect(texts['en-US']).toEqual({ club: { header: { shop: 'Pro shop' } } });
    expect(texts['es-ES']).toEqual({ club: { header: { shop: 'Tienda del club' } } });
    // A language the club did not write shows its en-US text rather than a key.
    expect(texts['fr-FR']).toEqual({ club: { header: { shop: 'Pro shop' } } });
  });

  it('moves a tab to the front, changes a section’s props and shows what it had hidden', () => {
    const override = clubFile(
      JSON.stringify({
        home: { sections: [{ id: 'gallery', hidden: true }] },
        changes: { 'pages/account#delete': { in: 'accountTabs', before: 'personal' }, 'home#matches': { props: { options: { maxItems: 8 } } } },
      }),
    );
    expect(tabsOf(mergePage('account', accountPage, override).result)).toEqual(['delete', ...tabsOf(accountPage).filter((tab) => tab !== 'delete')]);
    expect(mergeShell(shell, override).result.home.sections.find((section) => section.id === 'matches')?.options).toEqual({ maxItems: 8, maxPlayers: 4 });
  });
});

describe('a club file the checker refuses, with the JSON path of each mistake', () => {
  it('refuses an unknown id and an unknown place', () => {
    expect(checkClubManifest({ changes: { 'home#trendingProduct': { hidden: true }, 'pages/acount#cards': { hidden: true } } })).toEqual([
      '/changes/pages~1acount#cards: unknown place "pages/acount" (header, footer/mobile, footer/desktop, home, pages/<page>, forms/<form>)',
      '/changes/home#trendingProduct: unknown id "trendingProduct" in home',
    ]);
  });

  it('refuses a move into a place that cannot hold the item', () => {
    expect(
      checkClubManifest({ changes: { 'pages/account#cards': { in: 'savedCards' }, 'pages/account#address': { in: 'customer' }, 'pages/account#accountTabs': { in: 'personal' } } }),
    ).toEqual([
      '/changes/pages~1account#cards/in: "savedCards" holds no items',
      '/changes/pages~1account#address/in: "customer" holds nodes, not a tab',
      '/changes/pages~1account#accountTabs/in: "accountTabs" cannot move into itself',
    ]);
  });

  it('refuses a wrong prop, a prop that is the item’s id, and a misspelt order', () => {
    expect(
      checkClubManifest({
        changes: { 'home#matches': { props: { colour: 'red' } }, 'forms/register#phone': { props: { name: 'mobile' } }, home: { order: ['matchs'] } },
      }),
    ).toEqual([
      '/changes/home/order/0: "matchs" is not in "home"',
      "/changes/forms~1register#phone/props/name: is the item's id or holds its items; not changed by props",
      '/changes/home#matches/props/colour: must NOT have additional properties "colour"',
    ]);
  });

  it('refuses a field the registration does not send, naming the field and the operation', () => {
    expect(checkClubManifest({ changes: { 'forms/register#shoeSize': { add: { widget: 'text', label: 'fields.name' } } } })).toEqual([
      '/changes/forms~1register#shoeSize/add: field "shoeSize" is not in the request body of registerCustomer (POST /api/publiccustomers/register), which the form "register" sends',
    ]);
    expect(checkClubManifest({ forms: { register: { fields: [{ name: 'shoeSize', widget: 'text', label: 'fields.name' }] } } })).toEqual([
      '/forms/register/fields/0: field "shoeSize" is not in the request body of registerCustomer (POST /api/publiccustomers/register), which the form "register" sends',
    ]);
  });

  it('refuses an added item its schema refuses, and a label that is no key', () => {
    expect(checkClubManifest({ changes: { 'home#ads': { add: { type: 'adsSection', size: 3 } }, 'header#shop': { label: 'menu.store' } } })).toEqual([
      '/changes/header#shop/label: unknown message key "menu.store"',
      '/changes/home#ads/add: must NOT have additional properties "size"',
    ]);
  });
});

describe('the product manifest', () => {
  it.each([
    ...Object.entries(manifestBase.pages).map(([id, page]) => [`pages/${id}`, page.body, 'node'] as const),
    ...Object.entries(manifestBase.forms).map(([id, form]) => [`forms/${id}`, form.fields, 'field'] as const),
    ['header', manifestBase.header.entries, 'entry'] as const,
    ['footer/mobile', manifestBase.footer.mobile, 'entry'] as const,
    ['footer/desktop', manifestBase.footer.desktop, 'entry'] as const,
    ['home', manifestBase.home.sections, 'section'] as const,
  ])('%s gives every item an id of its own (its own or derived: src/manifest-overrides/tree.ts)', (_scope, list, kind) => {
    const index = indexItems(list as unknown as unknown[], kind, '');
    expect({ unnamed: index.unnamed, duplicates: index.duplicates }).toEqual({ unnamed: [], duplicates: [] });
  });
});
