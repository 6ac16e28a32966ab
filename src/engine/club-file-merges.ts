import type { ClubOverride, FormFile, PageFile } from '../generated/schemas/manifest';
import { mergeOverride } from '../manifest-overrides/merge';
import type { ShellParts } from '../manifest-overrides/club-file';

/** Whether a club's file changes any item by id (`"changes"`): most clubs' files only merge, and the browser then never loads the code that applies changes. */
export function hasChangesById(override: ClubOverride | null): boolean {
  const changes = override?.changes;
  return typeof changes === 'object' && changes !== null && Object.keys(changes).length > 0;
}

/**
 * src/manifest-overrides/club-file.ts's merges, without its changes by id: what it gives for a club's file without
 * changes. A file with changes loads club-file.ts itself.
 */
export function mergeShellStructure(base: ShellParts, override: ClubOverride): ShellParts {
  const { routes, layouts, header, footer, home } = override;
  return mergeOverride(base, { routes, layouts, header, footer, home });
}

export function mergePageStructure(pageId: string, base: PageFile, override: ClubOverride): PageFile {
  return mergeOverride(base, override.pages?.[pageId]);
}

export function mergeFormStructure(formId: string, base: FormFile, override: ClubOverride): FormFile {
  return mergeOverride(base, override.forms?.[formId]);
}

/** club-file.ts for a club's file with changes by id, else null: its merges then give the same as the structural ones above. */
export function clubFileFor(override: ClubOverride | null): Promise<typeof import('../manifest-overrides/club-file')> | null {
  return hasChangesById(override) ? import('../manifest-overrides/club-file') : null;
}
