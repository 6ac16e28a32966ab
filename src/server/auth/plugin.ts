import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    customer: AccessClaims | null;
    /** A bearer token was sent but is forged, expired or revoked. */
    tokenRejected: boolean;
    /** The bearer token's claims once its signature is checked, before its session version is (null without one). */
    signedClaims: AccessClaims | null;
  }
}

/**
 * Operations whose token has its session version checked once the body is read (a preValidation hook), not on
 * arrival: a pre-book of a slot already taken is refused in between from memory (bookings/early-refusal.ts),
 * with the signature checked, so in a booking rush only the attempts that may win a slot read the database.
 */
const SESSION_CHECKED_AFTER_BODY: ReadonlySet<string> = new Set(['prebookBooking', 'prebookMatch']);

/** Reads the bearer token once per request; a bad token is simply no identity (guards decide what that means). */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('customer', null);
    app.decorateRequest('tokenRejected', false);
    app.decorateRequest('signedClaims', null);
    const tokenOf = (header: string) => header.match(/^Bearer\s+(\S+)$/i)?.[1];
    const signed = async (request: FastifyRequest, header: string) => {
      const token = tokenOf(header);
      request.signedClaims = token ? await app.tokens.verify(token) : null;
      // Until its session version is read, a signed token is no identity either.
      request.tokenRejected = Boolean(token) && request.signedClaims === null;
    };
    const identify = async (request: FastifyRequest, header: string) => {
      const claims = request.signedClaims;
      const token = tokenOf(header);
      const current = claims && token ? await app.sessions.version(token, claims.actorId, () => app.customers.sessionVersion(claims.actorId)) : undefined;
      request.customer = claims && current === claims.sessionVersion ? claims : null;
      request.tokenRejected = Boolean(token) && request.customer === null;
    };
    const signedAndIdentified = async (request: FastifyRequest, header: string) => {
      await signed(request, header);
      await identify(request, header);
    };
    const checkedAfterBody = (request: FastifyRequest) => SESSION_CHECKED_AFTER_BODY.has(request.routeOptions.config.operationId ?? '');
    // Without an Authorization header (most public reads) nothing is awaited: no promise for the request.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (header === undefined) done();
      else if (checkedAfterBody(request)) signed(request, header).then(() => done(), done);
      else signedAndIdentified(request, header).then(() => done(), done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (header === undefined || !checkedAfterBody(request)) done();
      else identify(request, header).then(() => done(), done);
    });
  },
  { name: 'authentication', fastify: '5.x', dependencies: ['club-services', 'club-cache'] },
);
