/**
 * How a stored result reads. The rule a result must meet before it is stored is the portal's too:
 * `resultsProblem` in src/domain/match-results.ts.
 */

/** The score as a team reads it: "6-3 4-6 6-2" with its own games first. */
export function scoreLine(own: number[], other: number[]): string {
  return own.map((games, index) => `${games}-${other[index] ?? 0}`).join(' ');
}
