import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { holdPinnedCourt, PINNED_NOW, PINNED_SLOT_DAY } from '../testing/pinned-padel';
import { signedInCustomers } from '../testing/signed-in-customers';
import { NOTIFY_WAIT_MS } from '../testing/notify-wait';
import { openEventStream, type SseConnection } from './sse-client';

// Issue 40 across instances: two servers on one database (on PostgreSQL, TEST_DATABASE_URL, two connection pools
// hearing each other through LISTEN/NOTIFY; on PGlite two apps on the one in-process database). A change made through
// one reaches the streams open on the other.
let first: TestApp;
let second: TestApp;
const streams: SseConnection[] = [];

async function listening(server: TestApp): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  first = await createTestApp({ cache: true, now: PINNED_NOW });
  second = await createTestApp({ cache: true, instanceOf: first });
}, 240_000);
afterAll(async () => {
  for (const stream of streams) stream.kill();
  await second?.close();
  await first?.close();
});

describe('live events on several instances', () => {
  it('a pre-book on one instance reaches a stream on the other, which resumes there only from its own ids', async () => {
    const base = await listening(second);
    const watcher = openEventStream(`${base}/live/events`);
    streams.push(watcher);
    expect(await watcher.status).toBe(200);
    const db = first.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const [player] = await signedInCustomers(first, 1, 'live-instances');
    const { bookingId } = await holdPinnedCourt(first, { headers: player!.headers, customerId: player!.id, token: player!.token }, 'Padel 2', '20:30');
    await vi.waitFor(() => expect(watcher.events.map((event) => JSON.parse(event.data))).toContainEqual({ t: 'booking', id: bookingId, type: padel, date: PINNED_SLOT_DAY }), {
      timeout: NOTIFY_WAIT_MS,
      interval: 5,
    });
    // Both hubs heard it, each numbering it its own way: an id of one is no position on the other.
    expect(first.app.live.name).not.toBe(second.app.live.name);
    const other = openEventStream(`${await listening(first)}/live/events`, { lastEventId: watcher.lastId()! });
    streams.push(other);
    await vi.waitFor(() => expect(other.events[0]?.event).toBe('reset'), { timeout: NOTIFY_WAIT_MS, interval: 5 });
  });
});
