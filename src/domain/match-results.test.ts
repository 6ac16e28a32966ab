import { describe, expect, it } from 'vitest';
import { playedSets, resultsProblem } from './match-results';

describe('the one rule of a match result (doc 2 §5, §9)', () => {
  it('needs the same sets for both teams', () => {
    expect(resultsProblem([6, 4], [3])).toBe('setsDiffer');
    expect(resultsProblem([6], [3])).toBeNull();
  });

  it('needs at least 3 played sets in a five-set match and at least one result otherwise', () => {
    // A five-set match (more than 3 sets sent) with fewer than 3 played sets.
    expect(resultsProblem([6, 6, 0, 0, 0], [3, 2, 0, 0, 0])).toBe('fillThreeSets');
    expect(resultsProblem([6, 0, 0, 0], [4, 0, 0, 0])).toBe('fillThreeSets');
    expect(resultsProblem([0, 0, 0, 0, 0], [0, 0, 0, 0, 0])).toBe('fillThreeSets');
    expect(resultsProblem([6, 6, 6, 0, 0], [3, 2, 4, 0, 0])).toBeNull();
    expect(resultsProblem([6, 4, 6, 6], [3, 6, 4, 2])).toBeNull();
    // A 0-0 set is an empty column, so a set won 6-0 still counts for both teams.
    expect(resultsProblem([6, 6, 6, 0, 0], [0, 0, 0, 0, 0])).toBeNull();
    // Up to three sets: one played set is enough, none is not.
    expect(resultsProblem([0], [0])).toBe('fillOneResult');
    expect(resultsProblem([0, 0, 0], [0, 0, 0])).toBe('fillOneResult');
    expect(resultsProblem([], [])).toBe('fillOneResult');
    expect(resultsProblem([6, 0, 0], [3, 0, 0])).toBeNull();
    expect(resultsProblem([6, 0], [0, 6])).toBeNull();
  });

  it('takes the number of sets from the page that knows it', () => {
    // Two sets of a five-set match: a three-set match for a server that sees only the games.
    expect(resultsProblem([6, 6], [3, 2], 5)).toBe('fillThreeSets');
    expect(resultsProblem([6, 6], [3, 2])).toBeNull();
    expect(resultsProblem([6, 6, 4], [3, 2, 6], 5)).toBeNull();
    expect(resultsProblem([6, 6, 4], [3, 0, 0], 5)).toBeNull();
    expect(resultsProblem([6, 0, 4], [3, 0, 6], 5)).toBe('fillThreeSets');
  });

  it('keeps only the played sets, in their order', () => {
    expect(playedSets([6, 0, 7, 0, 0], [3, 0, 5, 0, 0])).toEqual({ team1: [6, 7], team2: [3, 5] });
    expect(playedSets([6, 0], [0, 6])).toEqual({ team1: [6, 0], team2: [0, 6] });
  });
});
