import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server?.close());

const today = () => new Date().toISOString().slice(0, 10);
const list = (payload: object) => server.app.inject({ method: 'POST', url: '/api/publicbookings/byplace-list', payload });

describe('joinable bookings by place', () => {
  it('lists the week of upcoming bookings open to joining, soonest first, with their free places', async () => {
    const response = await list({ date: today(), bookingTypeId: null, customerId: 0 });
    expectConformingAnswer('listByPlaceBookings', response);
    const { ok, data } = response.json() as {
      ok: boolean;
      data: Array<{ id: number; dtStart: string; allowJoin: boolean; players: Array<{ isPlaceholder: boolean }>; maxParticipants: number }>;
    };
    expect(ok).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    const starts = data.map((booking) => Date.parse(booking.dtStart));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((start) => start > Date.now() && start < Date.now() + 8 * 24 * 3600 * 1000)).toBe(true);
    for (const booking of data) expect(booking.players).toHaveLength(booking.maxParticipants);
  });

  it('keeps to the chosen booking type', async () => {
    const all = (await list({ date: today() })).json().data as Array<{ bookingTypeId: number }>;
    const typeId = all[0]!.bookingTypeId;
    const only = (await list({ date: today(), bookingTypeId: typeId })).json().data as Array<{ bookingTypeId: number }>;
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((booking) => booking.bookingTypeId === typeId)).toBe(true);
  });

  it('answers an empty list for a date years ahead and a 400 naming the date when it is not one', async () => {
    expect((await list({ date: '2099-01-01' })).json()).toEqual({ ok: true, data: [] });
    for (const date of ['tomorrow!', '2026-02-30', '2026-13-01']) {
      const bad = await list({ date });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMsg).toContain('body/date');
    }
  });
});
