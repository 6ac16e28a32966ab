import fp from 'fastify-plugin';
import type { ChangeFeed } from '../cache/change-feed';
import { liveChangeOf } from './events';
import { LiveHub, type LiveHubOptions } from './hub';
import { registerLiveRoute } from './route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live streams of this instance and the events they carry (issue 40). */
    live: LiveHub;
  }
}

/**
 * Live availability: the database's change notifications (migration 042, heard by every instance through the change
 * feed) become small numbered events on each open stream of `GET /live/events`. Without a feed (tests that do not
 * ask for one) the streams open and stay quiet. The streams end before the server waits for its requests to finish.
 */
export const livePlugin = fp<{ changes?: ChangeFeed; hub?: LiveHubOptions }>(
  async (app, { changes, hub: options }) => {
    const hub = new LiveHub({ now: () => app.clock.now().getTime(), ...options });
    app.decorate('live', hub);
    const unsubscribe = changes?.subscribe({
      changed: (change) => {
        const live = change.table === 'live' && change.live ? liveChangeOf(change.live) : null;
        if (live) hub.changed(live);
      },
      reset: () => hub.reset(),
    });
    app.addHook('preClose', (done) => {
      unsubscribe?.();
      hub.close();
      done();
    });
    registerLiveRoute(app);
  },
  { name: 'club-live', fastify: '5.x' },
);
