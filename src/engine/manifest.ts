import footerJson from '../../manifest/footer.json';
import headerJson from '../../manifest/header.json';
import homeJson from '../../manifest/home.json';
import layoutsJson from '../../manifest/layouts.json';
import routesJson from '../../manifest/routes.json';
import type { ClubOverride, FooterFile, HeaderFile, HomeFile, LayoutsFile, RoutesFile } from '../generated/schemas/manifest';
import type { Dictionaries } from '../i18n/create-i18n';
import type { ShellParts } from '../manifest-overrides/club-file';
import { clubFileFor, hasChangesById, mergeShellStructure } from './club-file-merges';

/** The parts of the manifest every screen needs, with the club's override applied. */
export type ShellManifest = ShellParts;

const DEFAULT_CLUB = 'default';

/** The club whose built overrides this build carries (VITE_CLUB at build time); the server's file replaces them at run time. */
export const CLUB: string = import.meta.env.VITE_CLUB || DEFAULT_CLUB;

// JSON imports type their strings as plain `string`, so each file is given its generated type here; checked, not
// assumed: by tsc through src/generated/manifest-check.ts, and against the schema by manifest/manifest.test.ts.
function trusted<T>(json: unknown): T {
  return json as T;
}

export const baseShellManifest: ShellManifest = {
  routes: trusted<RoutesFile>(routesJson).routes,
  layouts: trusted<LayoutsFile>(layoutsJson).layouts,
  header: trusted<HeaderFile>(headerJson),
  footer: trusted<FooterFile>(footerJson),
  home: trusted<HomeFile>(homeJson),
};

const clubModules = import.meta.glob<ClubOverride>('../../manifest/clubs/*.json', { import: 'default' });

const clubOverrides = new Map<string, Promise<ClubOverride>>();

/** Where the server serves the club's manifest file (src/server/club-manifest/plugin.ts). */
export const SERVED_OVERRIDE_URL = '/portal-manifest.json';

/**
 * How long the portal waits for the club's file before it starts with the built one. Every page waits for the
 * override (the first render too): a request that never settles (a busy server, a connection lost without an
 * error) would otherwise leave the visitor on a blank screen or an endless placeholder.
 */
export const SERVED_OVERRIDE_TIMEOUT_MS = 4_000;

/**
 * The club's manifest file as the server serves it now, so an edit applies on the next visit without a build;
 * null when the server has none, cannot be asked or has not answered within `timeoutMs` (the built club file then
 * applies).
 */
export async function fetchServedOverride(fetcher: typeof fetch = fetch, timeoutMs: number = SERVED_OVERRIDE_TIMEOUT_MS): Promise<ClubOverride | null> {
  const controller = new AbortController();
  // A timer of the page's own rather than AbortSignal.timeout: the answer is given up on even if the fetch ignores
  // its signal, and tests drive it with fake timers.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
      resolve(null);
    }, timeoutMs);
  });
  const served = async (): Promise<ClubOverride | null> => {
    const response = await fetcher(SERVED_OVERRIDE_URL, { headers: { accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const override = typeof body === 'object' && body !== null ? (body as { override?: unknown }).override : undefined;
    return typeof override === 'object' && override !== null && !Array.isArray(override) ? (override as ClubOverride) : null;
  };
  try {
    return await Promise.race([served(), timedOut]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function builtOverride(club: string): Promise<ClubOverride> {
  const load = clubModules[`../../manifest/clubs/${club}.json`];
  return load ? load() : Promise.reject(new Error(`Unknown club "${club}": add manifest/clubs/${club}.json`));
}

// Unit tests render with the built files; the served file is tested through fetchServedOverride.
const ASK_SERVER = import.meta.env.MODE !== 'test';

/** The club's override: the one the server serves (asked once per visit) for this build's club, else the built file. */
export function loadClubOverride(club: string = CLUB, askServer: boolean = ASK_SERVER): Promise<ClubOverride> {
  const key = `${club}${askServer ? '' : ' (built)'}`;
  let pending = clubOverrides.get(key);
  if (!pending) {
    pending = askServer && club === CLUB ? fetchServedOverride().then((served) => served ?? builtOverride(club)) : builtOverride(club);
    clubOverrides.set(key, pending);
  }
  return pending;
}

/** The override serveClubOverride was last handed, as text: a different one empties the caches made from it. */
let servedText: string | undefined;
const overrideCaches = new Set<Map<string, unknown>>();

/** A cache of what is made from the club's override (its pages, its forms), emptied when a different one is served. */
export function clearedWithOverride<T>(cache: Map<string, T>): Map<string, T> {
  overrideCaches.add(cache);
  return cache;
}

/**
 * The server's render (src/app/server-entry.tsx) is handed the club's file the server serves now, instead of
 * asking for it over HTTP: the same override the browser then loads, so both render the same pages.
 */
export function serveClubOverride(served: ClubOverride | null): void {
  const text = JSON.stringify(served);
  // The server's one render bundle is handed each edit of the club's file: what was made from the last one goes.
  if (servedText !== undefined && text !== servedText) overrideCaches.forEach((cache) => cache.clear());
  servedText = text;
  clubOverrides.set(CLUB, served ? Promise.resolve(served) : builtOverride(CLUB));
}

/**
 * The dictionaries with the texts the club's file gives (./club-manifest.ts's withClubTexts): only a file with changes
 * by id has any, and only then is the code that reads them loaded.
 */
export async function withTextsOf(override: ClubOverride | null, dictionaries: Dictionaries): Promise<Dictionaries> {
  if (!hasChangesById(override)) return dictionaries;
  const { withClubTexts } = await import('./club-manifest');
  return withClubTexts(dictionaries, override);
}

/** The dictionaries with the texts of the club's file this visit applies. */
export async function withLoadedClubTexts(dictionaries: Dictionaries, club: string = CLUB): Promise<Dictionaries> {
  return withTextsOf(await loadClubOverride(club).catch(() => null), dictionaries);
}

/**
 * The shell's parts with the club's file applied: its structural override, then its changes by id, whose code
 * (./club-manifest.ts's buildShellManifest) is loaded only for a file that has some.
 */
export async function shellManifestOf(override: ClubOverride): Promise<ShellManifest> {
  const clubFile = clubFileFor(override);
  return clubFile ? (await clubFile).mergeShell(baseShellManifest, override).result : mergeShellStructure(baseShellManifest, override);
}

export async function loadShellManifest(club: string = CLUB): Promise<ShellManifest> {
  return shellManifestOf(await loadClubOverride(club));
}
