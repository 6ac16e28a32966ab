/** Only web addresses may be redirected to; anything else falls back to the default. */
function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/**
 * Where the account-link page sends the user after the login attempt (doc 1 §2.15): the
 * urlOk or urlKo the app passed, else the portal's own site, plus the outcome.
 */
export function linkAccountTarget(query: Readonly<Record<string, string>>, ok: boolean, fallback = window.location.origin): string {
  const base = webAddress(ok ? query.urlOk : query.urlKo) ?? fallback;
  return `${base}/link-account-response/${ok}`;
}
