import type { FastifyInstance } from 'fastify';

/** Where the portal opens its one stream per visit (a server extra beside the contract: ARCHITECTURE.md). */
const LIVE_EVENTS_PATH = '/live/events';

/**
 * The stream's headers, written by the route itself (the answer is taken over from fastify, so no hook adds them):
 * an event stream is never stored nor compressed, nginx passes each event on at once, and like the API's answers
 * it loads nothing runnable.
 */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
};

/**
 * `GET /live/events`: a `text/event-stream` of change events (`id: <hub>.<n>`, `data: {"t":"booking",…}`), a
 * `reset` event when the client must reload everything it shows, and a heartbeat comment. A reconnect sends the
 * last id it saw (the browser's `Last-Event-ID`, or `?lastEventId=` for a new EventSource) and gets what followed it.
 * 429 when the caller's address (or the instance) holds too many streams: the portal then works as without events.
 * Each stream writes straight to its connection (no stream object in between: thousands are held at once).
 */
export function registerLiveRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { lastEventId?: string } }>(LIVE_EVENTS_PATH, (request, reply) => {
    if (!app.live.admits(request.ip)) return reply.code(429).header('retry-after', '60').header('cache-control', 'no-store').send();
    const header = request.headers['last-event-id'];
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? (typeof request.query.lastEventId === 'string' ? request.query.lastEventId : undefined);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, STREAM_HEADERS);
    const closeStream = app.live.open(request.ip, lastEventId, {
      write: (text) => response.write(text),
      buffered: () => response.writableLength,
      close: () => response.destroy(),
    });
    response.once('close', () => closeStream?.());
    return reply;
  });
}
