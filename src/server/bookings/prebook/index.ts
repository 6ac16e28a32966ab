import type { FastifyRequest } from 'fastify';
import { Refusal } from '../../http/refusal';
import { currentLevels } from '../../repositories/current-levels';
import { countAttempt } from '../../auth/rate-limits';
import { claimOrRefuse, earlyClaims } from './slot-claims';
import { readSlot } from './read-slot';
import { checkPlayers, checkSlotAndRead, playersAsked } from './check-slot';
import { checkPrices } from './price';
import { choosePayment } from './shares';
import { matchOf, writeBooking } from './write';
import type { PrebookAnswer, PrebookInput, PrebookRequest } from './types';

export type { PrebookAnswer } from './types';

/**
 * Pre-books a court booking (`prebook`) or a match created from the booking page (`byplace-prebook`): every
 * check first, each a step of this folder, then one transaction writing the booking, its blocks, its players
 * and their sales. A refusal is thrown (Refusal) and written by the app's error handler.
 */
export async function prebook(request: FastifyRequest, body: PrebookRequest, options: { isMatch: boolean }): Promise<PrebookAnswer> {
  // The early refusal's look, when it ran (a claim, or null for a slot the cached reads cannot settle), is not repeated.
  const claim = earlyClaims.has(request) ? earlyClaims.get(request)! : await claimOrRefuse(request, body, options.isMatch);
  earlyClaims.delete(request);
  try {
    // Only an attempt that may hold the slot counts in the hold limits (a 429 over them ends its claim), so
    // contenders arriving together are refused as "taken" without a database write each.
    await countAttempt(request);
    const answer = await checkAndWrite({ request, body, isMatch: options.isMatch, now: request.server.clock.now() });
    claim?.settle(answer);
    return answer;
  } catch (error) {
    if (error instanceof Refusal) claim?.settle(error);
    throw error;
  } finally {
    claim?.settle(null);
  }
}

async function checkAndWrite(input: PrebookInput): Promise<PrebookAnswer> {
  const slot = await readSlot(input);
  const playerIds = playersAsked(input);
  const reads = await checkSlotAndRead(input, slot, playerIds);
  const prices = checkPrices(input, slot, reads.rows, reads.memberships);
  checkPlayers(playerIds, slot.type.max_participants, reads);
  const match = input.isMatch ? matchOf(input, await currentLevels(input.request.server.db, [input.body.booking.customerId], slot.type.sport)) : null;
  const payment = choosePayment(input, slot, prices, playerIds);
  return writeBooking(input, slot, payment, match);
}

/**
 * The early refusal (src/server/bookings/early-refusal.ts): run on the raw body, right after the token's
 * signature and before its session version, the schema and the handler. Throws the refusal when the slot is
 * known taken; else the request goes on, holding the slot's claim on this instance when it may win it. The
 * claim ends with the request's answer, or when its connection closes without one.
 */
export async function refuseEarly(request: FastifyRequest, body: PrebookRequest, isMatch: boolean, closed: (release: () => void) => void): Promise<void> {
  const known = await claimOrRefuse(request, body, isMatch);
  earlyClaims.set(request, known);
  if (known) closed(() => known.settle(null));
}
