import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../stores/StoresContext';
import type { ConditionContext } from './conditions';
import { useScope } from './render-contexts';

export function useConditionContext(): ConditionContext {
  const root = useRootStore();
  const { pathname, search } = useLocation();
  return useMemo(() => root.conditionContextAt(pathname, search), [root, pathname, search]);
}

/**
 * The condition context plus the data in scope, for `field` conditions. The store context
 * is the prototype, not a copy, so its getters stay lazy and observers subscribe only to
 * what a condition reads.
 */
export function useScopedConditionContext(): ConditionContext {
  const conditions = useConditionContext();
  const scope = useScope();
  return useMemo(() => Object.create(conditions, { scope: { value: scope } }) as ConditionContext, [conditions, scope]);
}
