import { describe, expect, it } from 'vitest';
import { titleWithoutDuration } from './booking-title';

describe("a booking card's title says the duration once (issue 24)", () => {
  it("drops a trailing duration equal to the booking's", () => {
    expect(titleWithoutDuration('Padel court · 90 min', 90)).toBe('Padel court');
    expect(titleWithoutDuration('Tennis court - 60 mins', 60)).toBe('Tennis court');
    expect(titleWithoutDuration('Pista de pádel · 90 minutos', 90)).toBe('Pista de pádel');
    expect(titleWithoutDuration('Padel court (90 min.)', 90)).toBe('Padel court');
  });

  it('keeps a title whose number says something else, or that is nothing but the duration', () => {
    expect(titleWithoutDuration('Padel court · 90 min', 60)).toBe('Padel court · 90 min');
    expect(titleWithoutDuration('Open match · Padel 2', 90)).toBe('Open match · Padel 2');
    expect(titleWithoutDuration('Adult padel school · Level 2', 60)).toBe('Adult padel school · Level 2');
    expect(titleWithoutDuration('90 min', 90)).toBe('90 min');
    expect(titleWithoutDuration('Padel court · 90 min', null)).toBe('Padel court · 90 min');
  });
});
