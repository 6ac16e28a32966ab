import type { FastifyInstance } from 'fastify';

/** Answers without a body (fetch's Response refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this server's own routes through `app.inject`: the server's render of a page asks the
 * /api as the browser would (same validation, same answers), without a network round trip.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (request: Request, options: { signal?: AbortSignal } = {}): Promise<Response> => {
    options.signal?.throwIfAborted();
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const payload = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      // The answer is read here, never sent on: asked uncompressed.
      headers: { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' },
      ...(payload ? { payload } : {}),
    });
    options.signal?.throwIfAborted();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = NULL_BODY_STATUSES.has(answer.statusCode) || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
