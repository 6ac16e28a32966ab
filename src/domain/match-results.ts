/**
 * The one rule of a match result (doc 2 §5, §9), shared by the results page, which checks it before sending,
 * and the server's `publicbookings/save-results`, which checks it again on whatever arrives: the games of each
 * team per set, integers.
 *
 * - a five-set match needs at least 3 played sets, so a result for each team in each of them
 *   (`fillThreeSets`, "Please fill at least 3 sets"); any other match needs at least one played set
 *   (`fillOneResult`, "Please fill at least one result");
 * - both teams have the same sets (`setsDiffer`);
 * - a set where neither team has a game (0-0) is an empty column, not a played set: it is not counted and not
 *   stored.
 *
 * The page knows how many sets the match has; the server is sent only the games, so more than 3 sets sent
 * make a five-set match there. Pure: imports nothing.
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
