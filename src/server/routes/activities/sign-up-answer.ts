import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../auth/tokens';
import type { SignUpOutcome } from '../../repositories/activity-signups';

/** Lifetime of the token handed out with a sign-up sale (spec: a login token issued after a sign-up with a sale lasts 5 minutes). */
export const SIGN_UP_TOKEN_SECONDS = 5 * 60;

/**
 * The answer of an activity sign-up (inscription or dynamic form). An item without saleNumber means done;
 * with a sale, the portal puts it in the cart and goes to checkout with the short-lived token.
 */
export async function signUpAnswer(request: FastifyRequest, outcome: SignUpOutcome, customerId: number, caller: AccessClaims) {
  if (!outcome.ok) return { ok: false, errorMsg: request.t(outcome.refusal) };
  if (!outcome.sale) return { ok: true, model: [{ saleNumber: null, ctk: null, description: outcome.description, sale: null }] };
  const issued = await request.server.tokens.issue({ customerId, actorId: caller.actorId, sessionVersion: caller.sessionVersion }, SIGN_UP_TOKEN_SECONDS);
  return { ok: true, model: [{ saleNumber: outcome.sale.saleNumber, ctk: issued.token, description: outcome.description, sale: outcome.sale }] };
}
