/** PostgreSQL error codes the server reacts to; PGlite and pg both expose them as `error.code`. */
export const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  /** The transaction could not be serialized with a concurrent one: running it again may succeed. */
  serializationFailure: '40001',
  /** PostgreSQL ended this transaction to break a deadlock with another one: running it again may succeed. */
  deadlockDetected: '40P01',
} as const;

export type SqlStateCode = (typeof SqlState)[keyof typeof SqlState];

export function hasSqlState(error: unknown, code: SqlStateCode): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
