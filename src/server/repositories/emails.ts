import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, EmailsTable, MessageLink } from '../db/schema';
import { jsonb } from '../db/json';

export type EmailRow = Selectable<EmailsTable>;

export interface NewEmail {
  customerId: number | null;
  to: string;
  subject: string;
  html: string;
  /** The plain-text copy sent with the HTML. */
  text?: string;
  links: MessageLink[];
  /** When it is written, by the server's clock: its age and first due time (the outbox decides by the same clock). */
  writtenAt: Date;
}

/** Records a mail in the outbox (and in the customer's communications); answers its id. */
export async function insertEmail(db: Kysely<DB>, mail: NewEmail): Promise<number> {
  const row = await db
    .insertInto('emails')
    .values({
      customer_id: mail.customerId,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.html,
      text_body: mail.text ?? null,
      links: jsonb(mail.links),
      created_at: mail.writtenAt,
      next_attempt_at: mail.writtenAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` unsent mails due at `now` for one sender: their rows are locked with FOR UPDATE SKIP
 * LOCKED (so two instances draining at once take different mails), counted as one more attempt, and set
 * due again only at `leaseUntil` (so nobody else sends them meanwhile; if the sender dies, the mail is
 * claimed again then). Mails that used `maxAttempts` or were written before `writtenAfter` stay as they are.
 */
export async function claimDueEmails(db: Kysely<DB>, options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number; writtenAfter: Date }): Promise<EmailRow[]> {
  return db
    .updateTable('emails')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: options.leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('emails')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', options.now)
        .where('attempts', '<', options.maxAttempts)
        .where('created_at', '>', options.writtenAfter)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** The outcome of a claimed mail's attempt: sent, or the error it left and when to try again. */
export async function recordDelivery(db: Kysely<DB>, emailId: number, outcome: { sentAt: Date } | { error: string; retryAt: Date }): Promise<void> {
  await db
    .updateTable('emails')
    .set('sentAt' in outcome ? { sent_at: outcome.sentAt, last_error: null } : { last_error: outcome.error, next_attempt_at: outcome.retryAt })
    .where('id', '=', emailId)
    .execute();
}

/**
 * Gives back claimed mails that were never tried (their sender is stopping): due at `now` again, without the
 * attempt their claim counted, so another instance sends them at once instead of after the lease.
 */
export async function releaseClaimedEmails(db: Kysely<DB>, emailIds: number[], now: Date): Promise<void> {
  if (emailIds.length === 0) return;
  await db
    .updateTable('emails')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)`, next_attempt_at: now })
    .where('id', 'in', emailIds)
    .where('sent_at', 'is', null)
    .execute();
}

/** The newest mails first, for the development mailbox. */
export function listRecentEmails(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('emails')
    .select(['id', 'to_address', 'subject', 'links', 'created_at', 'sent_at', 'attempts', 'last_error', 'next_attempt_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findEmail(db: Kysely<DB>, emailId: number): Promise<EmailRow | undefined> {
  return db.selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirst();
}
