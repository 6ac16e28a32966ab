import type english from '../../locales/en-US.json';

/** i18next's plural forms: `minutes_one` and `minutes_other` are both asked for as `minutes` with a count. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every text of the portal, as a key of `locales/en-US.json` (the other languages have the same keys:
 * locales.test.ts). A misspelt key in a widget, a Message or a manifest fails tsc.
 */
export type MessageKey = Leaves<typeof english>;
