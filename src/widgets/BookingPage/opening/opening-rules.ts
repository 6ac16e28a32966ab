// Pure rules of a day's opening window on the booking page (issue 27): which view the day gets, the countdown,
// the request sheet's choices. No React, no store; unit-tested beside.
import type { components } from '../../../generated/api';

type Schemas = components['schemas'];
export type Opening = Schemas['Opening'];
export type OpeningChoice = Schemas['OpeningChoice'];
export type OpeningSettings = Schemas['OpeningSettings'];
export type OpeningSlot = Schemas['OpeningSlot'];

/**
 * What the page shows for a day: the window (before the draw: ask instead of book) or the grid, with the
 * caller's result above it once drawn. "drawing" is a window too: its slots are not bookable until the draw.
 */
export function openingView(opening: Pick<Opening, 'state'>): 'window' | 'grid' {
  return opening.state === 'open' ? 'grid' : 'window';
}

/** The instant the countdown runs to: the window's start before it, the opening inside it; none after. */
export function countdownTarget(opening: Pick<Opening, 'state' | 'windowOpensAt' | 'opensAt'>): string | null {
  if (opening.state === 'closed') return opening.windowOpensAt;
  if (opening.state === 'requesting') return opening.opensAt;
  return null;
}

/** Time left as the clock shows it: "2 d 03:04:05", "03:04:05", never negative. */
export function countdownText(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

// ---- the request sheet ---------------------------------------------------------------------------------

/** Two choices are the same slot asked for: same court (or any), start and duration. */
const sameChoice = (a: OpeningChoice, b: OpeningChoice): boolean => a.resourceId === b.resourceId && a.startTime === b.startTime && a.duration === b.duration;

/** Adds a choice at the end (lowest preference); a repeat or one beyond the limit leaves the list as it was. */
export function addChoice(choices: readonly OpeningChoice[], choice: OpeningChoice, maxRequests: number): OpeningChoice[] {
  if (choices.length >= maxRequests || choices.some((chosen) => sameChoice(chosen, choice))) return [...choices];
  return [...choices, choice];
}

/** Moves the choice at `index` one place up (-1) or down (+1) in the order of preference. */
export function moveChoice(choices: readonly OpeningChoice[], index: number, by: -1 | 1): OpeningChoice[] {
  const target = index + by;
  const next = [...choices];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const removeChoice = (choices: readonly OpeningChoice[], index: number): OpeningChoice[] => choices.filter((_, at) => at !== index);

/** A court the player may name, as customers see it (its name only when the club shows it online). */
export interface CourtOption {
  id: number;
  label: string;
}

/** What the sheet offers for the day: the courts, and per start time (HH:mm, club time) its durations and courts. */
export interface SheetOptions {
  courts: CourtOption[];
  times: Array<{ startTime: string; durations: number[]; courtIds: number[] }>;
}

/**
 * The day's slots as the server offers them for a request (exactly the choices it accepts) as the sheet's options.
 * With a court chosen, the times and durations are that court's only, so nothing offered is refused.
 */
export function sheetOptions(slots: readonly OpeningSlot[], unnamed: string, resourceId: number | null = null): SheetOptions {
  const courts = new Map<number, CourtOption>();
  const times = new Map<string, { durations: Set<number>; courtIds: Set<number> }>();
  for (const slot of slots) {
    if (!courts.has(slot.resourceId)) courts.set(slot.resourceId, { id: slot.resourceId, label: slot.resourceName ?? unnamed });
    if (resourceId !== null && slot.resourceId !== resourceId) continue;
    const entry = times.get(slot.startTime) ?? { durations: new Set<number>(), courtIds: new Set<number>() };
    for (const minutes of slot.durations) entry.durations.add(minutes);
    entry.courtIds.add(slot.resourceId);
    times.set(slot.startTime, entry);
  }
  return {
    courts: [...courts.values()],
    times: [...times.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([startTime, entry]) => ({ startTime, durations: [...entry.durations].sort((a, b) => a - b), courtIds: [...entry.courtIds] })),
  };
}

/** The court's label for a choice: its name, or null for "any court". */
export function courtLabel(courts: readonly CourtOption[], resourceId: number | null): string | null {
  if (resourceId === null) return null;
  return courts.find((court) => court.id === resourceId)?.label ?? String(resourceId);
}

/**
 * Days the date strip adds after the anticipation window for a type with an opening window, so the day that opens
 * next (and the one whose window runs now) can be chosen. None without a window.
 */
export function stripDaysToOpen(settings: Pick<OpeningSettings, 'windowMins'> | null): number {
  if (!settings || settings.windowMins <= 0) return 0;
  return 1 + Math.ceil(settings.windowMins / 1440);
}
