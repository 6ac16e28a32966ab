// A club changes its portal with one edit of its file, while the server runs: no code, no build. Each example
// writes the file, lets the server check and serve it, and reads the portal's manifest as the portal merges it.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { requestsTo } from '../testing/requests';
import { manifestBase } from '../../generated/manifest-index';
import type { ClubOverride, FormFile, PageFile, TabsNode } from '../../generated/schemas/manifest';
import { clubTexts } from '../../manifest-overrides/changes';
import { builtShell } from '../../manifest-overrides/check';
import { mergeForm, mergePage, mergeShell } from '../../manifest-overrides/club-file';
import { formBody } from '../../manifest-overrides/form-bodies';
import { indexItems } from '../../manifest-overrides/tree';
import { CLUB_MANIFEST_ROUTE, CLUB_MANIFEST_STATUS_ROUTE } from './plugin';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ seed: false });
});
afterAll(() => server?.close());

const { post } = requestsTo(() => server, { under: '/api/publiccustomers/' });

const shell = builtShell;

/** Writes the club's file as a club edits it, and answers what the server then serves to the portal. */
async function edit(text: string): Promise<ClubOverride> {
  await writeFile(server.app.clubManifest.file, text);
  expect(await server.app.clubManifest.reload()).toEqual([]);
  const served = await server.app.inject({ method: 'GET', url: CLUB_MANIFEST_ROUTE });
  return (served.json() as { override: ClubOverride }).override;
}

const homeSections = (override: ClubOverride) => mergeShell(shell, override).result.home.sections.map((section) => section.id);
const accountTabs = (page: PageFile) => ((indexItems(page.body, 'node', '/body').items.get('accountTabs')?.item as TabsNode | undefined)?.tabs ?? []).map((tab) => tab.id);
const accountPage = manifestBase.pages.account as unknown as PageFile;

describe("the five changes of a club's file, each one edit", () => {
  it('hides a home section', async () => {
    expect(homeSections(await edit('{ "changes": { "home#trendingProducts": { "hidden": true } } }'))).not.toContain('trendingProducts');
  });

  it('hides one tab of the account page without copying the page', async () => {
    const override = await edit('{ "changes": { "pages/account#cards": { "hidden": true } } }');
    expect(accountTabs(mergePage('account', accountPage, override).result)).toEqual(accountTabs(accountPage).filter((tab) => tab !== 'cards'));
  });

  it("reorders home's sections", async () => {
    const override = await edit('{ "changes": { "home": { "order": ["lastPosts", "matches"] } } }');
    expect(homeSections(override).slice(0, 3)).toEqual(['lastPosts', 'matches', 'heroSlider']);
  });

  it('adds an optional field the contract declares to registration, and the server keeps what the form sends', async () => {
    const override = await edit(
      '{ "changes": { "forms/register#nickname": { "add": { "widget": "text" }, "label": { "en-US": "Nickname", "es-ES": "Apodo" }, "before": "password" } } }',
    );
    const form = mergeForm('register', manifestBase.forms.register as unknown as FormFile, override).result;
    const typed: Record<string, unknown> = {
      name: 'Nico',
      surname: 'Lara',
      email: 'nico@example.com',
      phone: '',
      nickname: 'Nicky',
      password: 'Pista-Siete7',
      okRss: false,
      acceptConditions: true,
    };
    const values = Object.fromEntries(form.fields.map((field) => [field.name, typed[field.name]]));
    // The body the portal's register action sends: the form's own fields, as the operation declares them.
    const registered = await post('register', formBody('register', values));
    expect(registered.json()).toMatchObject({ ok: true });
    const stored = await server.app.db.selectFrom('customers').select(['nickname', 'name']).where('email', '=', 'nico@example.com').executeTakeFirstOrThrow();
    expect(stored).toEqual({ nickname: 'Nicky', name: 'Nico' });
  });

  it('relabels a menu entry in two languages', async () => {
    const override = await edit('{ "changes": { "header#shop": { "label": { "en-US": "Pro shop", "es-ES": "Tienda del club" } } } }');
    const label = mergeShell(shell, override).result.header.entries.find((entry) => entry.id === 'shop')?.label;
    const texts = clubTexts(override);
    const text = (language: 'en-US' | 'es-ES') => label?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
    expect([text('en-US'), text('es-ES')]).toEqual(['Pro shop', 'Tienda del club']);
  });
});

describe('a club file with a mistake', () => {
  it('is refused with the JSON path of each mistake while the last good one keeps serving', async () => {
    const good = await edit('{ "changes": { "home#gallery": { "hidden": true } } }');
    await writeFile(
      server.app.clubManifest.file,
      JSON.stringify({ changes: { 'home#galery': { hidden: true }, 'forms/register#shoeSize': { add: { widget: 'text', label: 'fields.name' } } } }),
    );
    const problems = await server.app.clubManifest.reload();
    expect(problems).toEqual([
      '/changes/home#galery: unknown id "galery" in home',
      '/changes/forms~1register#shoeSize/add: field "shoeSize" is not in the request body of registerCustomer (POST /api/publiccustomers/register), which the form "register" sends',
    ]);
    expect((await server.app.inject({ method: 'GET', url: CLUB_MANIFEST_STATUS_ROUTE })).json()).toMatchObject({ state: 'refused', refusal: { problems } });
    expect((await server.app.inject({ method: 'GET', url: CLUB_MANIFEST_ROUTE })).json()).toEqual({ override: good });
  });
});
