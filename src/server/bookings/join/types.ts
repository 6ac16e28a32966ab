import type { Transaction } from 'kysely';
import type { DB, Origin, Team } from '../../db/schema';
import type { lockBookingForJoin } from '../../repositories/booking-joins';
import type { settlePlaces } from './settle-places';

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBookingForJoin>>>;
type SettledPlaces = Awaited<ReturnType<typeof settlePlaces>>;
export interface JoinInput {
  customerId: number;
  bookingId: number;
  origin: Origin;
  placeId: number | null;
  team: Team | null;
}

/** What every step of a join reads: the booking locked, its places settled, the joiner's input and the club's rules. */
export interface LockedJoin {
  trx: Transaction<DB>;
  booking: LockedBooking;
  settled: SettledPlaces;
  input: JoinInput;
  context: { now: Date; deadlineMins: number; taxPercent: number; timeZone: string };
}
