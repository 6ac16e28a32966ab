import { useEffect } from 'react';
import { useRootStore } from '../../stores/StoresContext';

/** Empties the cart when the page opens (payment success, password changed). */
export function ClearCartOnLoad() {
  const root = useRootStore();
  useEffect(() => {
    root.cart.clear();
  }, [root]);
  return null;
}
