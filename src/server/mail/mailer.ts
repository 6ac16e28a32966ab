import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import type { MailContent } from './templates';
import { jsonb } from '../db/json';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The customer it concerns: the mail then shows in their communications. */
  customerId: number | null;
}

export interface Mailer {
  /** Records the mail (communications and outbox) and, with SMTP configured, sends it. Never throws on SMTP failure. */
  send(mail: OutgoingMail): Promise<{ id: number; sent: boolean }>;
}

export function createMailer(options: { db: Kysely<DB>; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await options.db
        .insertInto('emails')
        .values({
          customer_id: mail.customerId,
          to_address: mail.to,
          subject: mail.subject,
          body: mail.html,
          links: jsonb(mail.links.map((url) => ({ label: url, url }))),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return { id: row.id, sent: false };
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
        await options.db.updateTable('emails').set({ sent_at: new Date(), attempts: 1 }).where('id', '=', row.id).execute();
        return { id: row.id, sent: true };
      } catch (error) {
        // The mail stays in the outbox: the customer can still see it and ask for it again.
        options.log.warn({ err: error }, `SMTP delivery of mail ${row.id} failed`);
        await options.db
          .updateTable('emails')
          .set({ attempts: 1, last_error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', row.id)
          .execute();
        return { id: row.id, sent: false };
      }
    },
  };
}
