import { Navigate, useLocation } from 'react-router-dom';

/** Payment providers return to the old hash routes; they live at /cz/ok and /cz/ko now (doc 1 §2.3). */
function hashRedirectTarget(hash: string): string | null {
  if (hash.includes('#/cz/ok')) return '/cz/ok';
  if (hash.includes('#/cz/ko')) return '/cz/ko';
  return null;
}

export function HashRedirect() {
  const target = hashRedirectTarget(useLocation().hash);
  return target ? <Navigate to={target} replace /> : null;
}
