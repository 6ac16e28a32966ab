// Pure rules of the booking pages (doc 2 §2, §4, §5, §9): no React, no store, unit-tested beside.
import type { components } from '../generated/api';
import { clubLocalTime } from '../domain/club-time';
import { PaymentType as PAYMENT_TYPE } from '../domain/enums';
import { isByPlace } from './booking-kind';

export { isByPlace };

type Schemas = components['schemas'];
export type BookingType = Schemas['BookingType'];
export type Resource = Schemas['Resource'];
export type TimeSlot = Schemas['TimeSlot'];
export type Block = Schemas['Block'];
export type BookingPayload = Schemas['BookingPayload'];
export type PaymentModeSettings = Schemas['PaymentModeSettings'];
export type Gender = Schemas['Gender'];
export type PaymentType = Schemas['PaymentType'];
type LevelRange = Schemas['LevelRange'];

export const PAY = PAYMENT_TYPE;
export const CZ_WEB_ORIGIN = 5;
const DEFAULT_WINDOW_DAYS = 366;
const DEFAULT_LEVEL_RANGE = { min: 0, max: 7 } as const;

// ---- booking types list -------------------------------------------------------------------------

const CONCEPT_KEYS = { bookings: 'Booking', matches: 'Match', school: 'School', events: 'Event' } as const;

/** The concepts the query keys ask for (?bookings=true&school=true); none means every concept. */
export function conceptsOfQuery(search: URLSearchParams): Set<string> {
  const concepts = new Set<string>();
  for (const [key, concept] of Object.entries(CONCEPT_KEYS)) if (search.get(key) === 'true') concepts.add(concept);
  return concepts;
}

export function filterBookingTypes(types: readonly BookingType[], concepts: ReadonlySet<string>, category: string | null): BookingType[] {
  return types.filter((type) => (concepts.size === 0 || concepts.has(type.concept ?? 'Booking')) && (!category || type.category === category));
}

export function categoriesOf(types: readonly BookingType[]): string[] {
  return [...new Set(types.map((type) => type.category).filter((category): category is string => !!category))];
}

/** A card leads to the type's joinable bookings when it is booked by place, else to its timetable (doc 2 §2). */
export const bookingTypeLink = (type: BookingType): string => (isByPlace(type) ? `/bookings-byplace/${type.id}` : `/bookings/${type.id}`);

// ---- date strip -------------------------------------------------------------------------------------

/** Days of the anticipation window: minutes / 1440 rounded up; 366 when none is given (doc 2 §9). */
export function windowDays(anticipationMins: number | null | undefined): number {
  if (typeof anticipationMins !== 'number' || anticipationMins <= 0) return DEFAULT_WINDOW_DAYS;
  return Math.ceil(anticipationMins / 1440);
}

// ---- timetable -------------------------------------------------------------------------------------

/** A resource's name as customers may see it: only when the club shows it online (doc 2 §2); never a made-up one. */
export const shownName = (resource: Pick<Resource, 'name' | 'showNameOnline'>): string | null => (resource.showNameOnline === true && resource.name ? resource.name : null);

/** Every distinct duration offered by the slots, ascending. */
export function distinctDurations(resources: readonly Resource[]): number[] {
  const all = new Set<number>();
  for (const resource of resources) for (const slot of resource.timeTable ?? []) for (const duration of slot.durations ?? []) all.add(duration);
  return [...all].sort((a, b) => a - b);
}

/** The duration list is shown only when there is a choice (doc 2 §2). */
export const showDurationFilter = (durations: readonly number[]): boolean => durations.length > 1;

/** The main resource type: that of the first resource; others are offered in the resource-option popup. */
export function splitByType(resources: readonly Resource[]): { main: Resource[]; extras: Map<string, Resource[]> } {
  const mainType = String(resources[0]?.type ?? '');
  const main: Resource[] = [];
  const extras = new Map<string, Resource[]>();
  for (const resource of resources) {
    const type = String(resource.type ?? '');
    if (type === mainType) main.push(resource);
    else extras.set(type, [...(extras.get(type) ?? []), resource]);
  }
  return { main, extras };
}

export interface GridColumn {
  /** The start instant (ISO); on the fall-back day the repeated wall times are two columns. */
  start: string;
  /** HH:mm on the club's clock. */
  label: string;
}

export interface GridRow {
  resource: Resource;
  /** One cell per column: the slot starting then, or null. */
  cells: Array<TimeSlot | null>;
}

export interface TimetableGrid {
  columns: GridColumn[];
  rows: GridRow[];
}

/**
 * Resources as rows and start times as columns. With a duration chosen, slots lacking it are left
 * out, and a column nobody can start at is dropped; resources keep their row even when empty.
 */
export function timetableGrid(resources: readonly Resource[], duration: number | null, timeZone: string): TimetableGrid {
  const offered = (slot: TimeSlot) => (slot.durations ?? []).length > 0 && (duration === null || (slot.durations ?? []).includes(duration));
  const starts = new Map<number, GridColumn>();
  for (const resource of resources) {
    for (const slot of resource.timeTable ?? []) {
      if (!offered(slot)) continue;
      const at = Date.parse(slot.start ?? '');
      if (!starts.has(at)) starts.set(at, { start: new Date(at).toISOString(), label: slotLabel(slot, timeZone) });
    }
  }
  const ordered = [...starts.entries()].sort(([a], [b]) => a - b);
  const index = new Map(ordered.map(([at], position) => [at, position]));
  const rows = resources.map((resource) => {
    const cells: Array<TimeSlot | null> = ordered.map(() => null);
    for (const slot of resource.timeTable ?? []) {
      const position = index.get(Date.parse(slot.start ?? ''));
      if (position !== undefined && offered(slot)) cells[position] = slot;
    }
    return { resource, cells };
  });
  return { columns: ordered.map(([, column]) => column), rows };
}

/**
 * The grid `next` with every part equal to `previous` kept as the previous object: the columns when their
 * starts and labels match, and each row whose resource and cells (the same slot objects) match. A memoised
 * row then skips re-rendering when the duration filter or a new answer leaves it as it was.
 */
export function keepUnchanged(previous: TimetableGrid | null, next: TimetableGrid): TimetableGrid {
  if (!previous) return next;
  const sameColumns =
    previous.columns.length === next.columns.length &&
    next.columns.every((column, index) => column.start === previous.columns[index]!.start && column.label === previous.columns[index]!.label);
  const before = new Map(previous.rows.map((row) => [row.resource, row]));
  let reused = 0;
  const rows = next.rows.map((row) => {
    const old = before.get(row.resource);
    if (!sameColumns || !old || old.cells.length !== row.cells.length || old.cells.some((cell, index) => cell !== row.cells[index])) return row;
    reused += 1;
    return old;
  });
  if (sameColumns && reused === rows.length && rows.length === previous.rows.length && rows.every((row, index) => row === previous.rows[index])) return previous;
  return { columns: sameColumns ? previous.columns : next.columns, rows };
}

/** A slot's start on the club's clock (the server's sstart when the time zone is unknown). */
export function slotLabel(slot: TimeSlot, timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      return clubLocalTime(Date.parse(slot.start ?? ''), timeZone).hour;
    } catch {
      /* an unknown zone: the server's label */
    }
  }
  return slot.sstart ?? (slot.start ?? '').slice(11, 16);
}

/** The cell a grid arrow key moves to from (row, column), or null when the key is not a grid key (WAI-ARIA grid). */
export function moveInGrid(key: string, row: number, column: number, rows: number, columns: number, ctrl = false): [number, number] | null {
  switch (key) {
    case 'ArrowRight':
      return [row, Math.min(columns - 1, column + 1)];
    case 'ArrowLeft':
      return [row, Math.max(0, column - 1)];
    case 'ArrowDown':
      return [Math.min(rows - 1, row + 1), column];
    case 'ArrowUp':
      return [Math.max(0, row - 1), column];
    case 'Home':
      return ctrl ? [0, 0] : [row, 0];
    case 'End':
      return ctrl ? [rows - 1, columns - 1] : [row, columns - 1];
    default:
      return null;
  }
}

// ---- create-match popup ---------------------------------------------------------------------------

/** Gender choices: the customer's own (0 male, 1 female) plus Mixed and Open; all four when unknown (doc 2 §2). */
export function genderChoices(customerGender: number | null | undefined): Gender[] {
  if (customerGender === 0) return ['Male', 'Mixed', 'Open'];
  if (customerGender === 1) return ['Female', 'Mixed', 'Open'];
  return ['Male', 'Female', 'Mixed', 'Open'];
}

/** The level range of the create-match popup: the server's match range, else 0 to 7. */
export function levelRangeOf(range: Pick<LevelRange, 'matchRange'> | null | undefined): { min: number; max: number } {
  const min = range?.matchRange?.item1;
  const max = range?.matchRange?.item2;
  return typeof min === 'number' && typeof max === 'number' && min <= max ? { min, max } : { ...DEFAULT_LEVEL_RANGE };
}

// ---- checkout payload -----------------------------------------------------------------------------

/** The base64 JSON of /checkout-booking?pl= (UTF-8 safe). */
export function encodePayload(payload: BookingPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The payload, or null when unreadable or without booking and blocks (doc 2 §5). It comes from the address, which
 * anyone can edit, so it is checked here, the one place that reads ?pl=, before it gets its contract type.
 */
export function decodePayload(text: string | null): BookingPayload | null {
  if (!text) return null;
  try {
    const binary = atob(text);
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (typeof json !== 'object' || json === null) return null;
    const payload = json as Partial<BookingPayload>;
    if (typeof payload.booking !== 'object' || payload.booking === null || !Array.isArray(payload.blocks) || payload.blocks.length === 0) return null;
    if (typeof payload.booking.bookingTypeId !== 'number') return null;
    return payload as BookingPayload;
  } catch {
    return null;
  }
}

// ---- pay mode: its own file (pay-mode-rules.ts), named here for the pages that import the booking rules --------

export { cartLinesOf, payModeOptions, payNowTotal, playerShares, sharePerPlayer } from './pay-mode-rules';
