import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { wallToInstant } from '../../../domain/club-time';

// The resource-option popup (doc 2 §2, §7): the day's list names each resource's bookingTypeResourceId, and
// date-availability, asked with it, answers that one resource's own slots on the day.
const TZ = 'Europe/Madrid';
const DAY = '2031-06-04'; // a Wednesday, inside the type's 7 days
let server: TestApp;
let ana: Login;
let tennis: number;
const { post } = requestsTo(() => server);

interface Listed {
  id: number;
  name: string;
  type: string;
  bookingTypeResourceId?: number;
  timeTable: { start: string; durations: number[] }[];
}

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  server.app.clock.pin(wallToInstant('2031-06-02', 10 * 60, TZ));
  tennis = (await server.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Tennis with ball machine').executeTakeFirstOrThrow()).id;
}, 240_000);
afterAll(() => server?.close());

describe('date-availability for the resource-option popup', () => {
  it("the day's list gives each resource its booking-type link, and date-availability with it answers that resource alone", async () => {
    const listed = await post('/api/publicbookings/list', { date: DAY, bookingTypeId: tennis, customerId: ana.customerId }, ana);
    expectConformingAnswer('listBookingAvailability', listed);
    const resources = listed.json().model.list as Listed[];
    const links = await server.app.db.selectFrom('booking_type_resources').select(['id', 'resource_id']).where('booking_type_id', '=', tennis).execute();
    expect(resources.map((resource) => [resource.id, resource.bookingTypeResourceId])).toEqual(
      resources.map((resource) => [resource.id, links.find((link) => link.resource_id === resource.id)!.id]),
    );
    // The ball machine is the extra the popup offers with a tennis court.
    const machine = resources.find((resource) => resource.type === 'Ball machine')!;
    expect(machine.timeTable.length).toBeGreaterThan(0);

    const asked = await post('/api/publicbookings/date-availability', { date: DAY, customerId: ana.customerId, bookingTypeResourceId: machine.bookingTypeResourceId }, ana);
    expectConformingAnswer('getDateAvailability', asked);
    const answer = asked.json();
    expect(answer.ok).toBe(true);
    expect(answer.model.list.map((resource: Listed) => [resource.id, resource.bookingTypeResourceId])).toEqual([[machine.id, machine.bookingTypeResourceId]]);
    expect(answer.model.list[0].timeTable.map((slot: Listed['timeTable'][number]) => [slot.start, slot.durations])).toEqual(
      machine.timeTable.map((slot) => [slot.start, slot.durations]),
    );

    const unknown = await post('/api/publicbookings/date-availability', { date: DAY, customerId: ana.customerId, bookingTypeResourceId: 999_999 }, ana);
    expect(unknown.statusCode).toBe(404);
  });
});
