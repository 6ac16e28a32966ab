/**
 * Results of a match (doc 2 §5): the games of each team per set, integers. The server takes the filled
 * sets only (the portal skips empty boxes and asks for 3 sets per team in a five-set match, at least one
 * otherwise); both teams must have the same sets.
 */
export function checkResults(team1: number[], team2: number[]): 'booking.setsDiffer' | 'booking.fillOneResult' | null {
  if (team1.length === 0 || team2.length === 0) return 'booking.fillOneResult';
  if (team1.length !== team2.length) return 'booking.setsDiffer';
  return null;
}

/** The score as a team reads it: "6-3 4-6 6-2" with its own games first. */
export function scoreLine(own: number[], other: number[]): string {
  return own.map((games, index) => `${games}-${other[index] ?? 0}`).join(' ');
}
