/**
 * What show-conditions may look at. Implementations may expose getters over MobX
 * observables: evaluateCondition reads only the properties a condition names, so an
 * observer re-renders only for the state its own conditions use (e.g. scroll).
 */
export interface ConditionContext {
  readonly settings: Readonly<Record<string, unknown>>;
  readonly loggedIn: boolean;
  /** The signed-in person is one of the club's staff (the club's settings page). */
  readonly staff?: boolean;
  readonly viewportWidth: number;
  readonly scrollY: number;
  readonly path: string;
  /** The URL's query parameters. */
  readonly query: Readonly<Record<string, string>>;
  readonly bookingTypeConcepts: readonly string[];
  /** Sizes of the collections `exists` can ask about (relatedClubs, memberships, vouchers, children). */
  readonly counts: Readonly<Record<string, number>>;
  /** The data in scope where the condition is evaluated (what a `data` node loaded, or a list item). */
  readonly scope?: unknown;
}
