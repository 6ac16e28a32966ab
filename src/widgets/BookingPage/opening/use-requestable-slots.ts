import { addDays } from '../../../domain/club-time';
import { useRootStore } from '../../../stores/StoresContext';
import { useQuery } from '../../../stores/use-query';
import { availabilityQuery } from '../../booking-support/booking-queries';
import type { Resource } from '../../booking-support/booking-rules';

const hasSlots = (resources: readonly Resource[]) => resources.some((resource) => (resource.timeTable ?? []).length > 0);

/**
 * The slots the request sheet offers for a day in its window: the day's own list when the server gives its slots;
 * otherwise the same weekday a week earlier (courts open by a weekly timetable), whose free times and durations
 * stand in for the day's. The server checks every choice against the real day and names one that is not a slot.
 */
export function useRequestableSlots(bookingTypeId: number, date: string, daysResources: readonly Resource[] | null, inWindow: boolean): readonly Resource[] {
  const root = useRootStore();
  const fallback = inWindow && daysResources !== null && !hasSlots(daysResources);
  const weekBefore = useQuery(availabilityQuery(root, bookingTypeId, addDays(date, -7)), fallback);
  if (!fallback) return daysResources ?? [];
  return weekBefore.status === 'ready' ? (weekBefore.data.list ?? []) : [];
}
