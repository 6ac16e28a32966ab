// The level range of the create-match popup (doc 2 §2, §9): it starts at 0 to 7; the server's matchRange
// (the customer's own level ± 0.5) is only a hint shown beside it.
import type { components } from '../generated/api';

type LevelRange = components['schemas']['LevelRange'];

/** Where the popup's level range starts, whatever the server suggests: "The level range defaults to 0 to 7". */
export const CREATE_MATCH_LEVELS = { min: 0, max: 7 } as const;

/** The server's suggested range for the customer's level, shown as a hint; null when it gives none or a reversed one. */
export function suggestedLevels(range: Pick<LevelRange, 'matchRange'> | null | undefined): { min: number; max: number } | null {
  const min = range?.matchRange?.item1;
  const max = range?.matchRange?.item2;
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max } : null;
}
