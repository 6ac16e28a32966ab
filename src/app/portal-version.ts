// Only the version is bundled: Vite tree-shakes named imports of JSON.
import { version } from '../../package.json';

/** Sent with every call (X-Portal-Version) so a club server can tell which portal build talks to it. */
export const PORTAL_VERSION: string = version;
