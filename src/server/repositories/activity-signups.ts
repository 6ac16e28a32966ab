import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import type { components } from '../../generated/api';
import type { DB, SalesTable, StoredFormFile } from '../db/schema';
import { netPending } from '../../domain/money';
import { hasSqlState, SqlState } from '../db/sql-state';
import { notFound } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import { ACTIVITY_FORM_PARENT } from './activities';
import { deleteInscriptionSubmissions } from './dynamic-forms';
import { cancelPendingSales } from './sales';
import { inscriptionSale, signUpChecks } from './activity-signup-steps';

type SaleAnswer = components['schemas']['Sale'];

export interface SignUpRequest {
  activityId: number;
  customerId: number;
  partnerCustomerId?: number | null;
  activityCategoryId?: number | null;
  /** True when the sign-up comes with the activity's dynamic form (which may ask for partner and category). */
  viaForm: boolean;
  /** The server's clock (app.clock) at the sign-up: a directly enrolled partner's confirmation is dated by it. */
  now: Date;
}

/** A partner to ask for consent: mailed the link with this token once the sign-up is committed. */
interface PartnerToAsk {
  customerId: number;
  token: string;
}

export type SignUpOutcome =
  { ok: true; inscriptionId: number; description: string; sale: SaleAnswer | null; askPartner: PartnerToAsk | null } | { ok: false; refusal: SignUpRefusalKey };

/** Why a sign-up was refused: a key of the server's messages, put in words by the answer. */
export type SignUpRefusalKey = Extract<MessageKey, `activities.${string}`>;

function toSaleAnswer(sale: Selectable<SalesTable>): SaleAnswer {
  return {
    id: sale.id,
    saleNumber: sale.number,
    title: sale.title,
    description: sale.description,
    cancelUrl: sale.cancel_url,
    total: sale.total,
    netTotal: sale.net_total,
    totalWithDiscount: sale.total,
    grossTotalWithDiscount: sale.total,
    netTotalWithDiscount: sale.net_total,
    paid: sale.paid,
    pending: sale.pending,
    netPending: netPending(sale.total, sale.net_total, sale.pending),
    paymentType: sale.payment_type,
    withRetention: sale.with_retention,
    serviceFree: false,
  };
}

/**
 * Signs a customer (and partner) up to an activity and, when it has a price, creates the pending sale the
 * portal puts in the cart. The activity row is locked for the whole check-and-insert so two last-place
 * sign-ups cannot both pass the capacity check; `alongside` runs in the same transaction (the form answers).
 */
export async function signUpToActivity(db: Kysely<DB>, request: SignUpRequest, alongside?: (trx: Transaction<DB>, inscriptionId: number) => Promise<void>): Promise<SignUpOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await signUp(trx, request);
      if (outcome.ok && alongside) await alongside(trx, outcome.inscriptionId);
      return outcome;
    });
  } catch (error) {
    // The unique (activity, customer) index settles a double submit that raced past the check.
    if (hasSqlState(error, SqlState.uniqueViolation)) return { ok: false, refusal: 'activities.alreadyIn' };
    throw error;
  }
}

async function signUp(trx: Transaction<DB>, request: SignUpRequest): Promise<SignUpOutcome> {
  const refuse = (refusal: SignUpRefusalKey): SignUpOutcome => ({ ok: false, refusal });
  const activity = await trx.selectFrom('activities').selectAll().where('id', '=', request.activityId).where('published', '=', true).forUpdate().executeTakeFirst();
  if (!activity) throw notFound('notFound.activity', { id: request.activityId });
  if (!activity.online_sign_up) return refuse('activities.closed');

  const [form, categories] = await Promise.all([
    trx.selectFrom('dynamic_forms').select('id').where('parent_name', '=', ACTIVITY_FORM_PARENT).where('parent_id', '=', activity.id).executeTakeFirst(),
    trx.selectFrom('activity_categories').select(['id', 'name', 'product_id']).where('activity_id', '=', activity.id).execute(),
  ]);
  // A form's required answers and a category choice can only be given through the form.
  if (!request.viaForm && (form || categories.length > 0)) return refuse('activities.needsForm');

  const checked = await signUpChecks(trx, activity, categories, request);
  if ('refusal' in checked) return refuse(checked.refusal);
  const { partnerId, category } = checked;

  const description = category ? `${activity.name} - ${category.name}` : activity.name;
  // A named partner confirms by a mailed link, unless the club enrols partners directly.
  const club = partnerId === null ? undefined : await trx.selectFrom('clubs').select('activity_partners_enrolled_directly').orderBy('id').limit(1).executeTakeFirst();
  const askPartner: PartnerToAsk | null =
    partnerId !== null && club?.activity_partners_enrolled_directly !== true ? { customerId: partnerId, token: randomBytes(32).toString('base64url') } : null;
  const inscription = await trx
    .insertInto('activity_inscriptions')
    .values({
      activity_id: activity.id,
      customer_id: request.customerId,
      partner_customer_id: partnerId,
      activity_category_id: category?.id ?? null,
      partner_confirmed_at: partnerId !== null && !askPartner ? request.now : null,
      partner_token_hash: askPartner ? tokenHash(askPartner.token) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A category with its own product costs what that product costs; otherwise the activity's product applies.
  const productId = category?.product_id ?? activity.product_id;
  const product = productId === null ? undefined : await trx.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
  if (!product || product.gross_price <= 0) return { ok: true, inscriptionId: inscription.id, description, sale: null, askPartner };

  const sale = await inscriptionSale(trx, { activity, product, customerId: request.customerId, inscriptionId: inscription.id, description });
  return { ok: true, inscriptionId: inscription.id, description, sale: toSaleAnswer(sale), askPartner };
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The partner's consent through the mailed link: the pending inscription it names becomes confirmed, once.
 * Answers the activity and the partner, or undefined for an unknown or used link.
 */
export async function confirmPartner(db: Kysely<DB>, token: string, now: Date): Promise<{ activityId: number; partnerCustomerId: number } | undefined> {
  const row = await db
    .updateTable('activity_inscriptions')
    .set({ partner_confirmed_at: now, partner_token_hash: null })
    .where('partner_token_hash', '=', tokenHash(token))
    .where('partner_confirmed_at', 'is', null)
    .returning(['activity_id', 'partner_customer_id'])
    .executeTakeFirst();
  if (!row || row.partner_customer_id === null) return undefined;
  return { activityId: row.activity_id, partnerCustomerId: row.partner_customer_id };
}

/**
 * Removes a sign-up in one transaction: its form submissions, its sale while still unpaid (Pending and never
 * checked out: cancelled, like a match share given back) and the inscription itself. Answers the files the
 * submissions held, for the caller to remove from disk once this has committed (stored-files.ts
 * `removeFormFiles`), or undefined when there is no such sign-up. Whether a paid sign-up may go is the
 * caller's rule: its sale is left as it is.
 */
export async function removeInscription(db: Kysely<DB>, inscriptionId: number): Promise<StoredFormFile[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const inscription = await trx.selectFrom('activity_inscriptions').select(['id', 'sale_id']).where('id', '=', inscriptionId).forUpdate().executeTakeFirst();
    if (!inscription) return undefined;
    const files = await deleteInscriptionSubmissions(trx, [inscription.id]);
    if (inscription.sale_id !== null) await cancelPendingSales(trx, inscription.sale_id, { neverCheckedOut: true });
    await trx.deleteFrom('activity_inscriptions').where('id', '=', inscription.id).execute();
    return files;
  });
}

/** The activity an inscription belongs to. */
export async function activityOfInscription(db: Kysely<DB>, inscriptionId: number): Promise<number> {
  const row = await db.selectFrom('activity_inscriptions').select('activity_id').where('id', '=', inscriptionId).executeTakeFirstOrThrow();
  return row.activity_id;
}
