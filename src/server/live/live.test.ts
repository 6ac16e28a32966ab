import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { holdPinnedCourt, PINNED_NOW, PINNED_SLOT_DAY } from '../testing/pinned-padel';
import { signedInCustomers, type SignedInCustomer } from '../testing/signed-in-customers';
import { NOTIFY_WAIT_MS } from '../testing/notify-wait';
import { openEventStream, type SseConnection } from './sse-client';

// Issue 40: the live stream of one instance, on the database's change notifications (`cache: true`, as `npm start`).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let base = '';
let padel = 0;
let player: SignedInCustomer;
const open: SseConnection[] = [];

beforeAll(async () => {
  server = await createTestApp({ cache: true });
  server.app.clock.pin(PINNED_NOW);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = server.app.db;
  padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  player = (await signedInCustomers(server, 1, 'live'))[0]!;
}, 240_000);
afterAll(async () => {
  for (const stream of open) stream.kill();
  await server?.close();
});

function stream(lastEventId?: string): SseConnection {
  const connection = openEventStream(`${base}/live/events`, lastEventId ? { lastEventId } : {});
  open.push(connection);
  return connection;
}

const dataOf = (connection: SseConnection) => connection.events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data) as Record<string, unknown>);
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: NOTIFY_WAIT_MS, interval: 5 });

async function prebook(time: string): Promise<number> {
  return (await holdPinnedCourt(server, { headers: player.headers, customerId: player.id, token: player.token }, 'Padel 1', time)).bookingId;
}

/** A back-office edit of bookings (any write to the table is a change every open screen hears of). */
async function touch(bookingId: number): Promise<void> {
  await server.app.db
    .updateTable('bookings')
    .set({ comments: `edited ${bookingId}` })
    .where('id', '=', bookingId)
    .execute();
}

describe('live events', () => {
  it('a pre-book reaches an open stream as an event naming its club day and booking, with the headers of an event stream', async () => {
    const watcher = stream();
    expect(await watcher.status).toBe(200);
    const bookingId = await prebook('20:30');
    await waitFor(() => expect(dataOf(watcher)).toContainEqual({ t: 'booking', id: bookingId, type: padel, date: PINNED_SLOT_DAY }));
    expect(watcher.events.every((event) => /^[a-z0-9]+\.\d+$/.test(event.id ?? ''))).toBe(true);
    const head = await fetch(`${base}/live/events`, { signal: AbortSignal.timeout(5000) });
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(head.headers.get('content-encoding')).toBeNull();
    await head.body?.cancel();
  });

  it('a hold whose payment deadline passes is sent again when it lapses, by time alone', async () => {
    const watcher = stream();
    await watcher.status;
    const bookingId = await prebook('12:00');
    const heard = () => dataOf(watcher).filter((event) => event.id === bookingId).length;
    await waitFor(() => expect(heard()).toBeGreaterThan(0));
    const before = heard();
    const { payment_deadline: deadline } = await server.app.db.selectFrom('bookings').select('payment_deadline').where('id', '=', bookingId).executeTakeFirstOrThrow();
    server.app.clock.pin(new Date(deadline!.getTime() + 1000));
    server.app.live.lapseDue();
    await waitFor(() => expect(heard()).toBe(before + 1));
    server.app.clock.pin(PINNED_NOW);
  });

  it('a stream killed and restored with its last id misses no change made meanwhile, in order', async () => {
    const bookings = await server.app.db.selectFrom('bookings').select('id').orderBy('id').limit(6).execute();
    const first = stream();
    await first.status;
    await touch(bookings[0]!.id);
    await waitFor(() => expect(dataOf(first).map((event) => event.id)).toContain(bookings[0]!.id));
    const seen = first.lastId()!;
    first.kill();
    // While nobody listens: five changes.
    for (const { id } of bookings.slice(1)) await touch(id);
    const restored = stream(seen);
    expect(await restored.status).toBe(200);
    const expected = bookings.slice(1).map(({ id }) => id);
    await waitFor(() => expect(dataOf(restored).map((event) => event.id)).toEqual(expected));
    expect(restored.events.some((event) => event.event === 'reset')).toBe(false);
    // Consecutive ids from the one it saw: nothing skipped.
    const [hub, last] = seen.split('.');
    expect(restored.events.map((event) => event.id)).toEqual(expected.map((_, index) => `${hub}.${Number(last) + index + 1}`));
    // The first stream's connection is gone from the hub too.
    expect(server.app.live.streams).toBe(open.length - 1);
  });

  it("an id this instance cannot resume from (another instance's, a restart's) gets a reset: reload everything", async () => {
    const stranger = stream('0f0f0f0f0f.3');
    await waitFor(() => expect(stranger.events.map((event) => event.event)).toEqual(['reset']));
    const future = stream(`${server.app.live.name}.99999999`);
    await waitFor(() => expect(future.events.map((event) => event.event)).toEqual(['reset']));
  });

  it('a match place joined reaches the stream as a places event of its booking', async () => {
    const match = await server.app.db.selectFrom('booking_players').select('booking_id').where('is_placeholder', '=', true).limit(1).executeTakeFirst();
    if (!match) return expect.fail('the demo club has an open match');
    const watcher = stream();
    await watcher.status;
    await server.app.db.updateTable('booking_players').set({ team: 0 }).where('booking_id', '=', match.booking_id).where('is_placeholder', '=', true).execute();
    await waitFor(() => expect(dataOf(watcher)).toContainEqual(expect.objectContaining({ t: 'places', id: match.booking_id })));
  });

  it("a day's opening drawn reaches the stream as an opening event of its type and day", async () => {
    const watcher = stream();
    await watcher.status;
    await server.app.db
      .insertInto('booking_opening_draws')
      .values({ booking_type_id: padel, date: '2031-06-17', seed: 'live-test', drawn_at: PINNED_NOW, instance: 'live-test' })
      .execute();
    await waitFor(() => expect(dataOf(watcher)).toContainEqual({ t: 'opening', type: padel, date: '2031-06-17' }));
  });
});
