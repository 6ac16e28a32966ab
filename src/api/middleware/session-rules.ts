import type { Middleware } from 'openapi-fetch';
import { STORAGE_VERSION_HEADER } from '../../domain/api-headers';
import type { ApiHooks } from '../ports';

/** The session rules that ride on answers: 401 asks for login, the storage-version header may clear the session. */
export function sessionRules(hooks: Pick<ApiHooks, 'onUnauthorized' | 'onStorageVersion' | 'currentPath'>): Middleware {
  return {
    onResponse({ response }) {
      const version = response.headers.get(STORAGE_VERSION_HEADER);
      if (version !== null && version.trim() !== '' && Number.isFinite(Number(version))) {
        hooks.onStorageVersion(Number(version));
      }
      if (response.status === 401) hooks.onUnauthorized(hooks.currentPath());
      return undefined;
    },
  };
}
