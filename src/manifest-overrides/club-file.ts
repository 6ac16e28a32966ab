// How a club's file applies to each part of the manifest: its structural override first (merge.ts: `home`,
// `pages.<id>`, `forms.<id>`… merged item by item), then its `changes` by id (changes.ts). The portal, the server's
// rendering (through the portal's engine) and the checker (check.ts) all go through these.
import type { ClubOverride, FooterFile, FormFile, HeaderFile, HomeFile, Layout, PageFile, Route } from '../generated/schemas/manifest';
import { applyChanges, type AppliedChanges } from './changes';
import { mergeOverride } from './merge';

/** The manifest's parts every screen needs. */
export interface ShellParts {
  routes: Route[];
  layouts: Layout[];
  header: HeaderFile;
  footer: FooterFile;
  home: HomeFile;
}

/** The part with the club's file applied; its problems (`<JSON path in the club's file>: what is wrong`) are empty for a file the checker accepted. */
export type Merged<T> = AppliedChanges<T>;

/** The shell's parts with the club's file applied. */
export function mergeShell(base: ShellParts, override: ClubOverride): Merged<ShellParts> {
  const { routes, layouts, header, footer, home } = override;
  const merged = mergeOverride(base, { routes, layouts, header, footer, home });
  const headerChanged = applyChanges('header', merged.header, override.changes);
  const mobile = applyChanges('footer/mobile', merged.footer, override.changes);
  const desktop = applyChanges('footer/desktop', mobile.result, override.changes);
  const homeChanged = applyChanges('home', merged.home, override.changes);
  return {
    result: { ...merged, header: headerChanged.result, footer: desktop.result, home: homeChanged.result },
    problems: [headerChanged, mobile, desktop, homeChanged].flatMap((part) => part.problems),
    changed: [headerChanged, mobile, desktop, homeChanged].flatMap((part) => part.changed),
  };
}

/** A page of manifest/pages with the club's file applied. */
export function mergePage(pageId: string, base: PageFile, override: ClubOverride): Merged<PageFile> {
  return applyChanges(`pages/${pageId}`, mergeOverride(base, override.pages?.[pageId]), override.changes);
}

/** A form of manifest/forms with the club's file applied. */
export function mergeForm(formId: string, base: FormFile, override: ClubOverride): Merged<FormFile> {
  return applyChanges(`forms/${formId}`, mergeOverride(base, override.forms?.[formId]), override.changes);
}
