import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaryPart } from './dictionary-parts';

type Tree = Record<string, unknown>;
const read = (path: string): Tree => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Tree;
const LANGUAGES = readdirSync(new URL('../../locales/', import.meta.url)).filter((name) => name.endsWith('.json'));

/** Every key of a dictionary, dotted (`booking.byPlace.joinOf`). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** Every string a manifest file holds. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('dictionaryPart', () => {
  it.each(LANGUAGES)('splits %s into two parts that hold every key once', (file) => {
    const whole = read(`../../locales/${file}`);
    const first = keysOf(dictionaryPart(whole, 'first-screen'));
    const rest = keysOf(dictionaryPart(whole, 'rest'));
    expect([...first, ...rest].sort()).toEqual(keysOf(whole).sort());
    expect(first.filter((key) => rest.includes(key))).toEqual([]);
  });

  it("keeps home's first screen small: its part holds far less than the rest", () => {
    const whole = read('../../locales/en-US.json');
    const size = (part: 'first-screen' | 'rest') => JSON.stringify(dictionaryPart(whole, part)).length;
    expect(size('first-screen') * 2).toBeLessThan(size('rest'));
  });

  it("puts in the first part every word the frame's and home's manifests name", () => {
    const whole = read('../../locales/en-US.json');
    const first = new Set(keysOf(dictionaryPart(whole, 'first-screen')));
    const plain = new Set(keysOf(whole).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
    const files = ['header.json', 'footer.json', 'home.json', 'layouts.json', 'pages/home.json', 'clubs/default.json'];
    const named = files.flatMap((file) => stringsOf(read(`../../manifest/${file}`))).filter((text) => plain.has(text));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !first.has(key) && !first.has(`${key}_other`))).toEqual([]);
  });

  it('splits a group by its listed keys, plural forms included', () => {
    const dictionary = { booking: { nextFree: 'Next', minutes_one: '1 min', minutes_other: '{{count}} min', checkout: 'Pay' }, auth: { login: 'Log in' } };
    const firstScreen = ['booking.nextFree', 'booking.minutes'];
    expect(dictionaryPart(dictionary, 'first-screen', firstScreen)).toEqual({ booking: { nextFree: 'Next', minutes_one: '1 min', minutes_other: '{{count}} min' } });
    expect(dictionaryPart(dictionary, 'rest', firstScreen)).toEqual({ booking: { checkout: 'Pay' }, auth: { login: 'Log in' } });
  });
});
