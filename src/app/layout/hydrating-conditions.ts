import { useMemo, useSyncExternalStore } from 'react';
import type { ConditionContext } from '../../engine/conditions';
import { useConditionContext } from '../../engine/use-condition-context';

const NONE: readonly string[] = [];
const subscribeToNothing = () => () => undefined;

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
 * The show-conditions of a part that hydrates in a Suspense boundary of its own (the header): while it hydrates, as
 * the server rendered them; right after, the stores' own. The root commits first and its effects change the stores
 * (the catalogue followed, the window's scroll), and only then does React hydrate the boundary: reading the stores
 * there, the desktop bar drew Book and Matches where the server's HTML had Shop, a text React could not match (#418),
 * so it threw the header's HTML away. React takes useSyncExternalStore's server snapshot while hydrating (and on the
 * server) and renders the part again at once with the browser's.
 */
export function useHydratingConditions(): ConditionContext {
  const conditions = useConditionContext();
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return useMemo(() => (hydrating ? asServerRendered(conditions) : conditions), [hydrating, conditions]);
}
