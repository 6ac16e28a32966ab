import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import english from '../../locales/en-US.json';
import type { ClubOverride } from '../generated/schemas/manifest';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import { baseShellManifest, fetchServedOverride, SERVED_OVERRIDE_TIMEOUT_MS, SERVED_OVERRIDE_URL, shellManifestOf, withTextsOf } from './manifest';
import { buildShellManifest, withClubTexts } from './club-manifest';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("the club's manifest served at run time", () => {
  it('applies the file the server serves: a section the club hid is not on the home page', async () => {
    const fetcher = vi.fn(() => answer(200, { override: { home: { sections: [{ id: 'trendingProducts', hidden: true }] } } }));
    const served = await fetchServedOverride(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(SERVED_OVERRIDE_URL, expect.anything());
    const sections = buildShellManifest(baseShellManifest, served ?? {}).home.sections.map((section) => section.id);
    expect(sections).not.toContain('trendingProducts');
    expect(sections.length).toBe(baseShellManifest.home.sections.length - 1);
  });

  it('falls back to the built file when the server has none, answers an error or cannot be reached', async () => {
    expect(await fetchServedOverride((() => answer(200, { override: null })) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => answer(404, {})) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeNull();
    expect(await fetchServedOverride((() => Promise.resolve(new Response('<!doctype html>', { status: 200 }))) as unknown as typeof fetch)).toBeNull();
  });

  describe('when the server does not answer', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives up after SERVED_OVERRIDE_TIMEOUT_MS and starts with the built file, cancelling the request', async () => {
      let signal: AbortSignal | undefined;
      const neverAnswers = vi.fn((_url: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      });
      let outcome: unknown = 'pending';
      void fetchServedOverride(neverAnswers as unknown as typeof fetch).then((served) => (outcome = served));
      await vi.advanceTimersByTimeAsync(SERVED_OVERRIDE_TIMEOUT_MS - 1);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBeNull();
      expect(signal?.aborted).toBe(true);
    });

    it('gives up too when the answer starts but its body never ends', async () => {
      const endless = new ReadableStream<Uint8Array>({ start: (stream) => stream.enqueue(new TextEncoder().encode('{"override":')) });
      const stalls = () => Promise.resolve(new Response(endless, { status: 200, headers: { 'content-type': 'application/json' } }));
      let outcome: unknown = 'pending';
      void fetchServedOverride(stalls as unknown as typeof fetch).then((served) => (outcome = served));
      await vi.advanceTimersByTimeAsync(SERVED_OVERRIDE_TIMEOUT_MS);
      expect(outcome).toBeNull();
    });

    it('uses an answer that comes before the time is up', async () => {
      const slow = () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(JSON.stringify({ override: { pages: {} } }), { status: 200 })), SERVED_OVERRIDE_TIMEOUT_MS - 100));
      let outcome: unknown = 'pending';
      void fetchServedOverride(slow as unknown as typeof fetch).then((served) => (outcome = served));
      await vi.advanceTimersByTimeAsync(SERVED_OVERRIDE_TIMEOUT_MS);
      expect(outcome).toEqual({ pages: {} });
    });
  });
});

describe("a club's texts per language", () => {
  it("shows a relabelled menu entry in the visitor's language, and the en-US text in a language the club left out", () => {
    const override: ClubOverride = { changes: { 'header#shop': { label: { 'en-US': 'Pro shop', 'es-ES': 'Tienda del club' } } } };
    const label = buildShellManifest(baseShellManifest, override).header.entries.find((entry) => entry.id === 'shop')?.label ?? '';
    // A club's key is no key of locales/, so not one the typed t() takes; the renderer hands it on the same way.
    const shown = (language: Language) => (createI18n(language, withClubTexts({ [language]: english as ResourceLanguage }, override)).t as (key: string) => string)(label);
    expect([shown('en-US'), shown('es-ES'), shown('fr-FR')]).toEqual(['Pro shop', 'Tienda del club', 'Pro shop']);
    // The product's own words stay.
    expect(createI18n('es-ES', withClubTexts({ 'es-ES': english as ResourceLanguage }, override)).t('header.shop')).toBe(english.header.shop);
  });
});

describe("the club's file as a visit applies it", () => {
  const dictionaries = { 'en-US': english as ResourceLanguage };

  it.each<[string, ClubOverride]>([
    ['a structural override alone', { home: { sections: [{ id: 'trendingProducts', hidden: true }] } }],
    ['changes by id', { changes: { 'home#matches': { hidden: true }, 'header#shop': { label: { 'en-US': 'Pro shop' } } } }],
  ])('gives the shell and the words the server renders with, for %s', async (_, override) => {
    expect(await shellManifestOf(override)).toEqual(buildShellManifest(baseShellManifest, override));
    expect(await withTextsOf(override, dictionaries)).toEqual(withClubTexts(dictionaries, override));
  });

  it('hides what a change by id hides and relabels what it relabels', async () => {
    const override: ClubOverride = { changes: { 'home#matches': { hidden: true }, 'header#shop': { label: { 'en-US': 'Pro shop' } } } };
    const shell = await shellManifestOf(override);
    expect(shell.home.sections.map((section) => section.id)).not.toContain('matches');
    const label = shell.header.entries.find((entry) => entry.id === 'shop')?.label ?? '';
    const i18n = createI18n('en-US', await withTextsOf(override, dictionaries));
    expect((i18n.t as (key: string) => string)(label)).toBe('Pro shop');
  });
});
