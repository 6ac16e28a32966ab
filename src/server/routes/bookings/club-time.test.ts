import { describe, expect, it } from 'vitest';
import { clubLocalTime } from '../../../domain/club-time';
import { minutesBetween } from './club-time';

describe('clubLocalTime', () => {
  it('reads an instant on the club wall clock, across midnight and daylight saving', () => {
    expect(clubLocalTime(new Date('2025-06-01T22:30:00Z'), 'Europe/Madrid')).toEqual({ date: '2025-06-02', hour: '00:30' });
    expect(clubLocalTime(new Date('2025-01-15T09:05:00Z'), 'Europe/Madrid')).toEqual({ date: '2025-01-15', hour: '10:05' });
    expect(clubLocalTime(new Date('2025-01-15T03:00:00Z'), 'America/Mexico_City')).toEqual({ date: '2025-01-14', hour: '21:00' });
  });

  it('counts whole minutes between two instants', () => {
    expect(minutesBetween(new Date('2025-01-01T10:00:00Z'), new Date('2025-01-01T11:30:00Z'))).toBe(90);
  });
});
