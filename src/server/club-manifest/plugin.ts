import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClubManifestStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The club's manifest file as served to the portal (and to server-side rendering: `clubManifest.current`). */
    clubManifest: ClubManifestStore;
  }
}

/** Where the portal asks for the club's manifest at start; outside /api, as the built files are. */
export const CLUB_MANIFEST_ROUTE = '/portal-manifest.json';
/** Whether the club's file is served or was refused, and why, with each mistake's JSON path. */
export const CLUB_MANIFEST_STATUS_ROUTE = '/health/club-manifest';

/**
 * Serves the club's manifest file at run time: a club hides a section or a field by editing it, without a build.
 * Read at start and on every change; a refused version is logged and shown at the status route.
 */
export const clubManifestPlugin = fp(async (app: FastifyInstance, options: { file: string; watch?: boolean }) => {
  const store = new ClubManifestStore(options.file, { info: (message) => app.log.info(message), error: (details, message) => app.log.error(details, message) }, () =>
    app.clock.now(),
  );
  app.decorate('clubManifest', store);
  await store.reload().catch((error: unknown) => app.log.error({ file: options.file, error: String(error) }, 'club manifest could not be read'));
  if (options.watch !== false) store.watch();
  app.addHook('onClose', async () => store.close());

  app.get(CLUB_MANIFEST_ROUTE, async (_request, reply) => {
    // Asked once per visit; a reload after an edit must see the change, so nothing keeps it.
    reply.header('Cache-Control', 'no-cache');
    return { override: store.current };
  });

  app.get(CLUB_MANIFEST_STATUS_ROUTE, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return store.status;
  });
});
