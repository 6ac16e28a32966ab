import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { Clock } from '../clock';
import { registerBookingWarmUp } from './warm-up';

describe("the club's time zone, ready before the first booking request", () => {
  it("is converted once while the server gets ready, so no request builds the zone's formatter (ICU's zone data, 266 ms in a profile)", async () => {
    // A zone nothing else in this worker converts: its formatter is built by whoever converts it first.
    const timeZone = 'Pacific/Chatham';
    const ready: Array<() => Promise<void>> = [];
    const app = {
      addHook: (name: string, hook: () => Promise<void>) => name === 'onReady' && ready.push(hook),
      clubReads: { bookingSettings: () => Promise.resolve({ time_zone: timeZone }) },
      clock: new Clock(),
      log: { warn: vi.fn() },
    } as unknown as FastifyInstance;
    registerBookingWarmUp(app);
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    for (const hook of ready) await hook();
    expect(formatters.mock.calls.filter(([, options]) => options?.timeZone === timeZone)).toHaveLength(1);
    expect(app.log.warn).not.toHaveBeenCalled();
  });

  it('lets a server whose club has no settings yet start as before', async () => {
    const ready: Array<() => Promise<void>> = [];
    const app = {
      addHook: (_name: string, hook: () => Promise<void>) => ready.push(hook),
      clubReads: { bookingSettings: () => Promise.reject(new Error('no club yet')) },
      clock: new Clock(),
      log: { warn: vi.fn() },
    } as unknown as FastifyInstance;
    registerBookingWarmUp(app);
    for (const hook of ready) await expect(hook()).resolves.toBeUndefined();
    expect(app.log.warn).toHaveBeenCalledOnce();
  });
});

let server: TestApp;
let padel: number;

beforeAll(async () => {
  server = await createTestApp({ now: new Date('2031-03-27T10:00:00Z') });
  padel = (await server.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

interface Slot {
  start: string;
  sstart: string;
}

describe('publicbookings/list on the days the clocks change', () => {
  const slots = async (date: string) => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date, bookingTypeId: padel } });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { model: { list: Array<{ timeTable: Slot[] }> } }).model.list.flatMap((resource) => resource.timeTable);
  };
  const utcOf = (list: Slot[], sstart: string) => list.find((slot) => slot.sstart === sstart)?.start;

  it('shows each slot at its wall time in the club’s zone, its instant moving with the offset', async () => {
    const timeZone = (await server.app.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow()).time_zone;
    expect(timeZone).toBe('Europe/Madrid');
    // Madrid: UTC+1 on Saturday 29 March 2031, UTC+2 from 02:00 on Sunday 30 March (02:00–03:00 never happens).
    const before = await slots('2031-03-29');
    const springs = await slots('2031-03-30');
    expect(utcOf(before, '10:00')).toBe('2031-03-29T09:00:00.000Z');
    expect(utcOf(springs, '10:00')).toBe('2031-03-30T08:00:00.000Z');
    expect(utcOf(springs, '20:00')).toBe('2031-03-30T18:00:00.000Z');
    const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const slot of [...before, ...springs]) expect(wallClock.format(new Date(slot.start)), slot.start).toBe(slot.sstart);
    // And back to UTC+1 on Sunday 26 October 2031.
    server.app.clock.pin(new Date('2031-10-23T10:00:00Z'));
    const falls = await slots('2031-10-26');
    expect(utcOf(await slots('2031-10-25'), '10:00')).toBe('2031-10-25T08:00:00.000Z');
    expect(utcOf(falls, '10:00')).toBe('2031-10-26T09:00:00.000Z');
    for (const slot of falls) expect(wallClock.format(new Date(slot.start)), slot.start).toBe(slot.sstart);
  });
});
