import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type Communications = components['schemas']['Communications'];
type Email = components['schemas']['Email'];

/** A customer's emails (without bodies: the list shows subjects) and SMS, newest first. */
export async function customerCommunications(db: Kysely<DB>, customerId: number): Promise<Communications> {
  const [emails, smss] = await Promise.all([
    db.selectFrom('emails').select(['id', 'subject', 'created_at']).where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('sms_messages').select(['id', 'body', 'created_at']).where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return {
    emails: emails.map((email) => ({ id: email.id, subject: email.subject, created: email.created_at.toISOString() })),
    smss: smss.map((sms) => ({ id: sms.id, body: sms.body, created: sms.created_at.toISOString() })),
  };
}

/** One email, only when it was sent to this customer. */
export async function customerEmail(db: Kysely<DB>, customerId: number, emailId: number): Promise<Email | undefined> {
  const email = await db.selectFrom('emails').select(['id', 'subject', 'body', 'created_at']).where('id', '=', emailId).where('customer_id', '=', customerId).executeTakeFirst();
  return email && { id: email.id, subject: email.subject, body: email.body, created: email.created_at.toISOString() };
}

export async function storeInfoRequest(db: Kysely<DB>, request: { email: string; question: string; customerId: number | null }): Promise<void> {
  await db.insertInto('info_requests').values({ email: request.email, question: request.question, customer_id: request.customerId }).execute();
}
