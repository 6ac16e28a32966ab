import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Route } from '../../generated/schemas/manifest';
import { PageHost } from '../../engine/PageHost';
import { useRootStore } from '../../stores/StoresContext';
import { Layout } from '../layout/Layout';
import { HOME_PATH, useWholeDictionary } from './use-whole-dictionary';

/** A route that names no layout gets the insecure one (doc 1 §2.1). */
const DEFAULT_LAYOUT = 'insecure';

/**
 * The guard's answer to a visitor without a session (doc 1 §2.3): the login popup, with the
 * way back here, over the previous page, or over home when the visit started here.
 */
function LoginRequired() {
  const root = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  // Strict mode runs effects twice: going back twice would leave the site.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    root.ui.openLogin(`${location.pathname}${location.search}${location.hash}`);
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  }, [root, location, navigate]);

  return null;
}

export const RouteFrame = observer(function RouteFrame({ route }: { route: Route }) {
  const { session } = useRootStore();
  const allowed = route.access === 'public' || (session.loggedIn && session.hasStoredToken());
  // After a logout the reload decides what comes next: no login popup over the page being left.
  const guard = session.leaving ? null : <LoginRequired />;
  // Home may start with its own words only: another page waits for the rest of the dictionary (a moment, if at all).
  const page = useWholeDictionary(route.path !== HOME_PATH) ? <PageHost pageId={route.page} /> : null;
  return <Layout id={route.layout ?? DEFAULT_LAYOUT}>{allowed ? page : guard}</Layout>;
});
