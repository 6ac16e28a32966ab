import type { Team } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { notFound } from '../../http/errors';
import { findTemplatePlace } from '../../repositories/booking-joins';
import { chooseTeam } from '../../booking-engine/join';
import type { LockedJoin } from './types';

/** Step 2: the floor-map place, when one was chosen (of the booking's map and free), and the team: the one asked for, the place's side, else the emptier. */
export async function choosePlace({ trx, booking, settled, input }: LockedJoin): Promise<{ placeId: number | null; team: Team }> {
  const { places } = settled;
  let placeId: number | null = null;
  let placeTeam: Team | null = null;
  if (input.placeId !== null) {
    const place = booking.booking_template_id === null ? undefined : await findTemplatePlace(trx, booking.booking_template_id, input.placeId);
    if (!place) throw notFound('notFound.bookingPlace', { id: input.placeId, bookingId: booking.id });
    if (places.some((row) => row.booking_template_place_id === place.id && !row.is_placeholder)) throw new Refusal('booking.placeTaken', { place: place.place });
    placeId = place.id;
    const col = (place.config as { col?: unknown }).col;
    if (booking.concept === 'Match' && (col === 1 || col === 2)) placeTeam = col === 1 ? 0 : 1;
  }
  if (booking.concept !== 'Match') return { placeId, team: -1 };
  const taken = { team1: 0, team2: 0 };
  for (const row of places) {
    if (row.is_placeholder) continue;
    if (row.team === 0) taken.team1 += 1;
    else if (row.team === 1) taken.team2 += 1;
  }
  const chosen = chooseTeam(taken, booking.max_participants, input.team ?? placeTeam);
  if (chosen === 'full') throw new Refusal(input.team === null && placeTeam === null ? 'booking.maxPlayers' : 'booking.teamFull', { team: (input.team ?? placeTeam ?? 0) + 1 });
  return { placeId, team: chosen };
}
