import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import type { MailContent } from './templates';
import { insertEmail, recordDelivery } from '../repositories/emails';

interface OutgoingMail extends MailContent {
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
      const id = await insertEmail(options.db, {
        customerId: mail.customerId,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        links: mail.links.map((url) => ({ label: url, url })),
      });
      if (!transport) return { id, sent: false };
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
        await recordDelivery(options.db, id, { sentAt: new Date() });
        return { id, sent: true };
      } catch (error) {
        // The mail stays in the outbox: the customer can still see it and ask for it again.
        options.log.warn({ err: error }, `SMTP delivery of mail ${id} failed`);
        await recordDelivery(options.db, id, { error: error instanceof Error ? error.message : String(error) });
        return { id, sent: false };
      }
    },
  };
}
