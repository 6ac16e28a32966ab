import type { Kysely, Selectable } from 'kysely';
import type { DB, EmailsTable, MessageLink } from '../db/schema';
import { jsonb } from '../db/json';

export type EmailRow = Selectable<EmailsTable>;

export interface NewEmail {
  customerId: number | null;
  to: string;
  subject: string;
  html: string;
  links: MessageLink[];
}

/** Records a mail in the outbox (and in the customer's communications); answers its id. */
export async function insertEmail(db: Kysely<DB>, mail: NewEmail): Promise<number> {
  const row = await db
    .insertInto('emails')
    .values({ customer_id: mail.customerId, to_address: mail.to, subject: mail.subject, body: mail.html, links: jsonb(mail.links) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The outcome of the one delivery attempt: sent, or the error it left. */
export async function recordDelivery(db: Kysely<DB>, emailId: number, outcome: { sentAt: Date } | { error: string }): Promise<void> {
  await db
    .updateTable('emails')
    .set('sentAt' in outcome ? { sent_at: outcome.sentAt, attempts: 1 } : { attempts: 1, last_error: outcome.error })
    .where('id', '=', emailId)
    .execute();
}

/** The newest mails first, for the development mailbox. */
export function listRecentEmails(db: Kysely<DB>, limit: number) {
  return db.selectFrom('emails').select(['id', 'to_address', 'subject', 'links', 'created_at', 'sent_at']).orderBy('id', 'desc').limit(limit).execute();
}

export function findEmail(db: Kysely<DB>, emailId: number): Promise<EmailRow | undefined> {
  return db.selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirst();
}
