// A dictionary comes in two parts (issue 38): the words home's first screen shows a signed-out visitor, with the
// server's HTML hydrated, and the rest (the booking page, checkout, account, forms…), asked for only when the visitor
// starts to act or goes to another page. Both parts together are the whole dictionary. The build makes each part a
// chunk of its own (build-plugin.ts); the server's render and the tests read them too, so both always hold every key.

/** What a dictionary's part holds: groups (`header`) or keys of a group (`booking.nextFree`, with its plural forms). */
const FIRST_SCREEN_KEYS: readonly string[] = [
  // The frame: skip link, header, its menus and language list, footer and its information request.
  'shell',
  'header',
  'footer',
  'languages',
  'legal',
  'pages',
  'cart',
  'common',
  'fields',
  'validation',
  'errors',
  'ui',
  // Home's sections, above and below the fold.
  'home',
  'carousel',
  'activities',
  'products',
  'booking.byPlace',
  'booking.competitive',
  'booking.friendly',
  'booking.gender',
  'booking.genders',
  'booking.join',
  'booking.minutes',
  'booking.nextFree',
  'booking.nextFreeToday',
  'booking.players',
  'booking.priceFrom',
];

export type DictionaryPart = 'first-screen' | 'rest';

type Dictionary = Readonly<Record<string, unknown>>;

const isGroup = (value: unknown): value is Dictionary => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a group's key is listed, or a plural form of one (`minutes_other` for `minutes`). */
const listed = (keys: readonly string[], key: string): boolean => keys.some((name) => key === name || key.startsWith(`${name}_`));

/** The part of a dictionary: the listed groups and keys (`first-screen`), or everything else (`rest`). */
export function dictionaryPart(dictionary: Dictionary, part: DictionaryPart, firstScreen: readonly string[] = FIRST_SCREEN_KEYS): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(dictionary)) {
    const wholeGroup = firstScreen.includes(group);
    const keys = firstScreen.filter((name) => name.startsWith(`${group}.`)).map((name) => name.slice(group.length + 1));
    if (wholeGroup || keys.length === 0 || !isGroup(value)) {
      if (wholeGroup === (part === 'first-screen')) result[group] = value;
      continue;
    }
    const entries = Object.entries(value).filter(([key]) => listed(keys, key) === (part === 'first-screen'));
    if (entries.length > 0) result[group] = Object.fromEntries(entries);
  }
  return result;
}
