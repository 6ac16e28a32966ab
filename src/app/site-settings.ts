import type { RelatedClub, SiteSettings } from '../stores/ports';
import { isRecord } from '../domain/is-record';

/**
 * The main-settings `data` as the stores read it (doc 1 §3, §7). A club server may send the contract's PascalCase
 * names (`Title`, `HasShop`…) or the legacy short keys: the same names in camelCase (`title`, `hasShop`,
 * `mainlogo`…), `name` for the title ("Title or name") and `followUs` for the follow-us text. A PascalCase value
 * wins over a short key's; flags may come as "true"/"false" or 1/0, gallery items as bare file names.
 */
type Kind = 'text' | 'flag' | 'gallery' | 'clubs';

/** Every setting the portal reads, with how its value is read. */
const SETTINGS: { [Key in keyof Required<SiteSettings>]: Kind } = {
  Title: 'text',
  Description: 'text',
  Phone: 'text',
  Email: 'text',
  Address: 'text',
  Coords: 'text',
  OpenHours: 'text',
  Facebook: 'text',
  Twitter: 'text',
  Instagram: 'text',
  ButtonsColor: 'text',
  FooterColor: 'text',
  FontFamily: 'text',
  Gallery: 'gallery',
  FollowUsDescription: 'text',
  CurrencySymbol: 'text',
  DecimalSeparator: 'text',
  TimeZone: 'text',
  Culture: 'text',
  FormatCulture: 'text',
  Mainlogo: 'text',
  UrlLogo: 'text',
  DateFormat: 'text',
  Uploads: 'text',
  RegisterOn: 'flag',
  HeaderImage: 'text',
  HasShop: 'flag',
  PriceWithTaxes: 'flag',
  RelatedClubs: 'clubs',
  AccessControl: 'flag',
};

type SettingName = keyof typeof SETTINGS;

/** Short keys that are not simply a setting's name in another case. */
const ALIASES: Readonly<Record<string, SettingName>> = {
  name: 'Title',
  followus: 'FollowUsDescription',
  logo: 'Mainlogo',
};

const folded = (key: string) => key.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

const BY_FOLDED_NAME: ReadonlyMap<string, SettingName> = new Map([
  ...(Object.keys(SETTINGS) as SettingName[]).map((name) => [folded(name), name] as const),
  ...Object.entries(ALIASES),
]);

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string' && /^(true|false|1|0)$/i.test(value.trim())) return /^(true|1)$/i.test(value.trim());
  return null;
}

/** A record's fields by their case-folded names, so `Name` and `name` read alike. */
function field(record: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(record).find((candidate) => folded(candidate) === name);
  return key === undefined ? undefined : record[key];
}

function gallery(value: unknown): SiteSettings['Gallery'] {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item) => {
    const img = isRecord(item) ? text(field(item, 'img')) : text(item);
    return img ? [{ img }] : [];
  });
}

const CLUB_FIELDS = ['name', 'address', 'image', 'url'] as const;

/** Related clubs (id, name, address, image, url) whatever the case of their fields; absent fields stay absent. */
function clubs(value: unknown): RelatedClub[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isRecord).map((club) => {
    const related: RelatedClub = {};
    const id = Number(field(club, 'id'));
    if (field(club, 'id') !== undefined && Number.isInteger(id)) related.id = id;
    for (const name of CLUB_FIELDS) {
      const raw = field(club, name);
      if (raw !== undefined) related[name] = text(raw);
    }
    return related;
  });
}

function read(kind: Kind, value: unknown): SiteSettings[SettingName] {
  switch (kind) {
    case 'text':
      return text(value);
    case 'flag':
      return flag(value);
    case 'gallery':
      return gallery(value);
    case 'clubs':
      return clubs(value);
  }
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Settings in the contract's names, from either wire form; what neither form sets stays out. */
export function siteSettingsFrom(data: unknown): SiteSettings {
  const settings: Partial<Record<SettingName, SiteSettings[SettingName]>> = {};
  if (!isRecord(data)) return settings as SiteSettings;
  for (const [key, raw] of Object.entries(data)) {
    const name = BY_FOLDED_NAME.get(folded(key));
    if (!name) continue;
    const value = read(SETTINGS[name], raw);
    // The contract's own name wins when it holds a value; otherwise the first short key that does.
    if ((key === name && isSet(value)) || !isSet(settings[name])) settings[name] = value;
  }
  return settings as SiteSettings;
}
