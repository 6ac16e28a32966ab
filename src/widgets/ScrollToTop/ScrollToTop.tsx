import { useEffect } from 'react';
import type { WidgetProps } from '../../engine/widget-types';

/** Scrolls to the top after options.delayMs (the payment-success page waits 500 ms). */
export function ScrollToTop({ options }: WidgetProps) {
  const delayMs = typeof options.delayMs === 'number' ? options.delayMs : 0;
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return null;
}
