// Joining a booking from any of the match pages (doc 2 §2, §4). One tap from a card (issue 35): the side is left to
// the server unless the player picked one; on a floor map the first free place of a side with room is taken, so the
// map stays true.
import { envelope } from '../api/client';
import { refusalMessage } from '../api/answers';
import { useAction, type Action } from '../api/use-action';
import { MessageError, type Message } from '../i18n/message';
import type { RootStore } from '../stores/RootStore';
import { blockedBy, type Blocked } from './blocked';
import { saleToCart } from './hold-to-cart';
import { MATCH_READS, templateInfoQuery } from './match-queries';
import { placeToJoin } from './match-rules';
import { ORIGIN_WEB } from '../domain/enums';

export interface JoinInput {
  bookingId: number;
  team?: 0 | 1;
  placeId?: number;
  /** A floor-map booking joined without choosing on the map: its template, and the sides with room. */
  onMap?: { templateId: number; sides: ReadonlyArray<0 | 1> };
}

/** A join that went through: whether the service is free, else its sale to put in the cart. */
export interface Joined {
  serviceFree: boolean;
  addSale: () => Promise<void>;
}

/** The place a one-tap join takes on a floor map (null: none to take, the server gives a free place without one). */
async function placeOnMap(root: RootStore, input: JoinInput): Promise<number | null> {
  if (input.placeId !== undefined) return input.placeId;
  if (!input.onMap) return null;
  const info = await root.queries.fetch(templateInfoQuery(root, input.onMap.templateId, input.bookingId));
  return info ? placeToJoin(info, input.onMap.sides, input.team) : null;
}

async function prebookPlace(root: RootStore, input: JoinInput) {
  const customerId = root.session.customerId;
  if (customerId === null) throw new MessageError({ key: 'booking.join.loginFirst' });
  const body = input.team === undefined ? {} : { team: input.team };
  const placeId = await placeOnMap(root, input);
  return placeId === null
    ? root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}', {
        params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB } },
        body,
      })
    : root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId}', {
        params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB, placeId } },
        body,
      });
}

/**
 * Join through useAction. The match reads are invalidated after a refusal too: it may mean the booking filled up
 * meanwhile. With `onBlocked`, a refusal that blocks booking goes to the refusal sheet instead.
 */
export function useJoin(
  root: RootStore,
  joined: (outcome: Joined) => Promise<Message | null | void> | Message | null | void,
  onBlocked?: (blocked: Blocked) => void,
): Action<[JoinInput]> {
  return useAction(root, (input: JoinInput) => prebookPlace(root, input), {
    invalidates: MATCH_READS,
    refused: async (result) => {
      const answer = envelope(result);
      const message = refusalMessage(answer);
      const way = onBlocked ? await blockedBy(root, answer, message) : null;
      if (!way) return message;
      onBlocked!(way);
      return null;
    },
    done: (answer) => {
      // On ok the model is the PlacePrebookResult (the contract's FieldErrors side only comes with ok false).
      const model = answer.model ?? {};
      const sale = typeof model.sale === 'object' ? model.sale : null;
      return joined({
        serviceFree: model.serviceFree === true || !sale,
        addSale: async () => {
          if (!sale) return;
          // The same hold line as a pre-book's and a won draw's: the joined place lapses at its paymentDeadline.
          await saleToCart(root, sale);
        },
      });
    },
  });
}

/** What the by-place list and the place popup do after a join: the cart and /checkout, or My bookings when free. */
export async function toCheckout(joined: Joined, navigate: (path: string) => void): Promise<void> {
  if (joined.serviceFree) {
    navigate('/customer-bookings');
    return;
  }
  await joined.addSale();
  navigate('/checkout');
}
