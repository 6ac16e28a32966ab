import { useEffect } from 'react';
import { RETURN_AFTER_ACTIVATION_KEY } from '../../engine/actions-by-area/shell';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';

/**
 * Opens the login popup after options.delayMs (activation waits 1 s), returning to options.returnPath, or to the
 * page the account was registered from (kept by the register action), so a sign-up started there goes on.
 */
export function OpenLoginAfter({ options }: WidgetProps) {
  const root = useRootStore();
  const delayMs = typeof options.delayMs === 'number' ? options.delayMs : 0;
  const returnPath = typeof options.returnPath === 'string' ? options.returnPath : null;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const registeredFrom = root.storage.get<string>(RETURN_AFTER_ACTIVATION_KEY);
      root.storage.remove(RETURN_AFTER_ACTIVATION_KEY);
      root.ui.openLogin(registeredFrom ?? returnPath, 'login');
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [root, delayMs, returnPath]);
  return null;
}
