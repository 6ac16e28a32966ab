import { useEffect } from 'react';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';

/** Opens the login popup after options.delayMs (activation waits 1 s), returning to options.returnPath. */
export function OpenLoginAfter({ options }: WidgetProps) {
  const root = useRootStore();
  const delayMs = typeof options.delayMs === 'number' ? options.delayMs : 0;
  const returnPath = typeof options.returnPath === 'string' ? options.returnPath : null;
  useEffect(() => {
    const timer = window.setTimeout(() => root.ui.openLogin(returnPath, 'login'), delayMs);
    return () => window.clearTimeout(timer);
  }, [root, delayMs, returnPath]);
  return null;
}
