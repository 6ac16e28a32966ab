/**
 * The rating rule of competitive matches (modifyLevel): an Elo-style update on the club's level scale.
 *
 * - A team's rating is the mean level of its players (a player without a level counts as the mean of
 *   the others; a team of unknowns as 0).
 * - Team 1's expected score is E = 1 / (1 + 10^((R2 − R1) / SCALE)): with SCALE 2, a team one level
 *   above its rival is expected to win 76 % of the time, two levels above 91 %.
 * - The actual score S is 1 when team 1 won more sets, 0 when it won fewer, ½ for a tie in sets.
 * - Every player of team 1 moves by K × (S − E), every player of team 2 by the opposite, rounded to
 *   hundredths, and kept inside 0–7. So a win against a stronger team gains more than a win against a
 *   weaker one (the update is weighted by the level gap), and an upset costs the favourite the most.
 */
const RATING_SCALE = 2;
const RATING_K = 0.25;
const LEVEL_MIN = 0;
const LEVEL_MAX = 7;

export interface RatedPlayer {
  customerId: number;
  team: 0 | 1;
  level: number | null;
}

export interface LevelChange {
  customerId: number;
  before: number;
  after: number;
  modification: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sets won by each team (a set with equal games counts for nobody). */
export function setsWon(team1: number[], team2: number[]): { team1: number; team2: number } {
  let one = 0;
  let two = 0;
  team1.forEach((games, index) => {
    const other = team2[index] ?? 0;
    if (games > other) one += 1;
    else if (other > games) two += 1;
  });
  return { team1: one, team2: two };
}

function teamRating(players: RatedPlayer[]): number {
  const known = players.filter((player) => player.level !== null).map((player) => player.level!);
  if (known.length === 0) return 0;
  return known.reduce((sum, level) => sum + level, 0) / known.length;
}

/** Team 1's expected score against team 2 (0–1). */
export function expectedScore(rating1: number, rating2: number): number {
  return 1 / (1 + 10 ** ((rating2 - rating1) / RATING_SCALE));
}

/** Every player's level after the match, by the rule above. */
export function rateMatch(players: RatedPlayer[], result: { team1: number[]; team2: number[] }): LevelChange[] {
  const one = players.filter((player) => player.team === 0);
  const two = players.filter((player) => player.team === 1);
  const r1 = teamRating(one);
  const r2 = teamRating(two);
  const won = setsWon(result.team1, result.team2);
  const actual = won.team1 > won.team2 ? 1 : won.team1 < won.team2 ? 0 : 0.5;
  // Rounded once, away from zero by magnitude, so winners gain exactly what losers give.
  const raw = RATING_K * (actual - expectedScore(r1, r2));
  const delta1 = Math.sign(raw) * round2(Math.abs(raw));
  return players.map((player) => {
    const before = player.level ?? (player.team === 0 ? r1 : r2);
    const after = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, round2(before + (player.team === 0 ? delta1 : -delta1))));
    return { customerId: player.customerId, before: round2(before), after, modification: round2(after - round2(before)) };
  });
}
