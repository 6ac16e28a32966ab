// The portal's build uses this instead of the i18next package (vite.config.ts aliases it): the part of i18next the
// portal uses — nested JSON keys, {{variable}} interpolation (dotted paths), plurals by count with the language's
// Intl rules (_zero, then _one/_other…, then the bare key), $t(key) nesting and a fallback language — in about
// 1 KB of gzip JavaScript instead of 14 on every first paint. lite.test.ts checks that it answers exactly as
// i18next does for every key of every dictionary; the server and the unit tests keep the real package.

type Options = Record<string, unknown>;
type Dictionary = { [key: string]: unknown };
type Resources = Record<string, { translation?: Dictionary }>;

interface LiteInitOptions {
  lng?: string;
  fallbackLng?: string | false;
  resources?: Resources;
  returnEmptyString?: boolean;
}

const VARIABLE = /\{\{-?(.+?)\}\}/g;
const NESTED = /\$t\(([^()"']*?)\)/g;

function lookup(dictionary: Dictionary | undefined, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Dictionary)[part];
  }
  return node;
}

/** A variable's value: the option named by the whole name first, else by its dotted path. */
function variable(options: Options, name: string): unknown {
  if (name in options) return options[name];
  return lookup(options, name);
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export class LiteI18n {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: LiteInitOptions = {};
  private resources: Resources = {};
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  /** Plugins: react-i18next's (this folder's) records the instance, as it does with i18next. */
  use(plugin?: { init?: (instance: LiteI18n) => void }): this {
    plugin?.init?.(this);
    return this;
  }

  init(options: LiteInitOptions, callback?: (error: unknown, t: LiteI18n['t']) => void): Promise<LiteI18n['t']> {
    this.options = options;
    this.resources = options.resources ?? {};
    this.language = options.lng ?? '';
    const fallback = options.fallbackLng || undefined;
    this.languages = [...new Set([this.language, ...(fallback ? [fallback] : [])])];
    this.isInitialized = true;
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  on(): void {}
  off(): void {}

  exists = (key: string, options: Options = {}): boolean => this.resolve(key, options, this.languagesFor(options)) !== undefined;

  /** Like i18next's t: the first key found (in the language, then the fallback), else the default value or the key. */
  t = (keys: string | readonly string[], second?: Options | string, third?: Options): string => {
    const options: Options = typeof second === 'string' ? { ...third, defaultValue: second } : (second ?? {});
    const list = typeof keys === 'string' ? [keys] : keys;
    const languages = this.languagesFor(options);
    for (const key of list) {
      const found = this.resolve(key, options, languages);
      if (found !== undefined) return found;
    }
    if (typeof options.defaultValue === 'string') return this.nest(this.interpolate(options.defaultValue, options), options, languages);
    return list[list.length - 1] ?? '';
  };

  private languagesFor(options: Options): string[] {
    return typeof options.lng === 'string' ? [...new Set([options.lng, ...this.languages.slice(1)])] : this.languages;
  }

  private resolve(key: string, options: Options, languages: readonly string[]): string | undefined {
    for (const language of languages) {
      const dictionary = this.resources[language]?.translation;
      for (const candidate of this.candidates(key, options, language)) {
        const value = lookup(dictionary, candidate);
        if (typeof value !== 'string') continue;
        if (value === '' && this.options.returnEmptyString === false) continue;
        return this.nest(this.interpolate(value, options), options, languages);
      }
    }
    return undefined;
  }

  /** The keys i18next tries for a count, most specific first. */
  private candidates(key: string, options: Options, language: string): string[] {
    const count = options.count;
    if (typeof count !== 'number') return [key];
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rules.select(count)}`, key];
  }

  /** {{name}} becomes its value; a name not passed at all stays as it is (i18next's skipOnVariables). */
  private interpolate(text: string, options: Options): string {
    return text.replace(VARIABLE, (whole, rawName: string) => {
      const name = rawName.trim();
      const value = variable(options, name);
      if (value === undefined) return Object.hasOwn(options, name) ? '' : whole;
      return asText(value);
    });
  }

  private nest(text: string, options: Options, languages: readonly string[]): string {
    return text.replace(NESTED, (_whole, key: string) => {
      const nestedOptions = { ...options };
      delete nestedOptions.defaultValue;
      const found = this.resolve(key.trim(), nestedOptions, languages);
      return found ?? key.trim();
    });
  }
}

export function createInstance(): LiteI18n {
  return new LiteI18n();
}
