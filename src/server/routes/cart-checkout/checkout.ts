import type { FastifyRequest } from 'fastify';
import { fromCents } from '../../../domain/money';
import { runCheckout, type CheckoutDone, type CheckoutInput } from '../../checkout/checkout';
import type { CheckoutModel } from '../../checkout/payment-types/payment-type';
import { CheckoutRefusal } from '../../checkout/refusal';
import { hasSqlState, SqlState } from '../../db/sql-state';
import type { DeliveryAddress, Origin } from '../../db/schema';
import { clubName, currentClub } from '../../repositories/club';
import { salePublicTokens } from '../../repositories/checkout';
import { findCustomerById } from '../../repositories/identity';
import { orderConfirmationMail } from '../../mail/order-mail';
import { activationMail } from '../../mail/templates';

/** A login token after a sign-up with a sale lasts 5 minutes (spec 3 §9). */
export const CHECKOUT_LOGIN_SECONDS = 5 * 60;

type Body = {
  saleItems?: CheckoutInput['saleItems'];
  saleIds?: number[];
  paymentMethodId?: number | null;
  voucherId?: number | null;
  tokenId?: string | number | null;
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
    promoCode: body.promoCode ?? null,
    shopTransportId: body.shopTransportId ?? null,
    guid: body.guid?.trim() || null,
    address: deliveryAddress(body.customer),
    acceptConditions: body.customer?.acceptConditions ?? null,
    origin: body.origin ?? null,
  };
}

/** Runs the checkout and answers its model; a refusal is ok false with the message in model.errorMsg too. Mails go out after the commit. */
export async function answerCheckout(request: FastifyRequest, input: CheckoutInput) {
  const { db, tokens, clock } = request.server;
  const club = await currentClub(db);
  try {
    const done = await runCheckout(db, input, {
      now: clock.now(),
      club,
      async login(customer) {
        const issued = await tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.sessionVersion }, CHECKOUT_LOGIN_SECONDS);
        return { token: issued.token, expiry: issued.expiresAt.toISOString(), id: customer.id, name: customer.name, surname: customer.surname, logo: null };
      },
    });
    if (done.fresh) await mailConfirmation(request, done);
    return { ok: true, model: done.model };
  } catch (error) {
    if (error instanceof CheckoutRefusal) return refused(request, request.t(error.key, error.args));
    if (hasSqlState(error, SqlState.uniqueViolation) && input.visitor) return refused(request, request.t('identity.emailTaken'));
    throw error;
  }
}

function refused(_request: FastifyRequest, errorMsg: string): { ok: false; errorMsg: string; model: CheckoutModel } {
  return { ok: false, errorMsg, model: { errorMsg } };
}

async function mailConfirmation(request: FastifyRequest, done: CheckoutDone): Promise<void> {
  const { db, mailer, config } = request.server;
  const customer = await findCustomerById(db, done.customerId);
  if (!customer) return;
  const name = await clubName(db);
  if (done.registered) {
    const registered = done.registered;
    await mailer.send({ ...activationMail({ clubName: name, name: registered.name, url: `${config.publicUrl}/customer/activate/${registered.activationToken}` }), to: registered.email, customerId: registered.id });
  }
  const invoices = (await salePublicTokens(db, done.model.saleIds ?? [])).map((sale) => ({ number: sale.number, url: `${config.publicUrl}/api/publicinvoices/download-invoice/${sale.publicToken}` }));
  const mail = orderConfirmationMail({ clubName: name, name: customer.name, payAtClub: done.deferred, total: `${fromCents(done.total).toFixed(2)} €`, invoices });
  await mailer.send({ ...mail, to: customer.email, customerId: done.customerId });
}
