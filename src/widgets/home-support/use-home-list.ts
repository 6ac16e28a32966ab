import { useEffect, useState, type DependencyList } from 'react';

/**
 * Loads a home section's items. A failure is only logged and shows nothing (doc 1 §8: home
 * lists fail quietly). Null while loading.
 */
export function useHomeList<T>(what: string, loader: () => Promise<readonly T[]>, deps: DependencyList): readonly T[] | null {
  const [items, setItems] = useState<readonly T[] | null>(null);
  useEffect(() => {
    let current = true;
    loader()
      .then((loaded) => current && setItems(loaded))
      .catch((error: unknown) => {
        console.warn(`Could not load ${what}`, error);
        if (current) setItems([]);
      });
    return () => {
      current = false;
    };
    // The caller lists what the loader depends on, as with useEffect.
  }, deps);
  return items;
}
