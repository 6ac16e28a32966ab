import { expect } from 'vitest';
import { wallToInstant } from '../../domain/club-time';
import type { PaymentMethodType } from '../db/schema';
import { createTestApp, type Login, type TestApp } from './test-app';

/** The demo club's time zone, in which the pinned clock and the slot day below are read. */
export const PINNED_TZ = 'Europe/Madrid';
/** A fixed "now": Monday 2031-06-02 10:00 club time; the slots asked for are the next evening. */
export const PINNED_NOW = wallToInstant('2031-06-02', 10 * 60, PINNED_TZ);
export const PINNED_SLOT_DAY = '2031-06-03';

/** A test server with its clock pinned at PINNED_NOW, and the ids of the Padel court booking type and of Padel 1. */
export async function startPinnedPadel(): Promise<{ server: TestApp; padel: number; court: number }> {
  const server = await createTestApp();
  server.app.clock.pin(PINNED_NOW);
  const db = server.app.db;
  const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 1').executeTakeFirstOrThrow()).id;
  return { server, padel, court };
}

/** The id of the club's first active payment method of a type. */
export async function activeMethodId(server: TestApp, type: PaymentMethodType): Promise<number> {
  return (await server.app.db.selectFrom('payment_methods').select('id').where('type', '=', type).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
}

/**
 * A customer pre-books `court` at `time` of PINNED_SLOT_DAY for 60 min, paid in full (the clock pinned at
 * PINNED_NOW): the hold's sale, pending until paid.
 */
export async function holdPinnedCourt(server: TestApp, who: Login, court: string, time: string): Promise<{ saleId: number; bookingId: number; total: number }> {
  server.app.clock.pin(PINNED_NOW);
  const db = server.app.db;
  const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const resource = (await db.selectFrom('resources').select('id').where('name', '=', court).executeTakeFirstOrThrow()).id;
  const answer = (
    await server.app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: who.headers,
      payload: {
        booking: { customerId: who.customerId, bookingTypeId: padel, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: resource, startDate: `${PINNED_SLOT_DAY} ${time}`, duration: 60 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [who.customerId],
      },
    })
  ).json();
  expect(answer.ok).toBe(true);
  const [sale] = answer.model.sales as Array<{ id: number; total: number; bookingId: number }>;
  return { saleId: sale!.id, bookingId: sale!.bookingId, total: sale!.total };
}
