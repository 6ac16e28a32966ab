import { Gauge, type Registry } from 'prom-client';
import { version } from '../../../package.json';

// Set by `npm run build` (scripts/build-server.ts); a server run from its sources (tsx, tests) is 'dev'.
declare const __CLUB_PORTAL_COMMIT__: string | undefined;

/** What this process runs: the release, the commit it was built from, the Node runtime. */
const BUILD = {
  version,
  commit: typeof __CLUB_PORTAL_COMMIT__ === 'string' ? __CLUB_PORTAL_COMMIT__ : 'dev',
  node: process.version,
} as const;

/** `club_portal_build_info{version,commit,node} 1`: a dashboard joins on it to see which release each instance runs. */
export function registerBuildInfo(registry: Registry): void {
  new Gauge({
    name: 'club_portal_build_info',
    help: 'Always 1; its labels name the release (package.json version), the commit it was built from and the Node version',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [registry],
  }).set(BUILD, 1);
}
