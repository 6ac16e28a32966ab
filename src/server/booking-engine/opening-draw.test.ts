import { describe, expect, it } from 'vitest';
import { drawOrder, runDraw, type DrawGridSlot, type DrawInput, type DrawRequest } from './opening-draw';

const COURTS = [1, 2, 3, 4];
const DAY = Date.UTC(2026, 5, 1, 0, 0);
const at = (time: string) => DAY + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000;
const grid: DrawGridSlot[] = COURTS.flatMap((resourceId) =>
  ['18:00', '19:00', '19:30', '20:00', '21:00'].map((startTime) => ({ resourceId, startTime, startMs: at(startTime), durations: [60, 90] })),
);
const input = (requests: DrawRequest[], extra: Partial<DrawInput> = {}): DrawInput => ({ requests, resourceIds: COURTS, grid, busy: [], seed: 'seed-1', maxWins: 1, ...extra });
const any = (startTime: string, duration = 60) => ({ resourceId: null, startTime, duration });
const court = (resourceId: number, startTime: string, duration = 60) => ({ resourceId, startTime, duration });

describe('the opening draw', () => {
  it('gives the same ranks and slots again from the recorded seed, and other ones from another seed', () => {
    const requests = Array.from({ length: 30 }, (_, i) => ({ customerId: 100 + i, choices: [court(1, '19:00'), any('20:00'), any('18:00')] }));
    const first = runDraw(input(requests));
    expect(runDraw(input(requests))).toEqual(first);
    expect(runDraw(input([...requests].reverse()))).toEqual(first);
    expect(runDraw(input(requests, { seed: 'seed-2' }))).not.toEqual(first);
  });

  it('ranks by the seed alone: the order requests came in plays no part', () => {
    expect(drawOrder([5, 3, 9, 1], 'x')).toEqual(drawOrder([1, 9, 3, 5], 'x'));
    expect(drawOrder([5, 3, 9, 1], 'x').sort()).toEqual([1, 3, 5, 9]);
  });

  it('gives first choices round by round before anyone gets a second choice', () => {
    // 1 and 2 both want court 1 at 19:00 first; 3 wants court 2 at 20:00 first, which is 1's second choice.
    const requests = [
      { customerId: 1, choices: [court(1, '19:00'), court(2, '20:00')] },
      { customerId: 2, choices: [court(1, '19:00'), court(3, '20:00')] },
      { customerId: 3, choices: [court(2, '20:00')] },
    ];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const order = drawOrder([1, 2, 3], seed).filter((id) => id !== 3);
      const won = new Map(runDraw(input(requests, { seed })).map((o) => [o.customerId, o.wins.map((w) => `${w.choice.resourceId} ${w.choice.startTime}`)]));
      expect(won.get(order[0]!)).toEqual(['1 19:00']);
      // 3's first choice beats 1's second choice whatever the ranks; 2's second choice is free.
      expect(won.get(3)).toEqual(['2 20:00']);
      expect(won.get(order[1]!)).toEqual(order[1] === 1 ? [] : ['3 20:00']);
    }
  });

  it('never gives a customer more than maxWins, or their own allowance (the per-day cap)', () => {
    const requests = [
      { customerId: 1, choices: [any('18:00'), any('19:00'), any('20:00')] },
      { customerId: 2, choices: [any('18:00'), any('19:00'), any('20:00')], allowance: 1 },
    ];
    expect(
      runDraw(input(requests, { maxWins: 2 }))
        .map((o) => [o.customerId, o.wins.length])
        .sort(),
    ).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(runDraw(input(requests, { maxWins: 1 })).every((o) => o.wins.length === 1)).toBe(true);
    expect(runDraw(input([{ customerId: 3, choices: [any('18:00')], allowance: 0 }]))[0]!.wins).toEqual([]);
  });

  it('gives "any court" the first free court in court order, and never a taken or overlapping one', () => {
    const busy = [{ resourceId: 1, startMs: at('18:30'), endMs: at('19:30') }];
    const alone = runDraw(input([{ customerId: 1, choices: [any('19:00')] }], { busy }));
    expect(alone[0]!.wins[0]!.choice.resourceId).toBe(2);
    const three = runDraw(
      input(
        [1, 2, 3].map((customerId) => ({ customerId, choices: [any('19:00')] })),
        { busy },
      ),
    );
    expect(three.map((o) => o.wins[0]!.choice.resourceId).sort()).toEqual([2, 3, 4]);
    // A rival's 90 minutes on court 2 from 18:00 and "any court" at 19:00 never overlap: whoever is ranked first decides.
    for (const seed of ['a', 'b', 'c', 'd']) {
      const outcome = runDraw(
        input(
          [
            { customerId: 1, choices: [court(2, '18:00', 90)] },
            { customerId: 2, choices: [any('19:00')] },
          ],
          { busy, seed },
        ),
      );
      const anyCourt = outcome.find((o) => o.customerId === 2)!.wins[0]!.choice.resourceId;
      const long = outcome.find((o) => o.customerId === 1)!.wins;
      if (outcome[0]!.customerId === 1) expect([long.length, anyCourt]).toEqual([1, 3]);
      else expect([long.length, anyCourt]).toEqual([0, 2]);
    }
  });

  it('gives up when nothing asked for is free, and ignores choices off the grid or with durations not offered', () => {
    const outcome = runDraw(input([{ customerId: 1, choices: [court(1, '18:15'), court(1, '18:00', 45)] }]));
    expect(outcome[0]!.wins).toEqual([]);
  });

  it('gives equal requests equal chances: over many seeds each of ten rivals for one slot wins about a tenth of the time', () => {
    const requests = Array.from({ length: 10 }, (_, i) => ({ customerId: i + 1, choices: [court(1, '19:00')] }));
    const wins = new Map<number, number>();
    const draws = 5000;
    for (let s = 0; s < draws; s++) {
      const winner = runDraw(input(requests, { seed: `s${s}` })).find((o) => o.wins.length > 0)!;
      wins.set(winner.customerId, (wins.get(winner.customerId) ?? 0) + 1);
    }
    for (let id = 1; id <= 10; id++) expect(Math.abs((wins.get(id) ?? 0) / draws - 0.1)).toBeLessThan(0.025);
  });
});
