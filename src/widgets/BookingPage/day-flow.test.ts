import { describe, expect, it } from 'vitest';
import type { Resource, TimeSlot } from '../../booking/booking-rules';
import { dayFlow, startDay, type DayAction, type DayFlow } from './day-flow';

const slot: TimeSlot = { id: 's', start: '2026-11-24T18:00:00.000Z', sstart: '19:00', durations: [60, 90], priceByDuration: null, noOnlineBlocks: [] };
const court: Resource = { id: 1, name: 'Padel 1', type: 'Padel court', timeTable: [slot] };
const machine: Resource = { id: 9, name: 'Ball machine', type: 'Ball machine', timeTable: [slot] };
const price = { amount: 28, isSpecialPrice: false, gross: 28, netPrice: 23.14 };
const match = { gender: 'Mixed' as const, modifyLevel: true, minLevel: 2, maxLevel: 4 };

const run = (...actions: DayAction[]): DayFlow => actions.reduce(dayFlow, startDay());
const select: DayAction = { type: 'select', resource: court, slot };
const pick = (over: Partial<Extract<DayAction, { type: 'pick' }>> = {}): DayAction => ({ type: 'pick', duration: 90, price, loggedIn: true, isMatch: false, pending: [], ...over });

describe("the booking page's day flow (issue 36)", () => {
  it('keeps the chosen part and time from day to day; a new part starts at any time', () => {
    const evening = run({ type: 'part', part: 'evening' }, { type: 'time', time: '19:00' }, { type: 'day' });
    expect([evening.part, evening.time]).toEqual(['evening', '19:00']);
    expect(dayFlow(evening, { type: 'part', part: 'morning' })).toMatchObject({ part: 'morning', time: null });
  });

  it('closes the chosen slot when the day, the part or the time changes', () => {
    for (const action of [{ type: 'day' }, { type: 'part', part: 'all' }, { type: 'time', time: null }, { type: 'close' }] as DayAction[]) {
      expect(run(select, action).step).toEqual({ kind: 'browsing' });
    }
  });

  it('counts each choice of a slot, so choosing it again reads a failed price again', () => {
    expect(run(select).attempt).toBe(1);
    expect(run(select, { type: 'close' }, select)).toMatchObject({ attempt: 2, step: { kind: 'slot', resource: court, slot } });
  });

  it('goes from a duration straight to the checkout with its price when nothing else is asked', () => {
    expect(run(select, pick()).step).toEqual({ kind: 'checkout', choice: { resource: court, slot, duration: 90, price, extras: [] } });
  });

  it('asks a visitor to log in first, coming back to the duration', () => {
    expect(run(select, pick({ loggedIn: false })).step).toEqual({ kind: 'login', duration: 90 });
  });

  it('asks the match details, then one popup per extra type, then the checkout with all of it (doc 2 §2)', () => {
    const pending = [['Ball machine', [machine]] as const];
    const details = run(select, pick({ isMatch: true, pending }));
    expect(details.step.kind).toBe('match');
    const option = dayFlow(details, { type: 'match', match });
    expect(option.step).toMatchObject({ kind: 'option', pending });
    const done = dayFlow(option, { type: 'option', option: { resource: machine, slot } });
    expect(done.step).toEqual({ kind: 'checkout', choice: { resource: court, slot, duration: 90, price, match, extras: [{ resource: machine, slot }] } });
    expect(dayFlow(option, { type: 'option', option: null }).step).toMatchObject({ kind: 'checkout', choice: { extras: [] } });
  });

  it('ignores a step that does not belong where the player is', () => {
    const browsing = startDay();
    expect(dayFlow(browsing, pick())).toBe(browsing);
    expect(dayFlow(browsing, { type: 'match', match })).toBe(browsing);
    expect(dayFlow(browsing, { type: 'option', option: null })).toBe(browsing);
  });
});
