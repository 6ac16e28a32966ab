import type { FastifyInstance } from 'fastify';
import type { components } from '../../generated/api';
import { refuseEarly } from './prebook';

type PrebookRequest = components['schemas']['PrebookRequest'];

/** The pre-books, and whether each creates a match. */
const PREBOOKS: Readonly<Record<string, boolean>> = { prebookBooking: false, prebookMatch: true };

/**
 * When a club opens next week's courts, hundreds ask for a few slots at once and all but one per slot are
 * refused. Such a refusal is decided here, as soon as the body is read: after the token's signature (a caller
 * without a signed token learns nothing; src/server/auth/plugin.ts) and before the token's session-version
 * read, the schema's validation, the customer guard and the handler, which only the attempts that may still
 * win the slot go on to. Registered before the authentication plugin, so this preValidation hook runs
 * before its session check. Other operations pass with a plain callback.
 */
export function registerEarlyRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    const isMatch = PREBOOKS[request.routeOptions.config.operationId ?? ''];
    if (isMatch === undefined || !request.signedClaims) return done();
    // The raw body: refuseEarly reads only the type and the blocks, defensively, and leaves to the full path
    // anything it cannot read. Its refusal goes to the app's error handler, as a handler's would.
    refuseEarly(request, request.body as PrebookRequest, isMatch, (release) => reply.raw.once('close', release)).then(() => done(), done);
  });
}
