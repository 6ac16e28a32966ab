import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';

type AccessCode = components['schemas']['AccessCode'];

/** Short-lived, so a screenshot of the QR is soon useless; the portal fetches a new one when it expires. */
export const ACCESS_CODE_LIFETIME_MS = 5 * 60_000;

/** Stores a fresh code for the customer (and booking) and answers it as a base64 PNG QR image. */
export async function issueAccessCode(db: Kysely<DB>, owner: { customerId: number; bookingId: number | null }): Promise<{ id: number; answer: AccessCode }> {
  const code = randomBytes(18).toString('base64url');
  const validUntil = new Date(Date.now() + ACCESS_CODE_LIFETIME_MS);
  const row = await db
    .insertInto('access_codes')
    .values({ customer_id: owner.customerId, booking_id: owner.bookingId, code, content_type: 'image', valid_from: new Date(), valid_until: validUntil })
    .returning('id')
    .executeTakeFirstOrThrow();
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { id: row.id, answer: { content: png.toString('base64'), contentType: 'image', encoding: 'base64', validUntil: validUntil.toISOString() } };
}
