import type { FastifyInstance } from 'fastify';
import type { BookingTypeRow } from '../repositories/booking-types';
import type { OpeningChoice } from '../booking-engine/opening-draw';
import { slotGrid } from '../booking-engine/slots';

/** A start of one court's grid on a day in its window: what a request may ask for. */
interface OpeningSlot {
  resourceId: number;
  /** The court's name, only when the club shows it online (else the sheet says "Court 2" or "any court"). */
  resourceName: string | null;
  /** HH:mm, club time. */
  startTime: string;
  durations: number[];
}

/**
 * The day's grid of every court of the type, in court order: the slots the request sheet offers and the only
 * choices a request may hold. Everything on the grid, taken or not: the draw decides, before the opening nothing
 * is booked on that day except by staff, and "any court" may still find another one free.
 */
export async function openingSlotsOf(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string): Promise<OpeningSlot[]> {
  // The club's courts and timetables, as the booking page reads them (kept in memory, dropped on change).
  const resources = await app.clubReads.resourcesOfType(type.id);
  const timetables = await app.clubReads.timetablesOf(resources.map((resource) => resource.id));
  return resources.flatMap((resource) =>
    slotGrid(date, timetables.get(resource.id) ?? [], timeZone).map((slot) => ({
      resourceId: resource.id,
      resourceName: resource.showNameOnline ? resource.name : null,
      startTime: slot.sstart,
      durations: slot.durations,
    })),
  );
}

/** Whether a choice is a start and duration of the day's grid, on the court named or on some court of the type. */
export const offersChoice = (slots: OpeningSlot[], choice: OpeningChoice): boolean =>
  slots.some((slot) => (choice.resourceId === null || slot.resourceId === choice.resourceId) && slot.startTime === choice.startTime && slot.durations.includes(choice.duration));
