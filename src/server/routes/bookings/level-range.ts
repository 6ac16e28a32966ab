import type { components } from '../../../generated/api';

type LevelRange = components['schemas']['LevelRange'];

/** The level scale a match can be set on (the portal's default range, 0 to 7). */
const LEVEL_SCALE = { min: 0, max: 7 } as const;
/** How far below and above the creator's level the suggested match range reaches. */
const MATCH_SPREAD = 0.5;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Without a level the customer cannot create a match, so no match range is suggested. */
export function levelRange(customerLevel: number | null): LevelRange {
  return {
    referenceCustomerLevel: customerLevel,
    levelProviderRange: { item1: LEVEL_SCALE.min, item2: LEVEL_SCALE.max },
    matchRange:
      customerLevel === null
        ? null
        : {
            item1: twoDecimals(Math.max(LEVEL_SCALE.min, customerLevel - MATCH_SPREAD)),
            item2: twoDecimals(Math.min(LEVEL_SCALE.max, customerLevel + MATCH_SPREAD)),
          },
  };
}
