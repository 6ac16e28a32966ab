import { describe, expect, it } from 'vitest';
import type { Resource } from '../../booking/booking-rules';
import { defaultPart, partOfTime, shownResources, startsByPart, startsOf } from './day-parts';

const ZONE = 'Europe/Madrid';
// Madrid is UTC+1 in November: 09:00, 14:00, 17:30, 18:00 and 19:00 on the club's clock.
const slot = (utc: string, durations = [60, 90]) => ({ id: utc, start: `2026-11-24T${utc}:00.000Z`, sstart: null, durations, priceByDuration: null, noOnlineBlocks: [] });
const courts: Resource[] = [
  { id: 1, name: 'Padel 1', type: 'Padel court', showNameOnline: true, timeTable: [slot('08:00'), slot('13:00'), slot('18:00', [90])] },
  { id: 2, name: 'Padel 2', type: 'Padel court', showNameOnline: true, timeTable: [slot('16:30'), slot('17:00', [60])] },
];

describe('the parts of the day (issue 35)', () => {
  it('puts a start before 14:00 in the morning, from 14:00 in the afternoon and from 18:00 in the evening', () => {
    expect(['00:00', '13:59', '14:00', '17:59', '18:00', '23:30'].map(partOfTime)).toEqual(['morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
  });

  it("lists each part's free starts on the club's clock once, over every court, for the chosen duration", () => {
    expect(startsByPart(courts, null, ZONE)).toEqual({ morning: ['09:00'], afternoon: ['14:00', '17:30'], evening: ['18:00', '19:00'] });
    expect(startsByPart(courts, 90, ZONE)).toEqual({ morning: ['09:00'], afternoon: ['14:00', '17:30'], evening: ['19:00'] });
    expect(startsOf('all', startsByPart(courts, null, ZONE))).toEqual(['09:00', '14:00', '17:30', '18:00', '19:00']);
  });

  it('opens today at the next part with a free start, another day at the whole day', () => {
    const starts = { morning: [], afternoon: [], evening: ['19:00'] };
    expect(defaultPart(true, starts)).toBe('evening');
    expect(defaultPart(true, { ...starts, afternoon: ['15:00'] })).toBe('afternoon');
    expect(defaultPart(false, starts)).toBe('all');
    expect(defaultPart(true, { morning: [], afternoon: [], evening: [] })).toBe('all');
  });

  it("keeps every court with only the part's slots, the same slot objects", () => {
    const evening = shownResources(courts, { part: 'evening', time: null, duration: null, timeZone: ZONE });
    expect(evening.map((court) => court.timeTable!.map((each) => each.id))).toEqual([['18:00'], ['17:00']]);
    expect(evening[0]!.timeTable![0]).toBe(courts[0]!.timeTable![2]);
    expect(shownResources(courts, { part: 'all', time: null, duration: null, timeZone: ZONE })).toEqual(courts);
  });

  it('with a time, shows only the courts free then for the chosen duration', () => {
    expect(shownResources(courts, { part: 'evening', time: '19:00', duration: null, timeZone: ZONE }).map((court) => court.name)).toEqual(['Padel 1']);
    expect(shownResources(courts, { part: 'all', time: '18:00', duration: null, timeZone: ZONE }).map((court) => court.name)).toEqual(['Padel 2']);
    expect(shownResources(courts, { part: 'all', time: '18:00', duration: 90, timeZone: ZONE })).toEqual([]);
  });
});
