// The resource-option popup's read (doc 2 §2, §7): each extra resource's own availability on the day, asked with
// date-availability when the popup opens, so an extra someone took since the day's list loaded is not offered.
import { okAnswer } from '../../api/answers';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import type { Resource } from '../../booking/booking-rules';

/**
 * The extra resources of one type as date-availability answers them (one call per resource, by its
 * bookingTypeResourceId). A resource the day's list gave without that id (an older server) keeps the list's slots.
 */
export function extraAvailabilityQuery(root: RootStore, date: string, resources: readonly Resource[]): Query<Resource[]> {
  const customerId = root.session.customerId ?? -1;
  const links = resources.map((resource) => resource.bookingTypeResourceId ?? `list:${resource.id}`);
  return query(['getDateAvailability', date, customerId, links], async (signal) => {
    const lists = await Promise.all(
      resources.map(async (resource) => {
        if (resource.bookingTypeResourceId === undefined) return [resource];
        const body = { date, customerId, bookingTypeResourceId: resource.bookingTypeResourceId };
        const answer = await okAnswer(root.client.POST('/api/publicbookings/date-availability', { body, signal }));
        return answer.model?.list ?? [];
      }),
    );
    return lists.flat();
  });
}
