// Joining a booking from any of the match pages: the by-place pre-book, then the cart and /checkout, or
// /customer-bookings when the service is free (doc 2 §2, §4).
import { envelope } from '../../api/client';
import { refusalMessage } from '../../api/answers';
import { type Message } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { cartPortOf } from '../widget-support/cart-port';
import { invalidateMatches } from './match-queries';
import { ORIGIN_WEB } from '../../domain/enums';

/** CZ_Web (doc 2 §3, Origin). */

export type JoinOutcome = { ok: true; serviceFree: boolean; addSale: () => Promise<void> } | { ok: false; message: Message };

export async function joinBooking(root: RootStore, input: { bookingId: number; team?: 0 | 1; placeId?: number }): Promise<JoinOutcome> {
  const customerId = root.session.customerId;
  if (customerId === null) return { ok: false, message: { key: 'booking.join.loginFirst' } };
  const body = input.team === undefined ? {} : { team: input.team };
  const result =
    input.placeId === undefined
      ? await root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}', {
          params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB } },
          body,
        })
      : await root.client.POST('/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId}', {
          params: { path: { customerId, bookingId: input.bookingId, origin: ORIGIN_WEB, placeId: input.placeId } },
          body,
        });
  const answer = envelope(result);
  if (answer.ok !== true) return { ok: false, message: refusalMessage(answer) };
  invalidateMatches(root);
  // On ok the model is the PlacePrebookResult (the contract's FieldErrors side only comes with ok false).
  const model = answer.model ?? {};
  const sale = typeof model.sale === 'object' ? model.sale : null;
  return {
    ok: true,
    serviceFree: model.serviceFree === true || !sale,
    addSale: async () => {
      if (!sale) return;
      await cartPortOf(root).addSales([
        {
          id: sale.id,
          saleNumber: sale.saleNumber ?? null,
          title: sale.title ?? null,
          description: sale.description ?? null,
          total: sale.total ?? null,
          pending: sale.pending ?? sale.total ?? null,
          paymentType: sale.paymentType ?? null,
          withRetention: false,
          cancelUrl: sale.cancelUrl ?? null,
        },
      ]);
    },
  };
}
