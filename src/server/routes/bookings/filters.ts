import type { components } from '../../../generated/api';
import { toBookingType, type BookingTypeRow } from '../../repositories/booking-types';

type FiltersModel = components['schemas']['FiltersModel'];

/** The portal's booking window when a type sets none (366 days). */
const DEFAULT_ANTICIPATION_MINS = 366 * 24 * 60;

const window = (type: BookingTypeRow) => type.anticipation_mins ?? DEFAULT_ANTICIPATION_MINS;

/**
 * Booking page filters. With a chosen type its own window and texts apply; over several types the date list
 * must reach as far as the most generous type allows, so that type's window and text are given.
 */
export function bookingFilters(types: BookingTypeRow[], chosen?: BookingTypeRow): FiltersModel {
  const widest = chosen ?? types.reduce<BookingTypeRow | undefined>((best, type) => (!best || window(type) > window(best) ? type : best), undefined);
  return {
    bookingTypes: types.map(toBookingType),
    anticipationMins: widest?.anticipation_mins ?? null,
    anticipationText: widest?.anticipation_text ?? null,
    cancelText: chosen ? chosen.cancel_text : (types.find((type) => type.cancel_text)?.cancel_text ?? null),
  };
}
