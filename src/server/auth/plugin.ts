import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    customer: AccessClaims | null;
    /** A bearer token was sent but is forged, expired or revoked. */
    tokenRejected: boolean;
  }
}

/** Reads the bearer token once per request; a bad token is simply no identity (guards decide what that means). */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('customer', null);
    app.decorateRequest('tokenRejected', false);
    const identify = async (request: FastifyRequest, header: string) => {
      const match = header.match(/^Bearer\s+(\S+)$/i);
      const token = match?.[1];
      const claims = token ? await app.tokens.verify(token) : null;
      const current = claims && token ? await app.sessions.version(token, claims.actorId, () => app.customers.sessionVersion(claims.actorId)) : undefined;
      request.customer = claims && current === claims.sessionVersion ? claims : null;
      request.tokenRejected = Boolean(match) && request.customer === null;
    };
    // Without an Authorization header (most public reads) nothing is awaited: no promise for the request.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (header === undefined) done();
      else identify(request, header).then(() => done(), done);
    });
  },
  { name: 'authentication', fastify: '5.x', dependencies: ['club-services', 'club-cache'] },
);
