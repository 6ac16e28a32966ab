import type { ClubOverride } from '../generated/schemas/manifest';
import type { SiteSettings } from './ports';
import type { SeededAnswer } from './QueryCache';
import type { RootStore } from './RootStore';

/** The id of the `<script type="application/json">` a server-rendered page carries (never executed: the CSP allows no inline script). */
const HYDRATION_SEED_ID = 'portal-seed';

/** What the server's render started from, so the browser's first render can be the same. */
export interface HydrationSeed {
  /** The address rendered (path and query). */
  path: string;
  language: string;
  /** The fixed width the server rendered for (show conditions such as `viewport: desktop`). */
  viewportWidth: number;
  settings: SiteSettings;
  /** The club's manifest file the server served at that moment (null: the built one). */
  clubOverride: ClubOverride | null;
  /** The live stream's position when the server rendered (null: unknown): the visit's stream resumes after it. */
  liveSince?: string | null;
  answers: SeededAnswer[];
}

/** The main settings' answer (SettingsStore's query), which the seed carries as `settings`. */
const MAIN_SETTINGS_KEY = ['getMainSettings'] as const;
const isMainSettings = (answer: SeededAnswer) => answer.key.length === MAIN_SETTINGS_KEY.length && answer.key[0] === MAIN_SETTINGS_KEY[0];

/**
 * The seed as inline JSON: `<`, `>`, `&` and the line separators escaped, so no text of an answer can end the
 * script element or be read as markup.
 */
export function seedScript(seed: HydrationSeed): string {
  // The settings travel once, as `settings`: seedRoot gives the main-settings query its answer from them.
  const answers = seed.answers.filter((answer) => !isMainSettings(answer));
  const json = JSON.stringify({ ...seed, answers }).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${HYDRATION_SEED_ID}">${json}</script>`;
}

/** The page's seed, or null when the page was not rendered on the server (or its seed is unreadable). */
export function readHydrationSeed(document: Pick<Document, 'getElementById'>): HydrationSeed | null {
  const text = document.getElementById(HYDRATION_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as HydrationSeed;
    return typeof seed === 'object' && seed !== null && Array.isArray(seed.answers) && typeof seed.settings === 'object' ? seed : null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser's first render would match the server's HTML: the server renders for a signed-out visitor
 * with nothing kept (no cart, no farewell) at this address in this language. Otherwise the browser renders
 * afresh (createRoot replaces the server's markup) rather than hydrate markup that differs.
 */
export function canHydrate(root: RootStore, seed: HydrationSeed, at: { path: string; language: string }): boolean {
  return seed.path === at.path && seed.language === at.language && !root.session.hasStoredToken() && !root.session.loggedIn && root.cart.isEmpty && !root.ui.farewell;
}

/** Starts the stores where the server's render started: its settings, its answers (fresh: not loaded again) and its width. */
export function seedRoot(root: RootStore, seed: HydrationSeed): void {
  root.settings.seed(seed.settings);
  root.queries.seed([{ key: MAIN_SETTINGS_KEY, data: seed.settings }, ...seed.answers]);
  // The window's own width follows right after hydration (useWindowTracking's first effect).
  root.ui.setViewportWidth(seed.viewportWidth);
  // A change between the server's render and the stream opening is sent again, so the page does not stay stale.
  if (seed.liveSince) root.live?.resumeAfter(seed.liveSince);
}
