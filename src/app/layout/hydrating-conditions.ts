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
 * the server rendered them; right after, the stores' own. The root's effects change the stores before React hydrates
 * the boundary, so reading them there would not match the server's HTML and React would throw it away.
 */
export function useHydratingConditions(): ConditionContext {
  const conditions = useConditionContext();
  const live = useDeferredValue(true, false);
  return useMemo(() => (live ? conditions : asServerRendered(conditions)), [live, conditions]);
}
