import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    customer: AccessClaims | null;
  }
}

/** Reads the bearer token once per request; a bad token is simply no identity (guards decide what that means). */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('customer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    request.customer = match?.[1] ? await app.tokens.verify(match[1]) : null;
  });
}
