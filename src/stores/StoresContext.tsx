import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

const RootStoreContext = createContext<RootStore | null>(null);

export const RootStoreProvider = RootStoreContext.Provider;

export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext);
  if (!root) throw new Error('useRootStore() needs a <RootStoreProvider> above it');
  return root;
}
