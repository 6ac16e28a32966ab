import type { Middleware } from 'openapi-fetch';
import { PORTAL_VERSION_HEADER, type ApiSessionPort } from '../ports';

/** Every call carries the bearer token (when there is one), the portal's version and the player's language. */
export function credentials(session: ApiSessionPort, portalVersion: string): Middleware {
  return {
    onRequest({ request }) {
      const token = session.accessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set(PORTAL_VERSION_HEADER, portalVersion);
      request.headers.set('Accept-Language', session.language());
      return request;
    },
  };
}
