import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * An intent the address carries — a query parameter (`signUp`, `partnerToken`) or a fragment (`#share`): a link mailed,
 * a return from the login popup, a tap on the server's HTML before the scripts ran. When it appears it is taken off
 * the address (replacing the entry, so Back or a reload does not act again) and `act` runs once with its value.
 */
export function useUrlIntent(intent: string, act: (value: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const fragment = intent.startsWith('#');
  const value = fragment ? (location.hash === intent ? intent : null) : new URLSearchParams(location.search).get(intent);
  const onIntent = useEffectEvent(act);
  // The value acted on: StrictMode's second run of the effect, or a render before the address changed, is not a second intent.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (value === null) {
      handled.current = null;
      return;
    }
    if (handled.current === value) return;
    handled.current = value;
    const rest = new URLSearchParams(location.search);
    if (!fragment) rest.delete(intent);
    const search = rest.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: fragment ? '' : location.hash }, { replace: true });
    onIntent(value);
  }, [value, fragment, intent, location.pathname, location.search, location.hash, navigate]);
}
