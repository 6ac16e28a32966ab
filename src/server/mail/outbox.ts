import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import { claimDueEmails, recordDelivery, releaseClaimedEmails, type EmailRow } from '../repositories/emails';
import { outsideRequests } from '../observability/request-context';
import { runJob } from '../observability/jobs';

/** What sends one message (nodemailer's SMTP transport, or a test's stand-in). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; html: string; text?: string }): Promise<unknown>;
}

/** How the outbox drains: the numbers every instance uses. */
export const OUTBOX_POLICY = {
  /** Mails claimed at once by one instance. */
  batch: 20,
  /** How long a claimed mail is left to its sender before another instance may take it again (a sender that died). */
  leaseMs: 5 * 60_000,
  /** Attempts before a mail is given up (it stays in the customer's communications and the mailbox). */
  maxAttempts: 8,
  /** Mails older than this are not sent any more (their links would have lapsed; a server that had no SMTP does not flood it later). */
  maxAgeMs: 3 * 24 * 3600_000,
  /** Each instance looks for due mails this often, besides right after it writes one. */
  pollMs: 30_000,
} as const;

/** The wait after a failed attempt: 1 min after the first, doubling, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Where a mail stands, for the development mailbox. */
export function mailState(mail: Pick<EmailRow, 'sent_at' | 'attempts' | 'last_error' | 'next_attempt_at'>): string {
  if (mail.sent_at) return 'sent';
  if (mail.attempts === 0) return 'waiting to be sent';
  if (mail.attempts >= OUTBOX_POLICY.maxAttempts) return `given up after ${mail.attempts} attempts: ${mail.last_error ?? ''}`;
  return `attempt ${mail.attempts} failed: ${mail.last_error ?? 'interrupted'}; next at ${mail.next_attempt_at.toISOString()}`;
}

/**
 * The mails written by any instance, sent by whichever instance claims them first (claimDueEmails: FOR
 * UPDATE SKIP LOCKED and a lease), so N instances on one database never send one mail twice. A failed
 * send is recorded on the mail and tried again later (`retryDelayMs`), up to `maxAttempts`.
 */
export class MailOutbox {
  #draining: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly options: {
      db: Kysely<DB>;
      transport: MailTransport;
      from: string;
      log?: FastifyBaseLogger;
      /** The server's clock (app.clock): a mail's age and its retry times are decided by it, so tests move it to a retry's time. */
      now: () => Date;
    },
  ) {}

  #now(): Date {
    return this.options.now();
  }

  /** Sends every mail due now, batch after batch; answers how many went and how many failed. */
  async drain(): Promise<{ sent: number; failed: number }> {
    const { db, transport, from } = this.options;
    const outcome = { sent: 0, failed: 0 };
    for (;;) {
      const now = this.#now();
      const claimed = await claimDueEmails(db, {
        now,
        leaseUntil: new Date(now.getTime() + OUTBOX_POLICY.leaseMs),
        limit: OUTBOX_POLICY.batch,
        maxAttempts: OUTBOX_POLICY.maxAttempts,
        writtenAfter: new Date(now.getTime() - OUTBOX_POLICY.maxAgeMs),
      });
      for (const [index, mail] of claimed.entries()) {
        if (this.#stopped) {
          // The server is stopping: the mails not tried yet go back at once rather than wait out the lease.
          await releaseClaimedEmails(
            db,
            claimed.slice(index).map((left) => left.id),
            this.#now(),
          );
          return outcome;
        }
        try {
          await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, html: mail.body, ...(mail.text_body ? { text: mail.text_body } : {}) });
          await recordDelivery(db, mail.id, { sentAt: this.#now() });
          this.options.log?.info({ mail: mail.id }, 'mail sent');
          outcome.sent += 1;
        } catch (error) {
          this.options.log?.warn({ err: error }, `SMTP delivery of mail ${mail.id} failed (attempt ${mail.attempts})`);
          const retryAt = new Date(this.#now().getTime() + retryDelayMs(mail.attempts));
          await recordDelivery(db, mail.id, { error: error instanceof Error ? error.message : String(error), retryAt });
          outcome.failed += 1;
        }
      }
      if (claimed.length < OUTBOX_POLICY.batch || this.#stopped) return outcome;
    }
  }

  /**
   * A mail was just written, or the job runner's poll came: drain soon, in the background (one drain at a time; a
   * kick during one runs another after it). Answers when the drain under way ends.
   */
  kick(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#draining) {
      this.#again = true;
      return this.#draining;
    }
    // Not logged under the id of the request that kicked it: the drain sends other requests' mails too.
    this.#draining = outsideRequests(async () => {
      do {
        this.#again = false;
        await runJob('mail_outbox', () => this.drain()).catch((error: unknown) => this.options.log?.error({ err: error }, 'mail outbox: drain failed'));
      } while (this.#again && !this.#stopped);
    }).finally(() => (this.#draining = undefined));
    return this.#draining;
  }

  /** Drains now; the job runner kicks it again every `pollMs` (src/server/jobs/registry.ts). */
  start(): void {
    this.#stopped = false;
    void this.kick();
  }

  /** Stops draining and waits for a drain under way: a send in progress ends, the mails it claimed and did not try are released. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#draining;
  }
}
