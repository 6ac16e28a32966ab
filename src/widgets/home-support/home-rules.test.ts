import { describe, expect, it } from 'vitest';
import { cardPlayers, firstItems, numberOption } from './home-rules';

const players = (count: number) => Array.from({ length: count }, (_, index) => ({ customerId: index + 1, name: `P${index + 1}` }));

describe('home rules', () => {
  it('shows the first 4 items of a list', () => {
    expect(firstItems([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    expect(firstItems([1, 2])).toEqual([1, 2]);
    expect(firstItems(null)).toEqual([]);
    expect(firstItems([1, 2, 3, 4, 5, 6, 7, 8, 9], 8)).toHaveLength(8);
  });

  it('shows up to 4 players on a match card, then 3 and +N from 5 players on', () => {
    expect(cardPlayers(players(4))).toEqual({ shown: players(4), more: 0 });
    const five = cardPlayers(players(5));
    expect(five.shown.map((player) => player.name)).toEqual(['P1', 'P2', 'P3']);
    expect(five.more).toBe(2);
    expect(cardPlayers(players(8)).more).toBe(5);
  });

  it('does not count free places as players', () => {
    const withFreePlaces = [...players(3), { customerId: -1 }, { customerId: 9, isPlaceholder: true }];
    expect(cardPlayers(withFreePlaces)).toEqual({ shown: players(3), more: 0 });
  });

  it('reads positive number options and falls back otherwise', () => {
    expect(numberOption({ maxItems: 8 }, 'maxItems', 4)).toBe(8);
    expect(numberOption({ maxItems: '8' }, 'maxItems', 4)).toBe(4);
    expect(numberOption({}, 'maxItems', 4)).toBe(4);
  });
});
