import type { FastifyInstance } from 'fastify';
import { nextSweepDelay, sweepWaitlists } from '../bookings/waitlist';
import { sweepOpenings } from '../bookings/opening-sweep';
import { makeDueRefunds, REFUND_POLICY } from '../payments/refunds/provider-refunds';
import { captureDueRetentions } from '../payments/retention';
import { sweepLapsedOrders } from '../payments/lapsed-orders';
import { readHeldReviews } from '../payments/held-reviews';
import { OUTBOX_POLICY } from '../mail/outbox';
import { PUSH_NOTICE_POLICY, sendDuePushNotices } from './push-notices';
import type { Job } from './scheduler';

const MINUTE = 60_000;

/**
 * Every background job of the server, one entry each: a new job is one more entry here (and its name in
 * observability/jobs.ts, for its metrics). With several instances on one database every instance runs every job;
 * what keeps one piece of work from being done twice is the job's own claim, named beside each entry.
 */
export function serverJobs(app: FastifyInstance): Job[] {
  const jobs: Job[] = [
    // Offers lapse and pass to the next player without anyone looking, within a second of running out.
    // Each booking settles under its row lock, which another instance's sweep skips.
    {
      name: 'waitlist_sweep',
      everyMs: MINUTE,
      limitMs: 5 * MINUTE,
      run: async () => {
        await sweepWaitlists(app);
        return nextSweepDelay(app, MINUTE);
      },
    },
    // A day's opening draw runs at its opening even when nobody reads the day; the draw's row decides who draws.
    {
      name: 'opening_sweep',
      everyMs: 30_000,
      limitMs: 5 * MINUTE,
      run: async () => {
        const next = await sweepOpenings(app);
        return next ? Math.max(50, next.getTime() - app.clock.now().getTime()) : undefined;
      },
    },
    // Refunds a provider could not make at once; claimed FOR UPDATE SKIP LOCKED with a lease.
    { name: 'refund_retries', everyMs: REFUND_POLICY.pollMs, limitMs: 5 * MINUTE, run: () => makeDueRefunds(app.payments).then(() => undefined) },
    // Retentions whose payment deadline passed are captured; each sale's capture is claimed in its transaction.
    { name: 'retention_capture', everyMs: MINUTE, limitMs: 5 * MINUTE, run: () => captureDueRetentions(app.payments).then(() => undefined) },
    // Provider orders that lapsed unpaid are cancelled and their units go back (SKIP LOCKED).
    { name: 'lapsed_orders', everyMs: MINUTE, limitMs: 5 * MINUTE, run: () => sweepLapsedOrders(app.db, app.clock.now()).then(() => undefined) },
    // Authorize.Net payments held for review whose webhook never came are read from the provider (one state move each).
    { name: 'held_reviews', everyMs: MINUTE, limitMs: 5 * MINUTE, run: () => readHeldReviews(app.payments).then(() => undefined) },
    // Pushes no mail carries (a reminder, a deadline about to pass, a match's place freed or filled), each claimed in the database.
    { name: 'push_notices', everyMs: PUSH_NOTICE_POLICY.pollMs, limitMs: 5 * MINUTE, run: () => sendDuePushNotices(app) },
  ];
  const outbox = app.mailer.outbox;
  // With SMTP: the mails any instance wrote and did not send, and retries that came due (claimed with a lease).
  // Drained at the start and after every mail written too (mailer.ts), so the outbox counts its own drains.
  if (outbox) {
    jobs.push({
      name: 'mail_outbox',
      everyMs: OUTBOX_POLICY.pollMs,
      limitMs: OUTBOX_POLICY.leaseMs,
      firstAfterMs: 0,
      meteredInside: true,
      run: () => outbox.kick(),
      stop: () => outbox.stop(),
    });
  }
  return jobs;
}
