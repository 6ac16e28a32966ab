/**
 * The one rule of a match result (doc 2 §5, §9), checked by the results page before sending and again by the
 * server's `publicbookings/save-results`: the games of each team per set, integers.
 *
 * - a five-set match needs 3 played sets (`fillThreeSets`), any other match one (`fillOneResult`);
 * - both teams have the same sets (`setsDiffer`);
 * - a 0-0 set is an empty column, not a played set: neither counted nor stored.
 *
 * The server is sent only the games, so there more than 3 sets make a five-set match. Pure.
 */
export type ResultsProblem = 'setsDiffer' | 'fillOneResult' | 'fillThreeSets';

/** The most sets of a three-set match: more sets make it a five-set match. */
const THREE_SET_MATCH = 3;
/** Played sets a five-set match needs (doc 2 §9). */
const FIVE_SET_MINIMUM = 3;

/** The sets actually played: columns with a game for either team, in their order. */
export function playedSets(team1: readonly number[], team2: readonly number[]): { team1: number[]; team2: number[] } {
  const kept = team1.map((games, index) => [games, team2[index] ?? 0] as const).filter(([one, two]) => one > 0 || two > 0);
  return { team1: kept.map(([one]) => one), team2: kept.map(([, two]) => two) };
}

/**
 * Why a result cannot be saved, or null when it can. `nSets` is the match's number of sets when the caller
 * knows it (the results page's choice), else the most sets either team sent.
 */
export function resultsProblem(team1: readonly number[], team2: readonly number[], nSets = Math.max(team1.length, team2.length)): ResultsProblem | null {
  const fiveSets = nSets > THREE_SET_MATCH;
  const needed = fiveSets ? FIVE_SET_MINIMUM : 1;
  const missing = fiveSets ? 'fillThreeSets' : 'fillOneResult';
  if (team1.length < needed || team2.length < needed) return missing;
  if (team1.length !== team2.length) return 'setsDiffer';
  if (playedSets(team1, team2).team1.length < needed) return missing;
  return null;
}
