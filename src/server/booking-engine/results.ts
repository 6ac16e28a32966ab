/**
 * Results of a match (doc 2 §5, §9): the games of each team per set, integers. The portal skips empty boxes
 * (never sending one as 0), so a set filled for one team only arrives as teams of different lengths; here
 * the rules are applied to what arrives, whatever sent it:
 *
 * - both teams have the same sets (`booking.setsDiffer`);
 * - a set where neither team has a game (0-0) is an empty column, not a played set: it is not counted and
 *   not stored;
 * - more than 3 sets make a five-set match, which needs at least 3 played sets, so a result for each team
 *   in each of them (`booking.fillThreeSets`, "Please fill at least 3 sets");
 * - any other match needs at least one played set (`booking.fillOneResult`, "Please fill at least one result").
 */
export type ResultsProblem = 'booking.setsDiffer' | 'booking.fillOneResult' | 'booking.fillThreeSets';

/** The most sets of a three-set match: more sets sent make it a five-set match. */
const THREE_SET_MATCH = 3;
/** Played sets a five-set match needs (doc 2 §9). */
const FIVE_SET_MINIMUM = 3;

/** The sets actually played: columns with a game for either team, in their order. */
export function playedSets(team1: readonly number[], team2: readonly number[]): { team1: number[]; team2: number[] } {
  const kept = team1.map((games, index) => [games, team2[index] ?? 0] as const).filter(([one, two]) => one > 0 || two > 0);
  return { team1: kept.map(([one]) => one), team2: kept.map(([, two]) => two) };
}

/** Why a result cannot be saved (a message key of the server), or null when it can. */
export function checkResults(team1: readonly number[], team2: readonly number[]): ResultsProblem | null {
  if (team1.length === 0 || team2.length === 0) return 'booking.fillOneResult';
  if (team1.length !== team2.length) return 'booking.setsDiffer';
  const played = playedSets(team1, team2).team1.length;
  if (team1.length > THREE_SET_MATCH && played < FIVE_SET_MINIMUM) return 'booking.fillThreeSets';
  if (played === 0) return 'booking.fillOneResult';
  return null;
}

/** The score as a team reads it: "6-3 4-6 6-2" with its own games first. */
export function scoreLine(own: number[], other: number[]): string {
  return own.map((games, index) => `${games}-${other[index] ?? 0}`).join(' ');
}
