// /bookings-byplace: the page's heading names what it lists (doc 2 §2), not "Join a match" over classes or events.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../tests/support/test-app';

quietPageTests();

async function heading(path: string) {
  await renderApp({
    path,
    loggedIn: true,
    operations: {
      listBookingTypes: { ok: true, model: [{ id: 2, name: 'Padel matches', concept: 'Match', byPlace: true }] },
      listByPlaceBookings: { ok: true, data: [] },
    },
  });
  return (await within(screen.getByRole('main')).findByRole('heading', { level: 1 })).textContent;
}

describe('the by-place page heading', () => {
  it('says "Join a class" when it lists only the school classes', async () => {
    expect(await heading('/bookings-byplace?date=2026-11-23&school=true')).toBe('Join a class');
  });

  it('says "Join an event" when it lists only events', async () => {
    expect(await heading('/bookings-byplace?date=2026-11-23&events=true')).toBe('Join an event');
  });

  it('says "Join a match" when it lists only matches', async () => {
    expect(await heading('/bookings-byplace?date=2026-11-23&matches=true')).toBe('Join a match');
  });

  it('names no one kind when it lists every kind', async () => {
    expect(await heading('/bookings-byplace?date=2026-11-23')).toBe('Places to join');
  });

  it('names no one kind when it lists several', async () => {
    expect(await heading('/bookings-byplace?date=2026-11-23&matches=true&events=true')).toBe('Places to join');
  });
});
