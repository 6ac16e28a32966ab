import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Where the portal opens its one stream per visit (a server extra beside the contract: ARCHITECTURE.md). */
export const LIVE_EVENTS_PATH = '/live/events';

/**
 * `GET /live/events`: a `text/event-stream` of change events (`id: <hub>.<n>`, `data: {"t":"booking",…}`), a
 * `reset` event when the client must reload everything it shows, and a heartbeat comment. A reconnect sends the
 * last id it saw (the browser's `Last-Event-ID`, or `?lastEventId=` for a new EventSource) and gets what followed it.
 * 429 when the caller's address (or the instance) holds too many streams: the portal then works as without events.
 */
export function registerLiveRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { lastEventId?: string } }>(LIVE_EVENTS_PATH, (request, reply) => {
    const header = request.headers['last-event-id'];
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? (typeof request.query.lastEventId === 'string' ? request.query.lastEventId : undefined);
    const body = new PassThrough();
    const response = reply.raw;
    const closeStream = app.live.open(request.ip, lastEventId, {
      write: (text) => body.write(text),
      buffered: () => body.writableLength + body.readableLength + response.writableLength,
      close: () => {
        body.end();
        response.destroy();
      },
    });
    if (!closeStream) {
      body.destroy();
      return reply.code(429).header('retry-after', '60').header('cache-control', 'no-store').send();
    }
    request.raw.once('close', () => {
      closeStream();
      body.destroy();
    });
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // nginx passes each event on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(body)
    );
  });
}
