import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../stores/StoresContext';
import type { ConditionContext } from './conditions';

export function useConditionContext(): ConditionContext {
  const root = useRootStore();
  const { pathname } = useLocation();
  return useMemo(() => root.conditionContextAt(pathname), [root, pathname]);
}
