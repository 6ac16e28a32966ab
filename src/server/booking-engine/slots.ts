import { addDays, hhmm, minutesOfTime, wallTime, wallToInstant, weekdayOf } from '../../domain/club-time';

/** One opening window of a resource on a weekday (a day may have several: split shifts). */
export interface TimetableRow {
  weekday: number;
  opensAt: string;
  closesAt: string;
  slotStepMins: number;
  durationsMins: number[];
}

/** A time a resource is held: by a live booking, or by a block staff marked not bookable online. */
export interface BusyBlock {
  start: Date;
  end: Date;
  noOnline: boolean;
  /** A pending booking's payment deadline: the block is free again from then on. */
  heldUntil?: Date;
}

/** A bookable start on the slot grid, before anything taken is subtracted. */
export interface GridSlot {
  start: Date;
  /** Wall time, HH:mm. */
  sstart: string;
  /** Durations the opening window offers from this start (the slot ends by closing time). */
  durations: number[];
}

export interface FreeSlot extends GridSlot {
  /** Offered durations still free. */
  freeDurations: number[];
  /** Blocks not bookable online overlapping the longest offered duration. */
  noOnline: BusyBlock[];
}

/**
 * The slot grid of one resource on one club day. Starts step in real time from the opening instant
 * to the closing instant, so the spring-forward day has no 02:30 and the fall-back day lists both real
 * 02:00 and 02:30 half hours once each (summer time, then winter time): nothing lost, nothing doubled.
 */
export function slotGrid(date: string, timetable: TimetableRow[], timeZone: string): GridSlot[] {
  const weekday = weekdayOf(date);
  const slots = new Map<number, GridSlot>();
  for (const row of timetable) {
    if (row.weekday !== weekday) continue;
    const opens = wallToInstant(date, minutesOfTime(row.opensAt), timeZone).getTime();
    const closes = wallToInstant(date, minutesOfTime(row.closesAt), timeZone).getTime();
    const durations = [...new Set(row.durationsMins)].sort((a, b) => a - b);
    for (let start = opens; start < closes; start += row.slotStepMins * 60_000) {
      const offered = durations.filter((duration) => start + duration * 60_000 <= closes);
      if (offered.length === 0) break;
      const existing = slots.get(start);
      const merged = existing ? [...new Set([...existing.durations, ...offered])].sort((a, b) => a - b) : offered;
      slots.set(start, { start: new Date(start), sstart: hhmm(wallTime(start, timeZone).minute), durations: merged });
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The durations `slotGrid(date, …)` offers from the instant `start`, or null when no start of that grid is
 * there: the same grid, worked out for the one start a pre-book asks for instead of listed whole (every
 * refused pre-book of a booking rush checks its slot, and the day's list costs a wall time per start).
 */
export function durationsAt(start: number, date: string, timetable: TimetableRow[], timeZone: string): number[] | null {
  const weekday = weekdayOf(date);
  let offered: Set<number> | null = null;
  for (const row of timetable) {
    if (row.weekday !== weekday) continue;
    const opens = wallToInstant(date, minutesOfTime(row.opensAt), timeZone).getTime();
    const closes = wallToInstant(date, minutesOfTime(row.closesAt), timeZone).getTime();
    const step = row.slotStepMins * 60_000;
    if (start < opens || start >= closes || (start - opens) % step !== 0) continue;
    const fitting = row.durationsMins.filter((duration) => start + duration * 60_000 <= closes);
    // The grid stops at its first start where no duration fits: none after it fits either.
    if (fitting.length === 0) continue;
    offered ??= new Set();
    for (const duration of fitting) offered.add(duration);
  }
  return offered ? [...offered].sort((a, b) => a - b) : null;
}

const overlaps = (start: number, end: number, block: BusyBlock) => block.start.getTime() < end && block.end.getTime() > start;

/**
 * Free slots of a resource: grid slots from now (inclusive) to the end of the booking window
 * (exclusive), with the durations no live block overlaps. A slot with nothing free is left out,
 * unless a block not bookable online is why: then it is shown, with that block.
 */
export function freeSlots(grid: GridSlot[], busy: BusyBlock[], window: { now: Date; until: Date }): FreeSlot[] {
  const out: FreeSlot[] = [];
  for (const slot of grid) {
    const start = slot.start.getTime();
    if (start < window.now.getTime() || start >= window.until.getTime()) continue;
    const freeDurations = slot.durations.filter((duration) => !busy.some((block) => overlaps(start, start + duration * 60_000, block)));
    const longest = start + Math.max(...slot.durations) * 60_000;
    const noOnline = busy.filter((block) => block.noOnline && overlaps(start, longest, block));
    if (freeDurations.length > 0 || noOnline.length > 0) out.push({ ...slot, freeDurations, noOnline });
  }
  return out;
}

export type SlotProblem = 'past' | 'outsideWindow' | 'offGrid' | 'durationNotOffered' | 'taken';

/** Why a requested start and duration cannot be booked on a resource, or null when it can. */
export function checkSlot(
  request: { start: Date; durationMins: number },
  context: { timetable: TimetableRow[]; timeZone: string; busy: BusyBlock[]; now: Date; until: Date },
): SlotProblem | null {
  const start = request.start.getTime();
  if (start < context.now.getTime()) return 'past';
  if (start >= context.until.getTime()) return 'outsideWindow';
  const day = wallTime(request.start, context.timeZone).date;
  // A slot after midnight may belong to the previous day's window (a club open past midnight).
  const durations = [day, addDays(day, -1)].map((date) => durationsAt(start, date, context.timetable, context.timeZone)).find((found) => found !== null);
  if (!durations) return 'offGrid';
  if (!durations.includes(request.durationMins)) return 'durationNotOffered';
  if (context.busy.some((block) => overlaps(start, start + request.durationMins * 60_000, block))) return 'taken';
  return null;
}

/** End of the booking window: `anticipationMins` from now (366 days when the type sets none). */
export function windowEnd(now: Date, anticipationMins: number | null): Date {
  return new Date(now.getTime() + (anticipationMins ?? 366 * 1440) * 60_000);
}
