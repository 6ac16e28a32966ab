import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import type { MailContent } from './templates';
import type { PushNotice } from '../push/notice';
import { insertEmail } from '../repositories/emails';
import { currentClub } from '../repositories/club';
import { blockLinks, mailBrand, renderMail } from './layout';
import { MailOutbox } from './outbox';

interface OutgoingMail extends MailContent {
  to: string;
  /** The customer it concerns: the mail then shows in their communications. */
  customerId: number | null;
}

export interface Mailer {
  /** Records the mail (communications and outbox); with SMTP configured an instance's outbox sends it soon after. */
  send(mail: OutgoingMail): Promise<{ id: number }>;
  /** With SMTP configured: the outbox this instance drains (started and stopped with the server). */
  outbox: MailOutbox | undefined;
}

/**
 * `now` is the server's clock (app.clock): the outbox dates, ages and retries mails by it. `publicUrl` makes the
 * logo's and the portal's addresses absolute (without it a mail shows the club's name alone).
 */
export function createMailer(options: {
  db: Kysely<DB>;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl?: string;
  /** Pushes a mail's notification to the customer's browsers (after the mail is written; the mail goes out as ever). */
  push?: (customerId: number, notice: PushNotice) => void;
}): Mailer {
  const outbox = options.smtpUrl
    ? new MailOutbox({ db: options.db, transport: nodemailer.createTransport(options.smtpUrl), from: options.from, log: options.log, now: options.now })
    : undefined;
  return {
    outbox,
    async send(mail) {
      // The club as it is now (its logo and colours may have changed since the last mail); none before it is set up.
      const club = await currentClub(options.db).catch(() => null);
      const { html, text } = renderMail(mail, mailBrand(club, options.publicUrl));
      const id = await insertEmail(options.db, {
        customerId: mail.customerId,
        to: mail.to,
        subject: mail.subject,
        html,
        text,
        links: blockLinks(mail.blocks).map((url) => ({ label: url, url })),
        writtenAt: options.now(),
      });
      // Logged with the id of the request that wrote it (observability/logging.ts); the outbox logs its delivery by mail id.
      options.log.info({ mail: id, customer: mail.customerId }, 'mail queued');
      // Sent after the answer, by this instance or (if it stops first) another: SMTP never slows the request.
      outbox?.kick();
      if (mail.push && mail.customerId !== null) options.push?.(mail.customerId, mail.push);
      return { id };
    },
  };
}
