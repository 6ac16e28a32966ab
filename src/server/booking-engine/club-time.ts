/**
 * Wall-clock time of the club's time zone, DST-safe. Bookings are stored as instants; timetables and
 * price bands are wall times. Pure (Intl only). A small local helper: src/domain/club-time.ts did not
 * exist when the booking engine was written.
 */

export interface WallTime {
  /** yyyy-MM-dd */
  date: string;
  /** Minutes since the club's midnight, 0..1439. */
  minute: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, found);
  }
  return found;
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function fields(instantMs: number, timeZone: string): Fields {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instantMs)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute! };
}

const pad = (value: number) => String(value).padStart(2, '0');

export function wallTime(instant: Date | number, timeZone: string): WallTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const f = fields(ms, timeZone);
  return {
    date: `${f.year}-${pad(f.month)}-${pad(f.day)}`,
    minute: f.hour * 60 + f.minute,
    weekday: new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay(),
  };
}

/** Offset of the zone from UTC at an instant, in ms (whole minutes). */
export function offsetMs(instantMs: number, timeZone: string): number {
  const f = fields(instantMs, timeZone);
  const wallAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return wallAsUtc - Math.floor(instantMs / 60_000) * 60_000;
}

export const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** 'HH:mm' or 'HH:mm:ss' (a time column) as minutes since midnight; '24:00' is 1440. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Every instant whose wall time is `minute` on `date`: none in the spring-forward gap, two in the
 * repeated hour of the fall-back day, otherwise one. Earliest first.
 */
export function instantsOfWall(date: string, minute: number, timeZone: string): Date[] {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const offsets = new Set([offsetMs(asUtc - 86_400_000, timeZone), offsetMs(asUtc, timeZone), offsetMs(asUtc + 86_400_000, timeZone)]);
  const found = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((candidate) => {
      const wall = wallTime(candidate, timeZone);
      return wall.date === date && wall.minute === minute;
    })
    .sort((a, b) => a - b);
  return [...new Set(found)].map((ms) => new Date(ms));
}

/**
 * The instant a wall time starts: the earlier one when it happens twice, and for a wall time that does
 * not exist (spring-forward gap) the first instant after the gap. `minute` 1440 is the next midnight.
 */
export function wallToInstant(date: string, minute: number, timeZone: string): Date {
  if (minute >= 1440) return wallToInstant(addDays(date, Math.floor(minute / 1440)), minute % 1440, timeZone);
  const exact = instantsOfWall(date, minute, timeZone)[0];
  if (exact) return exact;
  // In the gap: the instant the clock jumps, found from the (valid) minute before it.
  for (let back = 1; back <= 180; back += 1) {
    const before = instantsOfWall(date, minute - back, timeZone);
    if (before.length > 0) return new Date(before[before.length - 1]!.getTime() + back * 60_000);
  }
  throw new Error(`No instant for ${date} ${hhmm(minute)} in ${timeZone}`);
}

/**
 * A span [start, start + durationMins) cut into wall-clock pieces of one day each, whose wall minutes
 * advance with real minutes (a DST jump starts a new piece). The lengths add up to durationMins.
 */
export interface WallPiece {
  date: string;
  weekday: number;
  /** First wall minute of the piece. */
  from: number;
  /** Real minutes it lasts. */
  minutes: number;
}

export function wallPieces(start: Date, durationMins: number, timeZone: string, cutAt: number[] = []): WallPiece[] {
  const cuts = [...new Set([...cutAt, 1440])].sort((a, b) => a - b);
  const pieces: WallPiece[] = [];
  let done = 0;
  while (done < durationMins) {
    const at = start.getTime() + done * 60_000;
    const wall = wallTime(at, timeZone);
    const nextCut = cuts.find((cut) => cut > wall.minute) ?? 1440;
    let step = Math.min(nextCut - wall.minute, durationMins - done);
    // Across a DST change the wall clock jumps: shorten the piece to the minute the offset changes.
    if (offsetMs(at + step * 60_000 - 1, timeZone) !== offsetMs(at, timeZone)) {
      let low = 1;
      let high = step;
      while (low < high) {
        const mid = Math.floor((low + high) / 2);
        if (offsetMs(at + mid * 60_000, timeZone) !== offsetMs(at, timeZone)) high = mid;
        else low = mid + 1;
      }
      step = Math.max(1, low - 0);
      step = Math.min(step, durationMins - done);
    }
    const last = pieces[pieces.length - 1];
    if (last && last.date === wall.date && last.from + last.minutes === wall.minute && !cuts.includes(wall.minute)) last.minutes += step;
    else pieces.push({ date: wall.date, weekday: wall.weekday, from: wall.minute, minutes: step });
    done += step;
  }
  return pieces;
}
