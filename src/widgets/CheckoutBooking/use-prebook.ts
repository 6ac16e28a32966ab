// The booking checkout's Pay (doc 2 §4, §7): the pre-book, then the cart and /checkout; a refusal whose reason blocks
// booking opens the refusal sheet (issue 35).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { envelope } from '../../api/client';
import { CLIENT_CRASH_HEADER } from '../../api/middleware/answers';
import { useAction } from '../../api/use-action';
import { refusalMessage } from '../../api/answers';
import type { components } from '../../generated/api';
import { useMessageText, type Message } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { cartPortOf } from '../../shop/cart-port';
import { blockedBy, type Blocked } from '../../booking/blocked';
import { AVAILABILITY_READS } from '../../booking/booking-queries';
import { cartLinesOf } from '../../booking/pay-mode-rules';

type PaymentType = components['schemas']['PaymentType'];

/** What a pay sends (the pre-book's body) and what its answer needs: how it is paid, and the way back to the timetable. */
export interface PrebookOrder {
  body: components['schemas']['PrebookRequest'];
  paymentType: PaymentType;
  withRetention: boolean;
  backTo: string;
}

export function usePrebook(root: RootStore, input: { isMatch: boolean; ownerId: number; bookingTypeName: string | null | undefined }) {
  const navigate = useNavigate();
  const text = useMessageText();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const prebook = useAction(
    root,
    (order: PrebookOrder) =>
      input.isMatch ? root.client.POST('/api/publicbookings/byplace-prebook', { body: order.body }) : root.client.POST('/api/publicbookings/prebook', { body: order.body }),
    {
      // Made, or refused because the slot was taken meanwhile: the timetable and my bookings load again.
      invalidates: [...AVAILABILITY_READS, 'getCustomerBookings'],
      refused: async (result, order) => {
        if (result.response.headers.has(CLIENT_CRASH_HEADER)) {
          // No answer (doc 2 §7): logged, with an empty global error: no text of the server's to show.
          console.error('The pre-book got no answer', result.response.status);
          root.ui.dismissError();
          return null;
        }
        const answer = envelope(result);
        // A refusal's model is the contract's FieldErrors (field → text): its values joined by comma, globally and under the button.
        const fields = Object.values(('model' in answer ? answer.model : null) ?? {}).filter((value) => typeof value === 'string');
        if (fields.length > 0) {
          const joined: Message = { text: fields.join(', ') };
          root.ui.showError(joined);
          return joined;
        }
        const message = refusalMessage(answer);
        if ('reason' in answer && answer.reason === 'slotTaken') {
          // Taken meanwhile: the timetable shows it taken, on the same date and duration.
          navigate(order.backTo, { state: { notice: text(message) } });
          return null;
        }
        // Blocked by the cap of unpaid holds or a limit (the refusal's reason): the sheet with its ways on, not a line under the button.
        const way = await blockedBy(root, answer, message);
        if (way) setBlocked(way);
        return way ? null : message;
      },
      done: async (answer, _result, order) => {
        // On ok the model is the PrebookResult (the FieldErrors side only comes with ok false).
        const model = answer.model ?? {};
        if (model.serviceFree === true) {
          navigate('/customer-bookings');
          return;
        }
        const sales = Array.isArray(model.sales) ? model.sales : [];
        await cartPortOf(root).addSales(
          cartLinesOf(sales, { paymentType: order.paymentType, withRetention: order.withRetention, ownerId: input.ownerId, bookingTypeName: input.bookingTypeName }),
        );
        navigate('/checkout');
      },
    },
  );
  return { prebook, blocked, closeBlocked: () => setBlocked(null) };
}
