// What the portal's service worker keeps, and how it answers: pure rules, used by service-worker.ts and tested
// on their own. Nothing here touches the network or the caches.

/** How the worker answers a request; null: the browser goes to the network as if there were no worker. */
export type Strategy =
  /** A page of the portal: the network, else (offline) the build's index.html, which boots any route. */
  | 'page'
  /** A hashed build file: never changes under its name, so the cache first, then the network (and kept). */
  | 'asset'
  /** A public read the shell paints with (the club's settings): the network, else the last answer. */
  | 'public-data'
  /** A signed-in player's own read (next bookings, access QR): the network, else the last answer for that same token. */
  | 'private-data'
  /** A club picture (logo, posters, the app icons): the network, else the last copy; only the most recent few are kept. */
  | 'image';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** The reads that let a repeat visit paint offline: settings, header template, the booking types of the menu, the manifest. */
const PUBLIC_READS = [
  /^\/api\/czconfigs\/(main-settings|template)$/,
  /^\/api\/publicbookings\/booking-types-list$/,
  /^\/api\/publicturnstiles\/enabled$/,
  /^\/manifest\.webmanifest$/,
];

/** A signed-in player's reads kept for offline: the next bookings and the access QR (the customer's, and a booking's). */
const PRIVATE_READS = [/^\/api\/publicbookings\/customer-bookings\/\d+$/, /^\/api\/publicaccesscontrol\/qr$/, /^\/api\/publicturnstiles\/open\/\d+$/];

/** Addresses a page load never means the portal for (files, the API, the development mailbox). */
const NOT_PAGES = /^\/(api|uploads|images|dev|app-icons)\//;

export function strategyFor(request: RequestFacts, origin: string): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return NOT_PAGES.test(path) || path === '/sw.js' ? null : 'page';
  if (path.startsWith('/assets/')) return 'asset';
  // Private reads carry no query: an address with one is not the read we keep.
  if (url.search === '' && PRIVATE_READS.some((read) => read.test(path))) return 'private-data';
  if (url.search === '' && PUBLIC_READS.some((read) => read.test(path))) return 'public-data';
  if (/^\/(uploads|images|app-icons)\//.test(path)) return 'image';
  return null;
}

/** The files a build precaches: its index.html and the entry's scripts and styles (paths from the site's root). */
export function shellUrls(files: readonly string[]): string[] {
  return [...new Set(['/index.html', ...files.map((file) => `/${file.replace(/^\/+/, '')}`)])];
}

/** The cache of one build's files; the data caches outlive builds. */
export const buildCache = (build: string) => `portal-${build}`;
export const DATA_CACHES = { public: 'data-public', private: 'data-private', images: 'images' } as const;

/** Caches an activated build no longer needs: other builds' files (data caches stay). */
export function obsoleteCaches(names: readonly string[], build: string): string[] {
  return names.filter((name) => name.startsWith('portal-') && name !== buildCache(build));
}

/**
 * Hashed build files among the addresses a page loaded before the worker controlled it (the first visit): kept
 * so the next visit paints offline too.
 */
export function keepableAssets(urls: readonly unknown[], origin: string): string[] {
  const kept = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    try {
      const parsed = new URL(url);
      if (parsed.origin === origin && parsed.pathname.startsWith('/assets/') && parsed.search === '') kept.add(parsed.pathname);
    } catch {
      // Not an address: ignored.
    }
  }
  return [...kept];
}

const OWNER_PARAM = 'sw-owner';

/**
 * The cache key of a private answer: its address marked with a digest of the bearer token that read it. Another
 * player signing in on the device (another token) never matches it, and signing out (no token) matches nothing.
 */
export function privateKey(url: string, owner: string): string {
  const key = new URL(url);
  key.searchParams.set(OWNER_PARAM, owner);
  return key.href;
}

/** Kept private answers that belong to another token: dropped when a new one stores its own (one player per device). */
export function otherOwners(keys: readonly string[], owner: string): string[] {
  return keys.filter((key) => new URL(key).searchParams.get(OWNER_PARAM) !== owner);
}

/** Oldest entries past `max` (cache keys list in insertion order). */
export function overflow<T>(keys: readonly T[], max: number): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : [];
}

/** Only a successful JSON answer is kept: a refusal ({ ok: false }), an error page or a download is not. */
export function keepsAnswer(status: number, contentType: string | null, body: unknown): boolean {
  if (status !== 200 || !/^application\/(manifest\+)?json/.test(contentType ?? '')) return false;
  return !(typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false);
}

/** What an activated worker tells the open pages: its build and the shell files it serves. */
export interface Activation {
  type: 'portal-sw-activated';
  build: string;
  shell: string[];
}

export function isActivation(data: unknown): data is Activation {
  const candidate = data as Partial<Activation> | null;
  return typeof candidate === 'object' && candidate !== null && candidate.type === 'portal-sw-activated' && Array.isArray(candidate.shell);
}

/**
 * A page is stale when the script it runs is not among the files of the build now serving the site: another
 * version was deployed since it loaded, so it must reload (and say "The system has been updated"). A page of the
 * new build (its first load after the deployment) is not.
 */
export function isStalePage(pageScript: string, activation: Activation): boolean {
  let path: string;
  try {
    path = new URL(pageScript).pathname;
  } catch {
    return false;
  }
  // In development (vite's dev server) scripts are not build files: no worker serves them.
  if (!path.startsWith('/assets/')) return false;
  return !activation.shell.includes(path);
}
