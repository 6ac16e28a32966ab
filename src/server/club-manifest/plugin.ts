import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../cache/change-feed';
import type { DB } from '../db/schema';
import { latestClubSettings, latestClubSettingsVersion } from '../repositories/club-settings';
import { ClubManifestStore, type PublishedOverride } from './store';

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

/** The table whose writes (a publish on any instance) make every instance read the newest version again. */
const VERSIONS_TABLE = 'club_manifest_versions';

interface ClubManifestOptions {
  file: string;
  watch?: boolean;
  /** The database the settings page publishes versions to (club_manifest_versions): the newest one is served. */
  db?: Kysely<DB>;
  /** Its change notifications: another instance's publish is heard at once; without a live feed each page asks. */
  changes?: ChangeFeed;
}

/**
 * Serves the club's manifest file at run time: a club hides a section or a field by editing it, without a build.
 * Read at start and on every change; a refused version is logged and shown at the status route. A version published
 * from the club's settings page (kept in the database, shared by every instance) replaces it on every instance's next
 * page, and is written to the file too.
 */
export const clubManifestPlugin = fp(async (app: FastifyInstance, options: ClubManifestOptions) => {
  const store = new ClubManifestStore(options.file, { info: (message) => app.log.info(message), error: (details, message) => app.log.error(details, message) }, () =>
    app.clock.now(),
  );
  app.decorate('clubManifest', store);
  await store.reload().catch((error: unknown) => app.log.error({ file: options.file, error: String(error) }, 'club manifest could not be read'));
  const { db, changes } = options;
  const newest = async (): Promise<PublishedOverride | undefined> => {
    if (!db || (await latestClubSettingsVersion(db)) <= store.status.publishedVersion) return undefined;
    const latest = await latestClubSettings(db);
    return latest && { version: latest.version, override: latest.document.override };
  };
  const follow = () => store.follow(newest).catch((error: unknown) => app.log.error({ error: String(error) }, 'club manifest versions could not be read'));
  await follow();
  changes?.subscribe({ changed: (change) => (change.table === VERSIONS_TABLE ? void follow() : undefined), reset: () => void follow() });
  if (options.watch !== false) store.watch();
  app.addHook('onClose', async () => {
    await store.settled();
    store.close();
  });

  app.get(CLUB_MANIFEST_ROUTE, async (_request, reply) => {
    // Without a live change feed another instance's publish is not heard: each visit asks the database.
    if (!changes?.live) await follow();
    // Asked once per visit; a reload after an edit must see the change, so nothing keeps it.
    reply.header('Cache-Control', 'no-cache');
    return { override: store.current };
  });

  app.get(CLUB_MANIFEST_STATUS_ROUTE, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return store.status;
  });
});
