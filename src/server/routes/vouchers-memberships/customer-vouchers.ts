import type { FastifyReply, FastifyRequest } from 'fastify';
import { activeVouchers } from '../../repositories/vouchers-memberships';
import { firstVoucherExpiry } from '../../repositories/voucher-expiry';

/** However still a customer's vouchers look, they are read again after this long (a bound, not a correctness rule). */
const KEPT_AT_MOST_MS = 10 * 60_000;

/**
 * A customer's vouchers (a scoped read: the guard has checked the caller may see them) as the bytes sent,
 * kept until a voucher, a movement or a campaign product changes on any instance or the first voucher
 * expires (src/server/cache/club-reads.ts): a signed-in page's repeated read costs no query.
 */
export async function sendCustomerVouchers(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<never> {
  const { db, clubReads } = request.server;
  // The server's clock (pinned by tests) decides expiry, in the query and for how long the answer is kept.
  const now = request.server.clock.now();
  const answer = await clubReads.customerVouchers(customerId, now, async () => {
    const [model, firstExpiry] = await Promise.all([activeVouchers(db, customerId, now), firstVoucherExpiry(db, customerId, now)]);
    const validUntil = Math.min(firstExpiry?.getTime() ?? Infinity, now.getTime() + KEPT_AT_MOST_MS);
    return { body: Buffer.from(JSON.stringify({ ok: true, model })), validUntil: new Date(validUntil) };
  });
  reply.type('application/json; charset=utf-8');
  return reply.send(answer.body) as never;
}
