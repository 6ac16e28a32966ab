import { describe, expect, it } from 'vitest';
import { NO_PLAYERS, playersBody, playersFlow, type Player, type PlayersState } from './players-flow';

const bea = { customerId: 100, name: 'Bea' };
const added = (state: PlayersState, player = bea) => playersFlow(state, { type: 'added', player, price: 7, maxParticipants: 4 });

describe('the booking checkout players (doc 2 §4)', () => {
  it('appends a new player with no team, and resets the team of one added again', () => {
    const once = added(NO_PLAYERS);
    expect(once.others).toEqual([{ ...bea, price: 7, team: -1 }]);
    const chosen = playersFlow(once, { type: 'team', customerId: 100, team: 1, ownerId: 7 });
    expect(chosen.others[0]!.team).toBe(1);
    const again = added(chosen);
    expect(again.others).toEqual([{ ...bea, price: 7, team: -1 }]);
  });

  it("sets and resets the owner's team, and never removes the owner", () => {
    const owner = playersFlow(NO_PLAYERS, { type: 'team', customerId: 7, team: 0, ownerId: 7 });
    expect(owner.ownerTeam).toBe(0);
    expect(playersFlow(owner, { type: 'readded', customerId: 7 }).ownerTeam).toBe(-1);
    expect(playersFlow(owner, { type: 'removed', customerId: 7 })).toEqual(owner);
  });

  it('adds nobody past the maximum of players', () => {
    const full = [101, 102, 103].reduce((state, customerId) => added(state, { customerId, name: `P${customerId}` }), NO_PLAYERS);
    expect(full.others).toHaveLength(3);
    expect(added(full).others.map((player) => player.customerId)).toEqual([101, 102, 103]);
  });

  it("sends each player's team in the pre-book's players", () => {
    const players: Player[] = [
      { customerId: 7, name: 'Ana', owner: true, price: 7, team: 0 },
      { customerId: 100, name: 'Bea', price: 7, team: 1 },
      { customerId: 101, name: 'Carla', price: 7, team: -1 },
    ];
    expect(playersBody(players)).toEqual([
      { customerId: 7, name: 'Ana', team: 0 },
      { customerId: 100, name: 'Bea', team: 1 },
      { customerId: 101, name: 'Carla', team: -1 },
    ]);
  });
});
