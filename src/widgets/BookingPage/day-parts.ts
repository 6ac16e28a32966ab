// The parts of a day a player picks first on the booking page (issue 35): morning, afternoon, evening, or a start
// time, then only the courts free then. Pure: no React, no store.
import { slotLabel, type Resource, type TimeSlot } from '../../booking/booking-rules';

export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
/** What the timetable shows: one part of the day, or the whole day. */
export type PartChoice = DayPart | 'all';

/** Where each part starts on the club's clock ("HH:mm"): the afternoon at 14:00, the evening at 18:00. */
const PART_STARTS: ReadonlyArray<readonly [DayPart, string]> = [
  ['evening', '18:00'],
  ['afternoon', '14:00'],
];

/** The part of the day a start on the club's clock ("HH:mm") falls in. */
export function partOfTime(time: string): DayPart {
  return PART_STARTS.find(([, from]) => time >= from)?.[0] ?? 'morning';
}

/** Whether a slot can be booked with the chosen duration (null: any). */
const offered = (slot: TimeSlot, duration: number | null): boolean => (slot.durations ?? []).length > 0 && (duration === null || (slot.durations ?? []).includes(duration));

/** The free starts ("HH:mm", each once, in order) of each part of the day, over every court. */
export function startsByPart(resources: readonly Resource[], duration: number | null, timeZone: string): Record<DayPart, string[]> {
  const starts = new Set<string>();
  for (const resource of resources) for (const slot of resource.timeTable ?? []) if (offered(slot, duration)) starts.add(slotLabel(slot, timeZone));
  const parts: Record<DayPart, string[]> = { morning: [], afternoon: [], evening: [] };
  for (const time of [...starts].sort()) parts[partOfTime(time)].push(time);
  return parts;
}

/**
 * The part shown when the player has not chosen one: today the next part with a free start (the server lists no
 * past start, so that is the part under way or the next one), another day the whole day.
 */
export function defaultPart(isToday: boolean, starts: Record<DayPart, readonly string[]>): PartChoice {
  if (!isToday) return 'all';
  return DAY_PARTS.find((part) => starts[part].length > 0) ?? 'all';
}

/** The starts ("HH:mm") a player can choose in the part shown. */
export function startsOf(part: PartChoice, starts: Record<DayPart, readonly string[]>): string[] {
  return part === 'all' ? DAY_PARTS.flatMap((each) => starts[each]) : [...starts[part]];
}

export interface DayFilter {
  part: PartChoice;
  /** A start the player chose ("HH:mm"), or null for every start of the part. */
  time: string | null;
  duration: number | null;
  timeZone: string;
}

/**
 * The courts with only the slots of the part (and time) shown. With a part, every court keeps its place (one with
 * nothing free then says so); with a time, only the courts free at that time. The slots stay the same objects.
 */
export function shownResources(resources: readonly Resource[], { part, time, duration, timeZone }: DayFilter): Resource[] {
  if (part === 'all' && time === null) return [...resources];
  const keep = (slot: TimeSlot) => {
    const label = slotLabel(slot, timeZone);
    return time !== null ? label === time : partOfTime(label) === part;
  };
  const shown = resources.map((resource) => ({ ...resource, timeTable: (resource.timeTable ?? []).filter(keep) }));
  return time === null ? shown : shown.filter((resource) => resource.timeTable.some((slot) => offered(slot, duration)));
}
