/** What a pre-book's transaction came to: the block it now holds (until `heldUntil`, or for good when null), or nothing. */
export type InFlightOutcome = { heldUntil: Date | null } | null;

interface Claim {
  resourceIds: readonly number[];
  start: number;
  end: number;
  outcome: Promise<InFlightOutcome>;
}

/**
 * The pre-books this instance is writing right now, by the blocks they write: the live blocks of this
 * instance a moment before the database has them. When the club opens next week's courts, many players
 * ask for one slot at once; the first one's transaction goes ahead and those after it on this instance
 * wait for its outcome instead of opening a transaction each that the exclusion constraint would refuse.
 * Only a hint: the constraint still decides every race (between instances too).
 */
export class BookingsInFlight {
  readonly #claims = new Set<Claim>();

  /** The outcomes of the pre-books under way that overlap [start, end) on one of `resourceIds`. */
  overlapping(resourceIds: readonly number[], start: Date, end: Date): Array<Promise<InFlightOutcome>> {
    const found: Array<Promise<InFlightOutcome>> = [];
    for (const claim of this.#claims) {
      if (claim.start < end.getTime() && claim.end > start.getTime() && claim.resourceIds.some((id) => resourceIds.includes(id))) found.push(claim.outcome);
    }
    return found;
  }

  /** Runs `write` as the pre-book of [start, end) on `resourceIds`, known to later callers until it ends. */
  async claim<T>(resourceIds: readonly number[], start: Date, end: Date, write: () => Promise<T>, held: (written: T) => InFlightOutcome): Promise<T> {
    let settle!: (outcome: InFlightOutcome) => void;
    const claim: Claim = { resourceIds, start: start.getTime(), end: end.getTime(), outcome: new Promise((resolve) => (settle = resolve)) };
    this.#claims.add(claim);
    try {
      const written = await write();
      settle(held(written));
      return written;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.#claims.delete(claim);
    }
  }
}
