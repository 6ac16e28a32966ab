import { describe, expect, it } from 'vitest';
import { addChoice, countdownTarget, stripDaysToOpen, countdownText, courtLabel, moveChoice, openingView, removeChoice, sheetOptions, type OpeningChoice } from './opening-rules';

const at = (startTime: string, resourceId: number | null = null, duration = 90): OpeningChoice => ({ resourceId, startTime, duration });
const instants = { windowOpensAt: '2026-11-26T22:00:00.000Z', opensAt: '2026-11-26T23:00:00.000Z' };

describe('which view a day gets (issue 27)', () => {
  it('shows the window until the draw is recorded, then the grid', () => {
    expect(['closed', 'requesting', 'drawing', 'open'].map((state) => openingView({ state: state as 'open' }))).toEqual(['window', 'window', 'window', 'grid']);
  });

  it('counts down to the window before it, to the opening inside it, and to nothing after', () => {
    expect(countdownTarget({ state: 'closed', ...instants })).toBe(instants.windowOpensAt);
    expect(countdownTarget({ state: 'requesting', ...instants })).toBe(instants.opensAt);
    expect(countdownTarget({ state: 'drawing', ...instants })).toBeNull();
  });

  it('lets the date strip reach the day that opens next: two days more for a one-hour window, none without one', () => {
    expect(stripDaysToOpen({ windowMins: 60 })).toBe(2);
    expect(stripDaysToOpen({ windowMins: 2880 })).toBe(3);
    expect(stripDaysToOpen(null)).toBe(0);
  });

  it('writes the time left as a clock, with days when more than one, never below zero', () => {
    expect(countdownText(3_723_000)).toBe('01:02:03');
    expect(countdownText(2 * 86_400_000 + 5_000)).toBe('2 d 00:00:05');
    expect(countdownText(400)).toBe('00:00:01');
    expect(countdownText(-5_000)).toBe('00:00:00');
  });
});

describe('the request sheet (issue 27: up to maxRequests slots in order of preference)', () => {
  it('adds at the end, never a repeat, never beyond the limit', () => {
    let choices = addChoice([], at('19:00'), 2);
    choices = addChoice(choices, at('19:00'), 2);
    expect(choices).toEqual([at('19:00')]);
    choices = addChoice(choices, at('19:00', 3), 2);
    choices = addChoice(choices, at('20:30'), 2);
    expect(choices).toEqual([at('19:00'), at('19:00', 3)]);
  });

  it('moves a choice up or down and removes one, leaving the rest in order', () => {
    const choices = [at('18:00'), at('19:00'), at('20:00')];
    expect(moveChoice(choices, 2, -1)).toEqual([at('18:00'), at('20:00'), at('19:00')]);
    expect(moveChoice(choices, 0, 1)).toEqual([at('19:00'), at('18:00'), at('20:00')]);
    expect(moveChoice(choices, 0, -1)).toEqual(choices);
    expect(moveChoice(choices, 2, 1)).toEqual(choices);
    expect(removeChoice(choices, 1)).toEqual([at('18:00'), at('20:00')]);
  });

  it("offers the day's courts and start times as the server lists them, with each time's durations and courts", () => {
    const slotsOfTwo = [
      { resourceId: 1, resourceName: 'Padel 1', startTime: '19:00', durations: [60, 90] },
      { resourceId: 1, resourceName: 'Padel 1', startTime: '18:30', durations: [90] },
      { resourceId: 2, resourceName: null, startTime: '19:00', durations: [120, 90] },
    ];
    const options = sheetOptions(slotsOfTwo, 'Court');
    expect(options.courts).toEqual([
      { id: 1, label: 'Padel 1' },
      { id: 2, label: 'Court' },
    ]);
    expect(options.times).toEqual([
      { startTime: '18:30', durations: [90], courtIds: [1] },
      { startTime: '19:00', durations: [60, 90, 120], courtIds: [1, 2] },
    ]);
    expect(courtLabel(options.courts, 1)).toBe('Padel 1');
    expect(courtLabel(options.courts, null)).toBeNull();
    // One court chosen: its own times and durations only, every court still listed.
    const second = sheetOptions(slotsOfTwo, 'Court', 2);
    expect(second.times).toEqual([{ startTime: '19:00', durations: [90, 120], courtIds: [2] }]);
    expect(second.courts).toHaveLength(2);
  });
});
