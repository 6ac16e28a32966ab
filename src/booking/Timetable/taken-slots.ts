// A slot taken while the player looks at the day (the live stream reloads it, issue 40) stays where it was, shown
// as unavailable, so the grid does not close up under the player's finger.
import { useMemo, useState } from 'react';
import type { Resource, TimeSlot } from '../booking-rules';

/** A slot's place in the day: its resource and start instant. */
export const slotKey = (resourceId: number | undefined, start: string | null | undefined) => `${resourceId ?? 0}|${Date.parse(start ?? '')}`;

interface TakenSlot {
  resource: Resource;
  slot: TimeSlot;
}

interface Seen {
  day: string;
  answer: readonly Resource[];
  /** Every slot taken since the day was first shown, by key. */
  taken: ReadonlyMap<string, TakenSlot>;
  /** Those the latest answer took: what the note names. */
  latest: readonly TakenSlot[];
}

function slotsOf(resources: readonly Resource[]): Map<string, TakenSlot> {
  const slots = new Map<string, TakenSlot>();
  for (const resource of resources) for (const slot of resource.timeTable ?? []) slots.set(slotKey(resource.id, slot.start), { resource, slot });
  return slots;
}

/** What a new answer of the same day took: the slots shown before (or taken before) that it no longer offers. */
function takenSince(previous: Seen, answer: readonly Resource[]): Pick<Seen, 'taken' | 'latest'> {
  const now = slotsOf(answer);
  const taken = new Map([...previous.taken].filter(([key]) => !now.has(key)));
  const latest: TakenSlot[] = [];
  for (const [key, shown] of slotsOf(previous.answer)) {
    if (now.has(key) || taken.has(key)) continue;
    taken.set(key, shown);
    latest.push(shown);
  }
  return { taken, latest };
}

/** The answer with its taken slots back in place (by start), so the grid's columns and the chips stay where they were. */
function withTakenSlots(answer: readonly Resource[], taken: ReadonlyMap<string, TakenSlot>): readonly Resource[] {
  if (taken.size === 0) return answer;
  return answer.map((resource) => {
    const mine = [...taken.values()].filter((entry) => entry.resource.id === resource.id).map((entry) => entry.slot);
    if (mine.length === 0) return resource;
    const timeTable = [...(resource.timeTable ?? []), ...mine].sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
    return { ...resource, timeTable };
  });
}

/**
 * The day's resources as shown: the answer with the slots taken since the day (`day`: the type and date) was first
 * shown kept in place; `taken` their keys; `latest` the slots the last answer took, for the note.
 */
export function useTakenSlots(answer: readonly Resource[] | undefined, day: string): { resources: readonly Resource[]; taken: ReadonlySet<string>; latest: readonly TakenSlot[] } {
  const [seen, setSeen] = useState<Seen>({ day, answer: answer ?? [], taken: new Map(), latest: [] });
  let current = seen;
  if (seen.day !== day) {
    current = { day, answer: answer ?? [], taken: new Map(), latest: [] };
    setSeen(current);
  } else if (answer && answer !== seen.answer) {
    // The first answer of a day (nothing shown before) takes nothing.
    current = seen.answer.length === 0 ? { ...seen, answer } : { day, answer, ...takenSince(seen, answer) };
    setSeen(current);
  }
  const resources = useMemo(() => withTakenSlots(current.answer, current.taken), [current.answer, current.taken]);
  const taken = useMemo(() => new Set(current.taken.keys()), [current.taken]);
  return { resources, taken, latest: current.latest };
}
