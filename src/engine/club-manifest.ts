import type { ClubOverride } from '../generated/schemas/manifest';
import type { Dictionaries } from '../i18n/create-i18n';
import { clubTexts } from '../manifest-overrides/changes';
import { mergeShell, type ShellParts } from '../manifest-overrides/club-file';
import { mergeOverride } from '../manifest-overrides/merge';

// The club's file applied at once, changes by id included: for the server's render and the club's settings page.
// A visit's browser goes through ./manifest.ts, which loads this code only for a file with changes by id.

/** The shell's parts with the club's file applied: its structural override, then its changes by id. */
export function buildShellManifest(base: ShellParts, override: ClubOverride): ShellParts {
  return mergeShell(base, override).result;
}

/**
 * The dictionaries with the texts the club's file gives per language (a relabelled entry's "Store" / "Tienda"),
 * under the message keys its changes point at (`club.<scope>.<id>`).
 */
export function withClubTexts(dictionaries: Dictionaries, override: ClubOverride | null): Dictionaries {
  const texts = clubTexts(override);
  return Object.fromEntries(Object.entries(dictionaries).map(([language, dictionary]) => [language, mergeOverride(dictionary, texts[language as keyof typeof texts])]));
}
