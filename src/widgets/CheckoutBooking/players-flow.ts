import type { components } from '../../generated/api';

/** A player's team in the booking checkout (doc 2 §3: not set, team 1, team 2). */
export type Team = components['schemas']['Team'];

export const TEAMS: readonly Team[] = [-1, 0, 1];

/** A customer the look-up found, before the server priced them. */
export interface FoundPlayer {
  customerId: number;
  name: string;
}

export interface Player extends FoundPlayer {
  owner?: boolean;
  /** The player's own price of the booking, from the server (doc 2 §4): a member's is the member price. */
  price: number;
  team: Team;
}

/** The players the booking checkout sends: the owner's team and the players added, in the order they were added. */
export interface PlayersState {
  ownerTeam: Team;
  others: Player[];
}

export type PlayersAction =
  | { type: 'added'; player: FoundPlayer; price: number; maxParticipants: number }
  | { type: 'readded'; customerId: number }
  | { type: 'team'; customerId: number; team: Team; ownerId: number }
  | { type: 'removed'; customerId: number };

export const NO_PLAYERS: PlayersState = { ownerTeam: -1, others: [] };

/**
 * Doc 2 §4: adding a player not yet present appends them (with the price the server gave) with no team; adding one
 * already present, the owner too, resets their team to not set; the owner cannot be removed.
 */
export function playersFlow(state: PlayersState, action: PlayersAction): PlayersState {
  switch (action.type) {
    case 'added': {
      if (state.others.some((known) => known.customerId === action.player.customerId)) return playersFlow(state, { type: 'readded', customerId: action.player.customerId });
      if (state.others.length + 1 >= action.maxParticipants) return state;
      return { ...state, others: [...state.others, { ...action.player, price: action.price, team: -1 }] };
    }
    case 'readded':
      return withTeam(state, action.customerId, -1, null);
    case 'team':
      return withTeam(state, action.customerId, action.team, action.ownerId);
    case 'removed':
      return { ...state, others: state.others.filter((other) => other.customerId !== action.customerId) };
  }
}

/** Sets one player's team; the owner is the one not among the others (`ownerId`, or whoever is not listed when null). */
function withTeam(state: PlayersState, customerId: number, team: Team, ownerId: number | null): PlayersState {
  const isOther = state.others.some((other) => other.customerId === customerId);
  if (!isOther) return ownerId === null || ownerId === customerId ? { ...state, ownerTeam: team } : state;
  return { ...state, others: state.others.map((other) => (other.customerId === customerId ? { ...other, team } : other)) };
}

/** The pre-book's players: the owner first, each with the team chosen for them (−1 when none was). */
export function playersBody(players: readonly Player[]): { customerId: number; name: string; team: Team }[] {
  return players.map((player) => ({ customerId: player.customerId, name: player.name, team: player.team }));
}
