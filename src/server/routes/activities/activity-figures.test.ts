import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

// An activity's card and page show up front what it costs, how many places are left, where and for which
// levels (issue 35); a player who is in can leave it while nothing of it was paid and it has not started.
let server: TestApp;
let ana: Login;
let empty: Login;
let now: () => Date;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
});
afterAll(() => server?.close());

const { get, post } = requestsTo(() => server);
const activityId = async (name: string) => (await server.app.db.selectFrom('activities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('what an activity answers up front', () => {
  it('lists each activity with its price, places left of its places, place and levels', async () => {
    const response = await get('/api/publicactivities/list');
    expectConformingAnswer('listActivities', response);
    const byName = new Map((response.json().model as Array<{ name: string }>).map((activity) => [activity.name, activity]));
    expect(byName.get('Club Championship')).toMatchObject({ grossPrice: 20, maxPlaces: 128, placesLeft: 128, place: 'Centre court and courts 1–6', minLevel: 2.5, maxLevel: 6 });
    // Ana is in the free Open Day: one of its 60 places is taken.
    expect(byName.get('Open Day: try padel for free')).toMatchObject({ grossPrice: null, netPrice: null, maxPlaces: 60, placesLeft: 59, place: 'All padel courts' });
    expect(byName.get('Tennis Night Social')).toMatchObject({ maxPlaces: null, placesLeft: null, minLevel: null });
  });

  it('counts a new sign-up in the places left of the activity page', async () => {
    const id = await activityId('Club Championship');
    const before = (await get(`/api/publicactivities/${id}`)).json().model.placesLeft;
    const signedUp = await post('/api/publicactivities/inscription', { id, customerId: empty.customerId }, empty.headers);
    // The championship asks for its form: the direct sign-up is refused and takes no place.
    expect(signedUp.json().ok).toBe(false);
    const page = await get(`/api/publicactivities/${id}`);
    expectConformingAnswer('getActivity', page);
    expect(page.json().model.placesLeft).toBe(before);
    const open = await activityId('Open Day: try padel for free');
    expect((await post('/api/publicactivities/inscription', { id: open, customerId: empty.customerId }, empty.headers)).json().ok).toBe(true);
    expect((await get(`/api/publicactivities/${open}`)).json().model.placesLeft).toBe(58);
  });
});

describe('leaveActivity', () => {
  it('takes a player off a free activity, frees the place, and says so when they are not in', async () => {
    const id = await activityId('Open Day: try padel for free');
    const left = await post('/api/publicactivities/leave', { id, customerId: ana.customerId }, ana.headers);
    expectConformingAnswer('leaveActivity', left);
    expect(left.json()).toEqual({ ok: true });
    const page = (await get(`/api/publicactivities/${id}/${ana.customerId}`, ana.headers)).json();
    expect(page.alreadyIn).toBe(false);
    const again = await post('/api/publicactivities/leave', { id, customerId: ana.customerId }, ana.headers);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'You are not signed up for this activity' });
  });

  it('refuses once something was paid, or once the activity has started', async () => {
    const id = await activityId('Summer Padel Camp');
    const { id: inscription } = await server.app.db
      .insertInto('activity_inscriptions')
      .values({ activity_id: id, customer_id: empty.customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sale = await server.app.db
      .insertInto('sales')
      .values({ customer_id: empty.customerId, title: 'Camp', status: 'Paid', sub_total: 10, net_sub_total: 8.26, paid: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('activity_inscriptions').set({ sale_id: sale.id }).where('id', '=', inscription).execute();
    const paid = await post('/api/publicactivities/leave', { id, customerId: empty.customerId }, { ...empty.headers, 'accept-language': 'es-ES' });
    expect(paid.json()).toEqual({ ok: false, errorMsg: 'Ya has pagado esta actividad: pide al club que te dé de baja' });

    const started = await server.app.db
      .insertInto('activities')
      .values({ name: 'Started clinic', starts_at: new Date(now().getTime() - 60_000), online_sign_up: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.db.insertInto('activity_inscriptions').values({ activity_id: started.id, customer_id: empty.customerId }).execute();
    const late = await post('/api/publicactivities/leave', { id: started.id, customerId: empty.customerId }, empty.headers);
    expect(late.json()).toEqual({ ok: false, errorMsg: 'This activity has already started: it can no longer be left online' });
  });

  it("refuses another customer's leave and an unknown activity", async () => {
    const id = await activityId('Club Championship');
    expect((await post('/api/publicactivities/leave', { id, customerId: ana.customerId }, empty.headers)).statusCode).toBe(403);
    expect((await post('/api/publicactivities/leave', { id: 999_999, customerId: empty.customerId }, empty.headers)).statusCode).toBe(404);
  });
});
