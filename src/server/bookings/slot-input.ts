import type { BookingSettings } from '../repositories/booking-availability';
import type { BookingPrice } from '../booking-engine/prices';
import { wallTime, wallToInstant } from '../../domain/club-time';
import { fromCents, shownAmount } from '../../domain/money';
import { badRequest } from '../http/errors';

// What a booking call sends, read the one way every booking handler and the pre-book service read it.

/** The amount shown to customers: gross or net per the club's PriceWithTaxes (the rule of src/domain/money.ts). */
export const shownPrice = (price: BookingPrice, settings: Pick<BookingSettings, 'price_with_taxes'>) => fromCents(shownAmount(price.gross, price.net, settings.price_with_taxes));

/**
 * A slot start as sent by the portal: an ISO instant with offset or Z, or a wall time
 * 'yyyy-MM-dd HH:mm' / 'yyyy-MM-ddTHH:mm' read in the club's zone (the earlier one when it happens twice).
 */
export function parseSlotStart(text: string, timeZone: string, field: string): Date {
  const trimmed = text.trim();
  if (/([zZ]|[+-]\d{2}:?\d{2})$/.test(trimmed) && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed)) {
    const parsed = Date.parse(trimmed.replace(' ', 'T'));
    if (!Number.isNaN(parsed)) return new Date(parsed);
  }
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0+)?)?$/.exec(trimmed);
  if (wall) {
    const [, date, hours, minutes] = wall;
    const minute = Number(hours) * 60 + Number(minutes);
    const probe = Date.parse(`${date}T00:00:00Z`);
    if (minute < 1440 && !Number.isNaN(probe) && new Date(probe).toISOString().startsWith(date!)) {
      const instant = wallToInstant(date!, minute, timeZone);
      // A wall time skipped by the spring-forward change does not exist: no slot starts there.
      if (wallTime(instant, timeZone).minute === minute) return instant;
    }
  }
  throw badRequest('booking.badStart', { field });
}
