import { Refusal } from '../../http/refusal';
import { notFound } from '../../http/errors';
import { currentLevels } from '../../repositories/current-levels';
import { joinerProfile } from '../../repositories/booking-joins';
import { checkJoiner } from '../../booking-engine/join';
import { placeOpenTo } from '../../booking-engine/waitlist';
import type { LockedJoin } from './types';

/** Step 1: the joiner may join — before the start, while open, not in yet, of the match's gender and level, with a free place not held for the waitlist. */
export async function checkJoinerMay({ trx, booking, settled, input, context }: LockedJoin): Promise<void> {
  if (booking.starts_at.getTime() <= context.now.getTime()) throw new Refusal('booking.joinPast');
  if (!booking.allow_join) throw new Refusal('booking.joinClosed');
  if (settled.places.some((place) => place.customer_id === input.customerId)) throw new Refusal('booking.alreadyIn');
  const joiner = await joinerProfile(trx, input.customerId);
  if (!joiner) throw notFound('notFound.customer', { id: input.customerId });
  const level = (await currentLevels(trx, [input.customerId], booking.sport)).get(input.customerId) ?? null;
  const problem =
    booking.concept === 'Match' ? checkJoiner({ gender: booking.gender, minLevel: booking.min_level, maxLevel: booking.max_level }, { gender: joiner.gender, level }) : null;
  if (problem) throw new Refusal(problem.key, problem.args);
  if (settled.free <= 0) throw new Refusal('booking.maxPlayers');
  if (!placeOpenTo(input.customerId, settled.free, settled.holders)) throw new Refusal('booking.placeHeldForWaitlist');
}
