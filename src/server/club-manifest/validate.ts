import { checkClubManifest } from '../../manifest-overrides/check';

/**
 * What is wrong with a club's manifest file, one line per mistake with its JSON path (`/home/sections/0/type: …`,
 * `/changes/home#nope: unknown id "nope" in home`): the one checker of club files (src/manifest-overrides/check.ts),
 * which the tests and codegen use too. Empty when it may be served.
 */
export function clubManifestProblems(json: unknown): string[] {
  return checkClubManifest(json);
}
