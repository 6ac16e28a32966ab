import type { FastifyRequest } from 'fastify';
import { runCheckout } from '../../checkout/run';
import type { CheckoutDone, CheckoutInput } from '../../checkout/run/types';
import { Refusal, refusalsCarry } from '../../http/refusal';
import { ProviderDeclined } from '../../payments/provider';
import { hasSqlState, SqlState } from '../../db/sql-state';
import type { DeliveryAddress, Origin } from '../../db/schema';
import { clubName, currentClub } from '../../repositories/club';
import { mailOrderConfirmation } from '../../mail/order-confirmation';
import { activationMail } from '../../mail/templates';

/** A login token after a sign-up with a sale lasts 5 minutes (spec 3 §9). */
const CHECKOUT_LOGIN_SECONDS = 5 * 60;

type Body = {
  saleItems?: CheckoutInput['saleItems'];
  saleIds?: number[];
  paymentMethodId?: number | null;
  voucherId?: number | null;
  tokenId?: string | number | null;
  saveCreditCard?: boolean | null;
  promoCode?: string | null;
  shopTransportId?: number | null;
  guid?: string | null;
  origin?: Origin;
  customer?: {
    name?: string | null;
    surname?: string | null;
    addressLine1?: string | null;
    city?: string | null;
    town?: string | null;
    country?: string | null;
    postalCode?: string | null;
    email?: string | null;
    phone?: string | null;
    okRss?: boolean | null;
    acceptConditions?: boolean | null;
  } | null;
};

function deliveryAddress(customer: Body['customer']): DeliveryAddress | null {
  if (!customer) return null;
  const entries = (['name', 'surname', 'addressLine1', 'city', 'town', 'country', 'postalCode', 'email', 'phone'] as const).flatMap((key) => {
    const value = customer[key]?.trim();
    return value ? [[key, value] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function checkoutInput(body: Body, customerId: number | null, visitor: CheckoutInput['visitor']): CheckoutInput {
  return {
    customerId,
    visitor,
    saleItems: body.saleItems ?? [],
    saleIds: body.saleIds ?? [],
    paymentMethodId: body.paymentMethodId ?? null,
    voucherId: body.voucherId ?? null,
    tokenId: body.tokenId ?? null,
    saveCard: body.saveCreditCard === true,
    promoCode: body.promoCode ?? null,
    shopTransportId: body.shopTransportId ?? null,
    guid: body.guid?.trim() || null,
    address: deliveryAddress(body.customer),
    acceptConditions: body.customer?.acceptConditions ?? null,
    origin: body.origin ?? null,
  };
}

/** Runs the checkout and answers its model; a refusal carries its message in model.errorMsg too. Mails go out after the commit. */
export async function answerCheckout(request: FastifyRequest, input: CheckoutInput) {
  const { db, tokens, clock } = request.server;
  // A card the provider declined inside the checkout: paid false tells the portal to go to /cz/ko.
  refusalsCarry(request, (errorMsg, refusal) => ({ model: { errorMsg, ...(refusal instanceof ProviderDeclined ? { paid: false } : {}) } }));
  const club = await currentClub(db);
  const done = await runCheckout(db, input, {
    now: clock.now(),
    payments: request.server.payments,
    club,
    language: request.language,
    async login(customer) {
      const issued = await tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.sessionVersion }, CHECKOUT_LOGIN_SECONDS);
      return { token: issued.token, expiry: issued.expiresAt.toISOString(), id: customer.id, name: customer.name, surname: customer.surname, logo: null };
    },
  }).catch((error: unknown) => {
    // Another checkout registered the visitor's e-mail first.
    throw hasSqlState(error, SqlState.uniqueViolation) && input.visitor ? new Refusal('identity.emailTaken') : error;
  });
  if (done.fresh) await mailConfirmation(request, done);
  return { ok: true, model: done.model };
}

/**
 * The mails of a checkout: a visitor's activation, and the order confirmation once the money is taken or
 * owed at the club. A checkout that goes on at a provider is confirmed when the provider settles it
 * (mailOrderConfirmation from payments/settle), never before: the customer may still decline.
 */
async function mailConfirmation(request: FastifyRequest, done: CheckoutDone): Promise<void> {
  const { db, mailer, config } = request.server;
  if (done.registered) {
    const registered = done.registered;
    await mailer.send({
      ...activationMail({
        language: request.language,
        clubName: await clubName(db),
        name: registered.name,
        url: `${config.publicUrl}/customer/activate/${registered.activationToken}`,
      }),
      to: registered.email,
      customerId: registered.id,
    });
  }
  if (!done.model.paid && !done.deferred) return;
  await mailOrderConfirmation(request.server, {
    customerId: done.customerId,
    saleIds: done.model.saleIds ?? [],
    total: done.total,
    deferred: done.deferred,
    language: request.language,
  });
}
