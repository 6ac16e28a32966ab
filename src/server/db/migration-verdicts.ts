/**
 * Every migration with a statement that may break the previous release (migration-compat.ts finds them), as
 * judged by whoever wrote it:
 * - `stop`: the previous release's queries or writes fail once it is applied, so a release that brings it is
 *   installed with every instance stopped (deploy/README.md lists these, and each release's RELEASE.json);
 * - `expands`: read and found harmless to the previous release, with why.
 * A new migration should need neither: split a contraction over two releases (expand, then contract).
 */
export const MIGRATION_VERDICTS: Record<string, { verdict: 'stop' | 'expands'; why: string }> = {
  '008_email_change': {
    verdict: 'expands',
    why: "the purpose check is replaced by a wider one in the same transaction, and the new check ties new_email (a new column) to the new purpose: the previous release's tokens, without new_email, pass both",
  },
  '009_booking_holds': {
    verdict: 'stop',
    why: 'drops booking_blocks.cancelled, which the previous release reads and writes with every booking and cancellation',
  },
  '018_fees_of_one_sale': {
    verdict: 'expands',
    why: 'drops the one-fee-per-sale unique constraint, which no ON CONFLICT of the previous release names: it only allows more rows',
  },
  '019_mail_outbox': {
    verdict: 'expands',
    why: 'replaces a plain (not unique) index by another of the same name: the previous release queries the same table and columns',
  },
  '043_payment_method_types_by_plugins': {
    verdict: 'expands',
    why: "drops payment_methods.type's CHECK: it only lets more rows in; the previous release writes no method (its seed runs on an empty database), and one of a type it does not know (an operator's, for a newer provider) it refuses at checkout as not available",
  },
};

export const MIGRATIONS_NEEDING_A_STOP = Object.entries(MIGRATION_VERDICTS)
  .filter(([, { verdict }]) => verdict === 'stop')
  .map(([name]) => name);
