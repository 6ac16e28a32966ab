import { useEffect } from 'react';
import type { WidgetProps } from '../../engine/widget-types';

/**
 * Tells an embedding page (an app's web view or iframe) what happened, e.g. payment_ok.
 * The message carries no data, so any parent origin may hear it.
 */
export function PostToParent({ options }: WidgetProps) {
  const message = typeof options.message === 'string' ? options.message : null;
  useEffect(() => {
    if (message && window.parent !== window) window.parent.postMessage(message, '*');
  }, [message]);
  return null;
}
