import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';
import { insertAccessCode, type NewAccessCode } from '../../repositories/access-control';

type AccessCode = components['schemas']['AccessCode'];

/** Short-lived, so a screenshot of the QR is soon useless; the portal fetches a new one when it expires. */
const ACCESS_CODE_LIFETIME_MS = 5 * 60_000;

/** A fresh random code for the customer (and booking), valid from `now` (the server's clock) for the code's lifetime. */
export function newAccessCode(owner: { customerId: number; bookingId: number | null }, now: Date): NewAccessCode {
  const validFrom = now;
  return { ...owner, code: randomBytes(18).toString('base64url'), validFrom, validUntil: new Date(validFrom.getTime() + ACCESS_CODE_LIFETIME_MS) };
}

/** The code as a base64 PNG QR image. */
export async function accessCodeAnswer(code: NewAccessCode): Promise<AccessCode> {
  const png = await QRCode.toBuffer(code.code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { content: png.toString('base64'), contentType: 'image', encoding: 'base64', validUntil: code.validUntil.toISOString() };
}

/** Stores a fresh code for the customer (and booking) and answers it as a base64 PNG QR image. */
export async function issueAccessCode(db: Kysely<DB>, owner: { customerId: number; bookingId: number | null }, now: Date): Promise<AccessCode> {
  const code = newAccessCode(owner, now);
  await insertAccessCode(db, code);
  return accessCodeAnswer(code);
}
