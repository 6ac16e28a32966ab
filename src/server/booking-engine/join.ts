import type { Cents } from '../../domain/money';
import type { MatchGender, Team } from '../db/schema';
import { PaymentType, sharePerPlayer } from './payment';

/** A refusal of a join, as a server message key with its arguments. */
export interface JoinProblem {
  key: 'booking.menOnly' | 'booking.womenOnly' | 'booking.levelOutOfRange' | 'booking.noLevelForRange';
  args: Record<string, string | number>;
}

const formatLevel = (level: number) => level.toFixed(2).replace(/0$/, '');

/**
 * Whether a player may join a match of this gender and level range (doc 2 §1: the range and whether it is
 * competitive are shown on every card). Customer gender: 0 male, 1 female, null unknown. A Male or Female
 * match takes only players of that gender; Mixed and Open take anyone. A range takes only players with a
 * level inside it (both ends included); the refusal names the range.
 */
export function checkJoiner(
  match: { gender: MatchGender | null; minLevel: number | null; maxLevel: number | null },
  player: { gender: 0 | 1 | null; level: number | null },
): JoinProblem | null {
  if (match.gender === 'Male' && player.gender !== 0) return { key: 'booking.menOnly', args: {} };
  if (match.gender === 'Female' && player.gender !== 1) return { key: 'booking.womenOnly', args: {} };
  if (match.minLevel === null && match.maxLevel === null) return null;
  const min = match.minLevel ?? 0;
  const max = match.maxLevel ?? 7;
  const range = { min: formatLevel(min), max: formatLevel(max) };
  if (player.level === null) return { key: 'booking.noLevelForRange', args: range };
  if (player.level < min || player.level > max) return { key: 'booking.levelOutOfRange', args: { ...range, level: formatLevel(player.level) } };
  return null;
}

/** Places per team of a match: half of maxParticipants each (team 1 takes the odd one). */
const placesPerTeam = (maxParticipants: number) => Math.ceil(maxParticipants / 2);

/**
 * The team a joiner of a match lands on (doc 2 §2 join page): the asked one when it has a free place;
 * without a wish, the team with more free places (team 1 on a tie). 'full' when the asked team (or both)
 * has none.
 */
export function chooseTeam(taken: { team1: number; team2: number }, maxParticipants: number, asked: Team | null): Team | 'full' {
  const per = placesPerTeam(maxParticipants);
  const free1 = per - taken.team1;
  const free2 = maxParticipants - per - taken.team2;
  if (asked === 0) return free1 > 0 ? 0 : 'full';
  if (asked === 1) return free2 > 0 ? 1 : 'full';
  if (free1 <= 0 && free2 <= 0) return 'full';
  return free1 >= free2 ? 0 : 1;
}

/**
 * What a joiner pays (doc 2 §9): nothing for a booking paid in full by its owner; the per-person price of a
 * class or event type when it has one; otherwise a non-owner's share of the booking's price (price divided by
 * maxParticipants, rounded down: the owner's share took the remainder, so all places add up to the price).
 */
export function joinShare(booking: { paymentType: number; gross: Cents; net: Cents; maxParticipants: number; perPerson: { gross: Cents; net: Cents } | null }): {
  gross: Cents;
  net: Cents;
} {
  if (booking.paymentType === PaymentType.Full) return { gross: 0, net: 0 };
  if (booking.perPerson) return booking.perPerson;
  return { gross: sharePerPlayer(booking.gross, booking.maxParticipants), net: sharePerPlayer(booking.net, booking.maxParticipants) };
}
