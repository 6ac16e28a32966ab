import { wallToInstant } from '../../domain/club-time';
import { createTestApp, type TestApp } from './test-app';

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
