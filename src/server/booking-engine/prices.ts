import { minutesOfTime } from '../../domain/club-time';
import { wallPieces } from './wall-pieces';
import { divideRounded, type Cents } from '../../domain/money';

/** A row of the prices table, in cents and wall minutes. */
export interface PriceRow {
  id: number;
  resourceId: number | null;
  /** A member price: the row prices only holders of this membership (a PeriodicSale product); null for everyone. */
  membershipProductId: number | null;
  durationMins: number;
  weekday: number | null;
  /** Start-time band in wall minutes, [from, to); null means all day. */
  bandFrom: number | null;
  bandTo: number | null;
  validFrom: string | null;
  validTo: string | null;
  gross: Cents;
  net: Cents;
  isSpecial: boolean;
}

export interface BookingPrice {
  gross: Cents;
  net: Cents;
  isSpecialPrice: boolean;
}

export function toPriceRow(row: {
  id: number;
  resource_id: number | null;
  membership_product_id: number | null;
  duration_mins: number;
  weekday: number | null;
  starts_at: string | null;
  ends_at: string | null;
  valid_from: string | null;
  valid_to: string | null;
  gross: Cents;
  net: Cents;
  is_special: boolean;
}): PriceRow {
  return {
    id: row.id,
    resourceId: row.resource_id,
    membershipProductId: row.membership_product_id,
    durationMins: row.duration_mins,
    weekday: row.weekday,
    bandFrom: row.starts_at === null ? null : minutesOfTime(row.starts_at),
    bandTo: row.ends_at === null ? null : minutesOfTime(row.ends_at),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    gross: row.gross,
    net: row.net,
    isSpecial: row.is_special,
  };
}

const DAY_MS = 86_400_000;
const validityDays = (row: PriceRow) =>
  row.validFrom === null || row.validTo === null ? Number.POSITIVE_INFINITY : (Date.parse(row.validTo) - Date.parse(row.validFrom)) / DAY_MS;
const bandWidth = (row: PriceRow) => (row.bandFrom === null ? 1440 : row.bandTo! - row.bandFrom);
const validityOpen = (row: PriceRow) => (row.validFrom === null ? 0 : 1) + (row.validTo === null ? 0 : 1);

/**
 * Which of two matching rows wins: the most specific, decided in this order, the first difference
 * settling it (deterministic whatever order the rows come in):
 *  1. a member row (of a membership the customer holds: only those match) beats a row for everyone;
 *  2. a row for the resource beats a row for any resource;
 *  3. a row for the weekday beats a row for every day;
 *  4. a start-time band beats all day, and a narrower band beats a wider one;
 *  5. validity dates beat none, more bounds beat fewer, a shorter validity beats a longer one;
 *  6. the lower id (the row entered first).
 */
export function compareSpecificity(a: PriceRow, b: PriceRow): number {
  return (
    Number(b.membershipProductId !== null) - Number(a.membershipProductId !== null) ||
    Number(b.resourceId !== null) - Number(a.resourceId !== null) ||
    Number(b.weekday !== null) - Number(a.weekday !== null) ||
    bandWidth(a) - bandWidth(b) ||
    validityOpen(b) - validityOpen(a) ||
    (validityDays(a) === validityDays(b) ? 0 : validityDays(a) < validityDays(b) ? -1 : 1) ||
    a.id - b.id
  );
}

function matches(row: PriceRow, at: { resourceId: number; durationMins: number; date: string; weekday: number; minute: number }): boolean {
  return (
    row.durationMins === at.durationMins &&
    (row.resourceId === null || row.resourceId === at.resourceId) &&
    (row.weekday === null || row.weekday === at.weekday) &&
    (row.bandFrom === null || (row.bandFrom <= at.minute && at.minute < row.bandTo!)) &&
    (row.validFrom === null || row.validFrom <= at.date) &&
    (row.validTo === null || at.date <= row.validTo)
  );
}

/** The winning row for one wall minute, or undefined when no row prices it. */
function winningRow(rows: PriceRow[], at: { resourceId: number; durationMins: number; date: string; weekday: number; minute: number }): PriceRow | undefined {
  let best: PriceRow | undefined;
  for (const row of rows) if (matches(row, at) && (!best || compareSpecificity(row, best) < 0)) best = row;
  return best;
}

/**
 * The price of booking `resourceId` from `start` for `durationMins`. Rows are per duration: each wall
 * minute of the booking is priced by the row that wins at that minute, so a booking crossing a band
 * boundary (16:30–18:00 over off-peak until 17:00 and peak after) costs the prorated sum of its parts:
 * Σ(row price × minutes in that row) / duration, in cents, rounded half up once at the end. Special if
 * any part is special. Null when some minute has no price row. `memberships` are the membership products
 * the customer holds: their member rows take part; without it (the generic price) no member row does.
 */
export function priceBooking(
  rows: PriceRow[],
  request: { resourceId: number; start: Date; durationMins: number; timeZone: string; memberships?: ReadonlySet<number> },
): BookingPrice | null {
  const held = request.memberships;
  const relevant = rows.filter(
    (row) =>
      row.durationMins === request.durationMins &&
      (row.resourceId === null || row.resourceId === request.resourceId) &&
      (row.membershipProductId === null || held?.has(row.membershipProductId) === true),
  );
  if (relevant.length === 0) return null;
  const cuts = relevant.flatMap((row) => (row.bandFrom === null ? [] : [row.bandFrom, row.bandTo!]));
  let gross = 0;
  let net = 0;
  let isSpecialPrice = false;
  for (const piece of wallPieces(request.start, request.durationMins, request.timeZone, cuts)) {
    const row = winningRow(relevant, { resourceId: request.resourceId, durationMins: request.durationMins, date: piece.date, weekday: piece.weekday, minute: piece.from });
    if (!row) return null;
    gross += row.gross * piece.minutes;
    net += row.net * piece.minutes;
    isSpecialPrice ||= row.isSpecial;
  }
  return { gross: divideRounded(gross, request.durationMins), net: divideRounded(net, request.durationMins), isSpecialPrice };
}
