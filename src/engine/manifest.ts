import footerJson from '../../manifest/footer.json';
import headerJson from '../../manifest/header.json';
import homeJson from '../../manifest/home.json';
import layoutsJson from '../../manifest/layouts.json';
import routesJson from '../../manifest/routes.json';
import type { ClubOverride, FooterFile, HeaderFile, HomeFile, Layout, LayoutsFile, Route, RoutesFile } from '../generated/schemas/manifest';
import { mergeOverride } from './merge';

/** The parts of the manifest every screen needs, with the club's override applied. */
export interface ShellManifest {
  routes: Route[];
  layouts: Layout[];
  header: HeaderFile;
  footer: FooterFile;
  home: HomeFile;
}

const DEFAULT_CLUB = 'default';

/** The club whose overrides this build applies (VITE_CLUB at build time). */
export const CLUB: string = import.meta.env.VITE_CLUB || DEFAULT_CLUB;

// JSON imports type their strings as plain `string`, so each file is given its generated type here.
// That type is checked, not assumed: tsc checks every manifest file against it through
// src/generated/manifest-check.ts (codegen/manifest-check.ts), and manifest/manifest.test.ts
// validates each against schemas/manifest.schema.json, from which the types are generated.
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

export function buildShellManifest(base: ShellManifest, override: ClubOverride): ShellManifest {
  const { routes, layouts, header, footer, home } = override;
  return mergeOverride(base, { routes, layouts, header, footer, home });
}

const clubModules = import.meta.glob<ClubOverride>('../../manifest/clubs/*.json', { import: 'default' });

const clubOverrides = new Map<string, Promise<ClubOverride>>();

export function loadClubOverride(club: string = CLUB): Promise<ClubOverride> {
  let pending = clubOverrides.get(club);
  if (!pending) {
    const load = clubModules[`../../manifest/clubs/${club}.json`];
    pending = load ? load() : Promise.reject(new Error(`Unknown club "${club}": add manifest/clubs/${club}.json`));
    clubOverrides.set(club, pending);
  }
  return pending;
}

export async function loadShellManifest(club: string = CLUB): Promise<ShellManifest> {
  return buildShellManifest(baseShellManifest, await loadClubOverride(club));
}
