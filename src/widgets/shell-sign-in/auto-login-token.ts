import type { LoginRecord } from '../../stores/ports';
import { isRecord } from '../../domain/is-record';

function decodeBase64Utf8(value: string): string {
  const normalised = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  const binary = atob(normalised);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The login record an app hands over in /auto-login?t=… (doc 1 §5): JSON when the token holds a dot (base64 never
 * does), else base64-encoded JSON. Not an answer of our API, so no contract type to trust: checked here, once.
 */
export function decodeAutoLoginToken(token: string | null | undefined): LoginRecord | null {
  if (!token) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(token.includes('.') ? token : decodeBase64Utf8(token));
  } catch {
    return null;
  }
  const data = isRecord(payload) ? payload.data : undefined;
  if (!isRecord(data) || typeof data.token !== 'string' || data.token === '' || typeof data.id !== 'number') return null;
  return {
    token: data.token,
    id: data.id,
    expiry: typeof data.expiry === 'string' ? data.expiry : '',
    logo: typeof data.logo === 'string' ? data.logo : null,
    name: typeof data.name === 'string' ? data.name : '',
    surname: typeof data.surname === 'string' ? data.surname : '',
  };
}

/**
 * Where auto-login goes afterwards: the back address when it stays on this site, else home.
 * A handed-over link must not be able to send a freshly signed-in customer elsewhere.
 */
export function autoLoginTarget(back: string | null | undefined, origin: string = window.location.origin): string {
  if (!back) return '/';
  if (back.startsWith('/') && !back.startsWith('//')) return back;
  try {
    const url = new URL(back);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
