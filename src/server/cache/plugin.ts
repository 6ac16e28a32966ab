import fp from 'fastify-plugin';
import type { ChangeFeed } from './change-feed';
import { ClubReads } from './club-reads';
import { SessionCache } from './session-cache';
import { TableCache } from './table-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Club settings, booking types, resources, timetables and prices, kept until they change. */
    clubReads: ClubReads;
    /** Session-version checks per token, kept a few seconds. */
    sessions: SessionCache;
  }
}

/**
 * The in-memory caches of the hot reads. They keep anything only with a change feed (the database's
 * notifications, migration 016); without one (`changes` unset) every read goes to the database.
 * The feed is closed with the server.
 */
export const cachePlugin = fp<{ changes?: ChangeFeed }>(
  async (app, { changes }) => {
    app.decorate('clubReads', new ClubReads(app.db, new TableCache(changes), changes));
    app.decorate('sessions', new SessionCache(changes));
    // Before the answer of a signed-in customer's write goes out: the customer's next read must see it.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.customer) app.clubReads.customerWrote([request.customer.customerId, request.customer.actorId]);
      done(null, payload);
    });
    if (changes) app.addHook('onClose', () => changes.close());
  },
  { name: 'club-cache', fastify: '5.x', dependencies: ['club-services'] },
);
