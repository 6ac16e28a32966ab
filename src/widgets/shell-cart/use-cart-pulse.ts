import { useEffect, useRef, useState } from 'react';

/** How long the cart animates when something is added (doc 3 §9: "Cart animation lasts 1 s"). */
const CART_ANIMATION_MS = 1000;

/** True for 1 s after each add to the cart (a change of the cart's add count), never on first render. */
export function useCartPulse(addedCount: number): boolean {
  const [pulsing, setPulsing] = useState(false);
  const seen = useRef(addedCount);
  useEffect(() => {
    if (addedCount === seen.current) return;
    seen.current = addedCount;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), CART_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [addedCount]);
  return pulsing;
}
