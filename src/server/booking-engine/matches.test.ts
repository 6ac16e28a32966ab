import { describe, expect, it } from 'vitest';
import { expectedScore, rateMatch, setsWon } from './rating';
import { checkJoiner, chooseTeam, joinShare } from './join';
import { offersToMake, placeOpenTo } from './waitlist';
import { scoreLine } from './results';

describe('rating rule', () => {
  it('expects the stronger team to win by the level gap (76 % for one level, 50 % for none)', () => {
    expect(expectedScore(3, 3)).toBe(0.5);
    expect(expectedScore(4, 3)).toBeCloseTo(0.76, 2);
    expect(expectedScore(5, 3)).toBeCloseTo(0.909, 3);
  });

  it('moves winners up and losers down by the same amount; an upset moves more than an expected win', () => {
    const even = rateMatch(
      [
        { customerId: 1, team: 0, level: 3 },
        { customerId: 2, team: 0, level: 3 },
        { customerId: 3, team: 1, level: 3 },
        { customerId: 4, team: 1, level: 3 },
      ],
      { team1: [6, 4, 6], team2: [3, 6, 2] },
    );
    expect(even.map((change) => change.modification)).toEqual([0.13, 0.13, -0.13, -0.13]);
    const upset = rateMatch(
      [
        { customerId: 1, team: 0, level: 2 },
        { customerId: 2, team: 1, level: 4 },
      ],
      { team1: [6, 6], team2: [1, 2] },
    );
    const expected = rateMatch(
      [
        { customerId: 1, team: 0, level: 4 },
        { customerId: 2, team: 1, level: 2 },
      ],
      { team1: [6, 6], team2: [1, 2] },
    );
    expect(upset[0]!.modification).toBeGreaterThan(expected[0]!.modification);
    expect(upset[0]!.after).toBe(2.23);
  });

  it('keeps levels inside 0–7, counts a tie in sets as a draw and gives a player without a level the team mean', () => {
    expect(
      rateMatch(
        [
          { customerId: 1, team: 0, level: 7 },
          { customerId: 2, team: 1, level: 7 },
        ],
        { team1: [6], team2: [0] },
      )[0]!.after,
    ).toBe(7);
    expect(setsWon([6, 3], [3, 6])).toEqual({ team1: 1, team2: 1 });
    expect(
      rateMatch(
        [
          { customerId: 1, team: 0, level: 3 },
          { customerId: 2, team: 1, level: 3 },
        ],
        { team1: [6, 3], team2: [3, 6] },
      )[0]!.modification,
    ).toBe(0);
    const changes = rateMatch(
      [
        { customerId: 1, team: 0, level: 3 },
        { customerId: 2, team: 0, level: null },
        { customerId: 3, team: 1, level: 3 },
      ],
      { team1: [6], team2: [2] },
    );
    expect(changes[1]).toMatchObject({ before: 3, after: 3.13 });
  });
});

describe('join rules', () => {
  it('checks gender and the level range, naming the range', () => {
    const match = { gender: 'Male' as const, minLevel: 3, maxLevel: 4.5 };
    expect(checkJoiner(match, { gender: 1, level: 3.5 })).toEqual({ key: 'booking.menOnly', args: {} });
    expect(checkJoiner(match, { gender: 0, level: 2.25 })).toEqual({ key: 'booking.levelOutOfRange', args: { min: '3.0', max: '4.5', level: '2.25' } });
    expect(checkJoiner(match, { gender: 0, level: null })).toEqual({ key: 'booking.noLevelForRange', args: { min: '3.0', max: '4.5' } });
    expect(checkJoiner(match, { gender: 0, level: 4.5 })).toBeNull();
    expect(checkJoiner({ gender: 'Open', minLevel: null, maxLevel: null }, { gender: null, level: null })).toBeNull();
  });

  it('chooses the asked team when it has room, else the emptier one; full when there is none', () => {
    expect(chooseTeam({ team1: 1, team2: 0 }, 4, null)).toBe(1);
    expect(chooseTeam({ team1: 0, team2: 0 }, 4, null)).toBe(0);
    expect(chooseTeam({ team1: 2, team2: 0 }, 4, 0)).toBe('full');
    expect(chooseTeam({ team1: 2, team2: 2 }, 4, null)).toBe('full');
  });

  it('charges the share of the price, the per-person price of a class, nothing after a full payment', () => {
    expect(joinShare({ paymentType: 3, gross: 3600, net: 2975, maxParticipants: 4, perPerson: null })).toEqual({ gross: 900, net: 743 });
    // A joiner pays a non-owner's share, rounded down: the owner's share takes the remainder.
    expect(joinShare({ paymentType: 2, gross: 3067, net: 2535, maxParticipants: 4, perPerson: null })).toEqual({ gross: 766, net: 633 });
    expect(joinShare({ paymentType: 3, gross: 2000, net: 1653, maxParticipants: 4, perPerson: { gross: 2000, net: 1653 } })).toEqual({ gross: 2000, net: 1653 });
    expect(joinShare({ paymentType: 1, gross: 3600, net: 2975, maxParticipants: 4, perPerson: null })).toEqual({ gross: 0, net: 0 });
  });
});

describe('waitlist and results rules', () => {
  it('offers one free place per player waiting, keeping live offers, and keeps offered places for their holders', () => {
    expect(offersToMake(1, 0, 3)).toBe(1);
    expect(offersToMake(1, 1, 3)).toBe(0);
    expect(offersToMake(2, 0, 1)).toBe(1);
    expect(placeOpenTo(5, 1, [7])).toBe(false);
    expect(placeOpenTo(7, 1, [7])).toBe(true);
    expect(placeOpenTo(5, 2, [7])).toBe(true);
  });

  it('reads a score from a team side', () => {
    expect(scoreLine([6, 4, 6], [3, 6, 2])).toBe('6-3 4-6 6-2');
  });
});
