import { useDeferredValue, useMemo } from 'react';
import type { ConditionContext } from '../../engine/conditions';
import { useConditionContext } from '../../engine/use-condition-context';

const NONE: readonly string[] = [];

/**
 * The show-conditions as the server's render saw them: the catalogue (booking concepts, memberships, vouchers) not
 * followed yet and the page not scrolled.
 */
function asServerRendered(conditions: ConditionContext): ConditionContext {
  return Object.create(conditions, {
    bookingTypeConcepts: { value: NONE },
    scrollY: { value: 0 },
    counts: { get: () => ({ ...conditions.counts, memberships: 0, vouchers: 0 }) },
  }) as ConditionContext;
}

/**
 * The show-conditions of a part that hydrates in a Suspense boundary of its own (the header): in its first render, as
 * the server rendered them; in a second one right after, at low priority and in slices, the stores' own. The root
 * commits first and its effects change the stores (the catalogue followed, the window's scroll), and only then does
 * React hydrate the boundary: reading the stores there, the desktop bar drew Book and Matches where the server's HTML
 * had Shop, a text React could not match (#418), so it threw the header's HTML away. useDeferredValue's initial value
 * is what the server renders and the first render shows, hydrating or not.
 */
export function useHydratingConditions(): ConditionContext {
  const conditions = useConditionContext();
  const live = useDeferredValue(true, false);
  return useMemo(() => (live ? conditions : asServerRendered(conditions)), [live, conditions]);
}
