import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB, Team } from '../../db/schema';
import type { BookingRecord, BookedResources, PlayerRecord } from '../../repositories/booking-reads';
import { playersOfBooking, resourcesOfBookings } from '../../repositories/booking-reads';
import { currentLevels } from '../../repositories/current-levels';
import { clubLocalTime } from '../../../domain/club-time';
import { minutesBetween } from './club-time';
import { holdLapsed } from '../../booking-engine/joining';

type BookingAnswer = components['schemas']['Booking'];
type PlayerAnswer = components['schemas']['Player'];

const FREE_PLACE = -1;

const fullName = (player: Pick<PlayerRecord, 'name' | 'surname'>) => [player.name, player.surname].filter(Boolean).join(' ').trim() || null;

/**
 * Free places not stored as placeholder rows are added so the page always shows maxParticipants slots.
 * In a match they go to the team that is short of players (each team holds half); otherwise team NotSet.
 */
function missingPlaces(booking: BookingRecord, players: PlayerAnswer[]): PlayerAnswer[] {
  const missing = booking.max_participants - players.length;
  if (missing <= 0) return [];
  const perTeam = Math.ceil(booking.max_participants / 2);
  const inTeam = (team: Team) => players.filter((player) => player.team === team).length;
  const counts = { 0: inTeam(0), 1: inTeam(1) };
  return Array.from({ length: missing }, () => {
    let team: Team = -1;
    if (booking.concept === 'Match') {
      team = counts[0] < perTeam ? 0 : counts[1] < perTeam ? 1 : -1;
      if (team !== -1) counts[team] += 1;
    }
    return { id: null, customerId: FREE_PLACE, name: null, logo: null, level: null, team, isPlaceholder: true, selected: false, totalDebts: null, price: null };
  });
}

/** Who asks: the customer acted as and the person signed in (a parent acting as a child); null for a visitor. */
export type Caller = { customerId: number; actorId: number } | null;

/**
 * Whether the caller takes part in the booking: its owner, a player whose hold has not run out, or the parent
 * of one (the family account the caller signed in with).
 */
export function takesPart(booking: Pick<BookingRecord, 'owner_customer_id'>, players: readonly PlayerRecord[], caller: Caller, now: Date): boolean {
  if (!caller) return false;
  const ids = new Set([caller.customerId, caller.actorId]);
  if (booking.owner_customer_id !== null && ids.has(booking.owner_customer_id)) return true;
  return players.some((player) => player.customer_id !== null && !holdLapsed(player, now) && (ids.has(player.customer_id) || player.parent_id === caller.actorId));
}

/** Whether the booking has a place nobody holds (a stored free place, a lapsed hold or a place never stored). */
export function hasFreePlace(booking: Pick<BookingRecord, 'max_participants'>, players: readonly PlayerRecord[], now: Date): boolean {
  const taken = players.filter((player) => !player.is_placeholder && player.customer_id !== null && !holdLapsed(player, now)).length;
  return taken < booking.max_participants;
}

/**
 * A booking as the join and results pages read it. Without a caller the permissions are those of a visitor;
 * with one, allowJoin and allowPay are the caller's and the caller's own row carries the debt.
 */
export async function bookingView(
  db: Kysely<DB>,
  booking: BookingRecord,
  options: { callerId: number | null; timeZone: string; now: Date; players?: PlayerRecord[] },
): Promise<BookingAnswer> {
  const { now } = options;
  const [stored, resources] = await Promise.all([options.players ?? playersOfBooking(db, booking.id), resourcesOfBookings(db, [booking.id])]);
  // A joiner whose hold ran out (share unpaid past its deadline) has given the place back.
  const rows = stored.map((row) => (holdLapsed(row, now) ? { ...row, customer_id: null, is_placeholder: true, booking_template_place_id: null, price: 0, debt: 0 } : row));
  const levels = await currentLevels(
    db,
    rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])),
    booking.sport,
  );
  // A floor map that hides participants: nobody's name or picture is listed to anyone but themselves (issue 13).
  const hidden = (row: (typeof rows)[number]) =>
    row.is_placeholder || (booking.template_shows_participants === false && (row.customer_id === null || row.customer_id !== options.callerId));
  const players: PlayerAnswer[] = rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id ?? FREE_PLACE,
    name: hidden(row) ? null : fullName(row),
    logo: hidden(row) ? null : row.logo,
    level: row.customer_id === null ? null : (levels.get(row.customer_id) ?? null),
    team: row.team,
    isPlaceholder: row.is_placeholder,
    selected: row.customer_id !== null && row.customer_id === options.callerId,
    totalDebts: row.customer_id !== null && row.customer_id === options.callerId ? row.debt : null,
    price: row.price,
  }));
  const allPlaces = [...players, ...missingPlaces(booking, players)];
  const participantsIn = players.filter((player) => !player.isPlaceholder).length;
  const isPast = booking.starts_at.getTime() <= now.getTime();
  const caller = options.callerId === null ? undefined : rows.find((row) => row.customer_id === options.callerId);
  const local = clubLocalTime(booking.starts_at, options.timeZone);
  const held: BookedResources = resources.get(booking.id) ?? { ids: [], names: [] };
  return {
    id: booking.id,
    concept: booking.concept,
    sport: booking.sport,
    players: allPlaces,
    participantsIn,
    maxParticipants: booking.max_participants,
    date: local.date,
    dtStart: booking.starts_at.toISOString(),
    start: `${local.date} ${local.hour}`,
    startHour: local.hour,
    duration: minutesBetween(booking.starts_at, booking.ends_at),
    gender: booking.gender,
    minLevel: booking.min_level,
    maxLevel: booking.max_level,
    modifyLevel: booking.modify_level,
    price: booking.gross_price,
    netPrice: booking.net_price,
    title: booking.title,
    bookingTypeName: booking.type_name,
    bookingTypeId: booking.booking_type_id,
    bookingTemplateId: booking.booking_template_id,
    isPast,
    resourceName: held.names.join(', ') || null,
    resourceIds: held.ids,
    paymentType: booking.payment_type,
    // Open to joining (doc 2 §2): a full booking stays open, so a join there says Max players reached.
    allowJoin: booking.allow_join && !isPast && caller === undefined,
    allowPay: caller !== undefined && caller.debt > 0,
    results: booking.results,
  };
}
