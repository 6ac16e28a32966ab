import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { OperationId } from '../../generated/operations';
import type { RateLimit, RateLimitName } from '../config';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { message, type MessageKey } from '../i18n/messages';
import { countAttempts, forgetAttemptsBefore } from '../repositories/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimiter;
  }
}

/** One counter: which limit applies and whose attempts it counts (an address, an account, a customer). */
export interface Bucket {
  limit: RateLimitName;
  key: string;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** Signed-in operations count per person who signed in (a parent acting as a child counts as the parent). */
const perCustomer =
  (limit: RateLimitName, prefix: string) =>
  (request: FastifyRequest): Bucket[] =>
    request.customer ? [{ limit, key: `${prefix}:customer:${request.customer.actorId}` }] : [];

/** Per signed-in person and per address: what a visitor can do too is counted per address alone. */
const perCustomerAndAddress =
  (customerLimit: RateLimitName, addressLimit: RateLimitName, prefix: string) =>
  (request: FastifyRequest): Bucket[] => [...perCustomer(customerLimit, prefix)(request), { limit: addressLimit, key: `${prefix}:address:${request.ip}` }];

/** Every way of holding a place until it is paid (a court, a match, a place in someone's booking) counts in one pair of buckets. */
const holdsPlace = perCustomerAndAddress('holdCustomer', 'holdAddress', 'hold');

/** A registration, and a visitor's checkout (it registers the visitor): one count per address for both. */
const registration = (request: FastifyRequest): Bucket[] => [{ limit: 'register', key: `register:address:${request.ip}` }];

/** Checks of the current password, shared by the password change and the e-mail change. */
export const passwordCheckBucket = (actorId: number): Bucket => ({ limit: 'passwordCheck', key: `password:customer:${actorId}` });

/** The buckets each limited operation counts an attempt in; request.ip is the peer, or the trusted proxy's forwarded address. */
const LIMITED_OPERATIONS: Partial<Record<OperationId, (request: FastifyRequest) => Bucket[]>> = {
  // Per account from every address (guessing one password), and per address for every account (spraying).
  loginCustomer: (request) => [
    { limit: 'loginAccount', key: `login:account:${emailOf(request)}` },
    { limit: 'loginAddress', key: `login:address:${request.ip}` },
  ],
  registerCustomer: registration,
  // A signed-in caller's checkout registers nobody.
  checkout: (request) => (request.customer ? [] : registration(request)),
  requestPasswordReset: (request) => [
    { limit: 'resetAccount', key: `reset:account:${emailOf(request)}` },
    { limit: 'resetAddress', key: `reset:address:${request.ip}` },
  ],
  sendInfoRequest: (request) => [{ limit: 'infoRequest', key: `info:address:${request.ip}` }],
  searchCustomers: perCustomer('customerSearch', 'search'),
  changePassword: (request) => (request.customer ? [passwordCheckBucket(request.customer.actorId)] : []),
  prebookBooking: holdsPlace,
  prebookMatch: holdsPlace,
  joinBooking: holdsPlace,
  joinBookingAtPlace: holdsPlace,
  // Harvesting the players' contacts one booking after another.
  getBookingTemplateInfo: perCustomer('bookingContacts', 'contacts'),
  // Guessing promo codes.
  validatePromoCode: perCustomerAndAddress('promoCustomer', 'promoAddress', 'promo'),
  // A day's opening request: resending it gains nothing, so a bot's hammering is cut short, apart from the pre-books.
  putBookingOpeningRequest: perCustomerAndAddress('openingCustomer', 'openingAddress', 'opening'),
  deleteBookingOpeningRequest: perCustomerAndAddress('openingCustomer', 'openingAddress', 'opening'),
  // The club's settings page (staff): a stolen staff token or a script cannot hammer the publish or the uploads.
  getClubSettings: perCustomer('clubSettings', 'club-settings'),
  listClubSettingsVersions: perCustomer('clubSettings', 'club-settings'),
  publishClubSettings: perCustomer('clubSettings', 'club-settings'),
  rollBackClubSettings: perCustomer('clubSettings', 'club-settings'),
  uploadClubImage: perCustomer('clubSettings', 'club-settings'),
};

/**
 * Operations whose handler counts the attempt itself, once it knows the attempt may hold something: a pre-book
 * of a slot already taken is refused from memory (src/server/bookings/prebook.ts) for less than counting it
 * would cost, so in a booking rush the many losers write nothing at all.
 */
const COUNTED_BY_HANDLER: ReadonlySet<OperationId> = new Set<OperationId>(['prebookBooking', 'prebookMatch']);

/** Counts the request in its operation's buckets (for a limited operation); over a limit, the 429. */
export async function countAttempt(request: FastifyRequest): Promise<void> {
  const operationId = request.routeOptions.config.operationId as OperationId | undefined;
  const buckets = operationId ? LIMITED_OPERATIONS[operationId]?.(request) : undefined;
  if (buckets && buckets.length > 0) await request.server.rateLimits.hit(buckets);
}

/** A refusal worded for what was limited, where the general "too many attempts" would puzzle the caller. */
const REFUSAL_KEYS: Partial<Record<RateLimitName, MessageKey>> = {
  openingCustomer: 'rateLimits.openingTooOften',
  openingAddress: 'rateLimits.openingTooOften',
};

/** Rate limits counted in the database, so every server instance on it sees the same counts. */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: Record<RateLimitName, RateLimit>,
    /** The server's clock (app.clock): a window opens, closes and reopens by it. */
    private readonly clock: () => Date,
  ) {}

  /** Counts an attempt in every bucket; over any limit, a 429 whose Retry-After is the longest wait. */
  async hit(buckets: Bucket[]): Promise<void> {
    const now = this.clock();
    let wait = 0;
    let refusal: MessageKey = 'rateLimits.tooManyAttempts';
    // Every bucket of the request in one statement: a pre-book's count per customer and per address is one
    // round trip, not two, before a refusal or a booking.
    const counted = await countAttempts(
      this.db,
      buckets.map(({ limit, key }) => ({ bucket: `${limit}:${key}`, windowMs: this.limits[limit].windowMs })),
      now,
    );
    for (const { limit, key } of buckets) {
      const { max, windowMs } = this.limits[limit];
      const attempts = counted.get(`${limit}:${key}`);
      const waitHere = attempts && attempts.hits > max ? attempts.windowStart.getTime() + windowMs - now.getTime() : 0;
      if (waitHere > wait) {
        wait = waitHere;
        refusal = REFUSAL_KEYS[limit] ?? 'rateLimits.tooManyAttempts';
      }
    }
    await this.pruneNow(now);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw new HttpError(429, message(refusal, { seconds }), { 'Retry-After': String(seconds) });
    }
  }

  /** Windows over for every limit are forgotten now and then, so the table stays small. */
  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    const longest = Math.max(...Object.values(this.limits).map((limit) => limit.windowMs));
    await forgetAttemptsBefore(this.db, new Date(now.getTime() - longest));
  }
}

/** Counts the attempts of the limited operations before their handler runs (after the body is parsed). */
export const rateLimitsPlugin = fp(
  async (app) => {
    app.decorate('rateLimits', new RateLimiter(app.db, app.config.rateLimits, () => app.clock.now()));
    // A plain callback: the operations without a limit (most) pass without a promise.
    app.addHook('preHandler', (request, _reply, done) => {
      const operationId = request.routeOptions.config.operationId as OperationId | undefined;
      if (!operationId || !LIMITED_OPERATIONS[operationId] || COUNTED_BY_HANDLER.has(operationId)) done();
      else countAttempt(request).then(() => done(), done);
    });
  },
  { name: 'rate-limits', fastify: '5.x', dependencies: ['club-services'] },
);
