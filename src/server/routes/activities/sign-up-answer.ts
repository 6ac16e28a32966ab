import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../auth/tokens';
import { findCustomerById } from '../../repositories/identity';
import { clubName } from '../../repositories/club';
import { activityOfInscription, type SignUpOutcome } from '../../repositories/activity-signups';
import { partnerConsentMail } from '../../mail/templates';

/** Lifetime of the token handed out with a sign-up sale (spec: a login token issued after a sign-up with a sale lasts 5 minutes). */
const SIGN_UP_TOKEN_SECONDS = 5 * 60;

/** Query of the activity page that confirms a partner (the portal posts it to publicactivities/partner-confirm). */
const PARTNER_TOKEN_PARAM = 'partnerToken';

/** Mails the named partner the link that confirms their place (after the sign-up committed). */
async function askPartner(request: FastifyRequest, outcome: Extract<SignUpOutcome, { ok: true }>, customerId: number): Promise<void> {
  if (!outcome.askPartner) return;
  const { db, mailer, config } = request.server;
  const [partner, customer, club] = await Promise.all([findCustomerById(db, outcome.askPartner.customerId), findCustomerById(db, customerId), clubName(db)]);
  if (!partner) return;
  const activityId = await activityOfInscription(db, outcome.inscriptionId);
  const url = `${config.publicUrl}/activity/${activityId}?${PARTNER_TOKEN_PARAM}=${encodeURIComponent(outcome.askPartner.token)}`;
  const signedUpBy = customer ? `${customer.name} ${customer.surname}`.trim() : '';
  // In the language of the player who named the partner: both play at the same club.
  const mail = partnerConsentMail({ language: request.language, clubName: club, name: partner.name, signedUpBy, activity: outcome.description, url });
  await mailer.send({ ...mail, to: partner.email, customerId: partner.id });
}

/**
 * The answer of an activity sign-up (inscription or dynamic form). An item without saleNumber means done;
 * with a sale, the portal puts it in the cart and goes to checkout with the short-lived token.
 */
export async function signUpAnswer(request: FastifyRequest, outcome: SignUpOutcome, customerId: number, caller: AccessClaims) {
  if (!outcome.ok) return { ok: false, errorMsg: request.t(outcome.refusal) };
  await askPartner(request, outcome, customerId);
  if (!outcome.sale) return { ok: true, model: [{ saleNumber: null, ctk: null, description: outcome.description, sale: null }] };
  const issued = await request.server.tokens.issue({ customerId, actorId: caller.actorId, sessionVersion: caller.sessionVersion }, SIGN_UP_TOKEN_SECONDS);
  return { ok: true, model: [{ saleNumber: outcome.sale.saleNumber, ctk: issued.token, description: outcome.description, sale: outcome.sale }] };
}
