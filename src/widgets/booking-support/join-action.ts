// Joining a booking from any of the match pages: the by-place pre-book, then the cart and /checkout, or
// /customer-bookings when the service is free (doc 2 §2, §4).
import { useAction, type Action } from '../../api/use-action';
import { MessageError, type Message } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { saleToCart } from './hold-to-cart';
import { MATCH_READS } from './match-queries';
import { ORIGIN_WEB } from '../../domain/enums';

export interface JoinInput {
  bookingId: number;
  team?: 0 | 1;
  placeId?: number;
}

/** A join that went through: whether the service is free, else its sale to put in the cart. */
export interface Joined {
  serviceFree: boolean;
  addSale: () => Promise<void>;
}

function prebookPlace(root: RootStore, input: JoinInput) {
  const customerId = root.session.customerId;
  if (customerId === null) return Promise.reject(new MessageError({ key: 'booking.join.loginFirst' }));
  const body = input.team === undefined ? {} : { team: input.team };
  return input.placeId === undefined
    ? root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}', {
        params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB } },
        body,
      })
    : root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId}', {
        params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB, placeId: input.placeId } },
        body,
      });
}

/**
 * Join through useAction: busy while the pre-book (and whatever `joined` does next) runs, the server's refusal
 * or Crash, and the match reads invalidated (a refusal too may mean the booking filled up meanwhile).
 */
export function useJoin(root: RootStore, joined: (outcome: Joined) => Promise<Message | null | void> | Message | null | void): Action<[JoinInput]> {
  return useAction(root, (input: JoinInput) => prebookPlace(root, input), {
    invalidates: MATCH_READS,
    done: (answer) => {
      // On ok the model is the PlacePrebookResult (the contract's FieldErrors side only comes with ok false).
      const model = answer.model ?? {};
      const sale = typeof model.sale === 'object' ? model.sale : null;
      return joined({
        serviceFree: model.serviceFree === true || !sale,
        addSale: async () => {
          if (!sale) return;
          await saleToCart(root, sale, null);
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
