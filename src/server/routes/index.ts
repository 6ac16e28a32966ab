import type { HandlerMap } from './handler';
import { handlers as identity } from './identity';
import { handlers as settings } from './settings';
import { handlers as customers } from './customers';
import { handlers as vouchersMemberships } from './vouchers-memberships';
import { handlers as levels } from './levels';
import { handlers as comms } from './comms';
import { handlers as push } from './push';
import { handlers as fees } from './fees';
import { handlers as trainings } from './trainings';
import { handlers as documents } from './documents';
import { handlers as accessControl } from './access-control';
import { handlers as payments } from './payments';
import { handlers as content } from './content';
import { handlers as shop } from './shop';
import { handlers as cartCheckout } from './cart-checkout';
import { handlers as bookings } from './bookings';
import { handlers as bookingOpening } from './booking-opening';
import { handlers as activities } from './activities';
import { handlers as dynamicForms } from './dynamic-forms';
import { handlers as clubSettings } from './club-settings';

/** Every operation this server implements, by operationId (one folder per contract tag); the rest answer 501. */
export const handlers: HandlerMap = {
  ...identity,
  ...settings,
  ...customers,
  ...vouchersMemberships,
  ...levels,
  ...comms,
  ...push,
  ...fees,
  ...trainings,
  ...documents,
  ...accessControl,
  ...payments,
  ...content,
  ...shop,
  ...cartCheckout,
  ...bookings,
  ...bookingOpening,
  ...activities,
  ...dynamicForms,
  ...clubSettings,
};
