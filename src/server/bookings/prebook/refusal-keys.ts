import type { MessageKey } from '../../i18n/messages';
import type { SlotProblem } from '../../booking-engine/slots';
import type { PaymentRefusal } from '../../booking-engine/payment';
import type { LimitProblem } from '../../booking-engine/booking-limits';

/** The words of each problem the booking engine's rules name. */
export const SLOT_KEYS: Record<SlotProblem, MessageKey> = {
  past: 'booking.slotPast',
  outsideWindow: 'booking.outsideWindow',
  offGrid: 'booking.offGrid',
  durationNotOffered: 'booking.durationNotOffered',
  taken: 'booking.slotTaken',
};

export const PAYMENT_KEYS: Record<PaymentRefusal, MessageKey> = {
  noPaymentOptions: 'booking.noPaymentOptions',
  fullNotAllowedSpecial: 'booking.fullNotAllowedSpecial',
  sharedNotForMatch: 'booking.sharedNotForMatch',
  sharedNotForOnePlayer: 'booking.sharedNotForOnePlayer',
  sharedNotAllowed: 'booking.sharedNotAllowed',
  paymentTypeNotSet: 'booking.paymentTypeNotSet',
};

export const LIMIT_KEYS: Record<LimitProblem['rule'], MessageKey> = {
  cooldown: 'booking.limitCooldown',
  perDay: 'booking.limitPerDay',
  perWeek: 'booking.limitPerWeek',
  lateCancelLock: 'booking.limitLateCancel',
};
