import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { insertEmail } from '../repositories/emails';
import { MailOutbox, OUTBOX_POLICY, retryDelayMs, type MailTransport } from './outbox';

// The outbox as N server instances drain it: on PostgreSQL (TEST_DATABASE_URL) two connection pools, as two
// instances open; on PGlite the one in-process database.
let database: TestDatabase;
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  other = await database.openAnother();
}, 120_000);
afterAll(async () => {
  await other?.close();
  await database?.close();
});

const FROM = 'Club <no-reply@club.test>';
/**
 * The outboxes' clock, as app.clock is in a server: pinned, moved by the tests (to a retry's time), and the time
 * each queued mail is written at. Starts at a fixed instant, far from the machine's.
 */
let now = new Date('2031-06-02T08:00:00Z');
const clock = () => now;
/** A transport that takes a turn of the event loop per mail, as a real one would, so the drainers interleave. */
const recording = (sent: string[], fail?: (subject: string) => Error | undefined): MailTransport => ({
  async sendMail(message) {
    await new Promise((resolve) => setImmediate(resolve));
    const error = fail?.(message.subject);
    if (error) throw error;
    sent.push(message.subject);
  },
});
const queue = (subject: string, to = 'player@club.test') =>
  insertEmail(database.db, { customerId: null, to, subject, html: `<p>${subject}</p>`, text: subject, links: [], writtenAt: now });
const row = (id: number) => database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the mail outbox', () => {
  it('two instances draining at once send every mail exactly once', async () => {
    const subjects = Array.from({ length: OUTBOX_POLICY.batch + 15 }, (_, index) => `Race mail ${index}`);
    const ids = [];
    for (const subject of subjects) ids.push(await queue(subject));
    const sent: string[] = [];
    const first = new MailOutbox({ db: database.db, transport: recording(sent), from: FROM, now: clock });
    const second = new MailOutbox({ db: other.db, transport: recording(sent), from: FROM, now: clock });

    const outcomes = await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    expect([...sent].sort()).toEqual([...subjects].sort());
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(subjects.length);
    for (const id of ids) expect(await row(id)).toMatchObject({ attempts: 1, last_error: null, sent_at: expect.any(Date) });
    // Nothing is left for a later drain.
    expect(await first.drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('a failed send is kept with its error and tried again once its retry time comes', async () => {
    now = new Date(now.getTime() + 60_000);
    let refuse = true;
    const sent: string[] = [];
    const outbox = new MailOutbox({
      db: database.db,
      transport: recording(sent, () => (refuse ? new Error('421 Service not available, try later') : undefined)),
      from: FROM,
      now: clock,
    });
    const id = await queue('Reset your password');

    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 Service not available, try later' });
    expect((await row(id)).next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not before its time, even with SMTP back.
    refuse = false;
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);

    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['Reset your password']);
    expect(await row(id)).toMatchObject({ attempts: 2, last_error: null, sent_at: expect.any(Date) });
  });

  it('gives a mail up after its last attempt, and leaves alone mails too old to send', async () => {
    now = new Date(now.getTime() + 60_000);
    const sent: string[] = [];
    const outbox = new MailOutbox({ db: database.db, transport: recording(sent, () => new Error('550 mailbox unavailable')), from: FROM, now: clock });
    const id = await queue('Never delivered', 'nobody@club.test');
    for (let attempt = 1; attempt <= OUTBOX_POLICY.maxAttempts; attempt += 1) {
      expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ attempts: OUTBOX_POLICY.maxAttempts, sent_at: null });

    const stale = await queue('Written long ago');
    const later = new MailOutbox({ db: database.db, transport: recording(sent), from: FROM, now: () => new Date(now.getTime() + OUTBOX_POLICY.maxAgeMs + 60_000) });
    expect(await later.drain()).toEqual({ sent: 0, failed: 0 });
    expect(await row(stale)).toMatchObject({ attempts: 0, sent_at: null });
  });

  it('a stopping instance ends the send under way and hands the mails it claimed back at once, for another instance', async () => {
    now = new Date(now.getTime() + 60_000);
    // Whatever earlier tests left due goes first, so this drain claims only the mails below.
    await new MailOutbox({ db: database.db, transport: recording([]), from: FROM, now: clock }).drain();
    const ids = [await queue('Stopping 1'), await queue('Stopping 2'), await queue('Stopping 3')];
    const sent: string[] = [];
    let entered!: () => void;
    let finishSend!: () => void;
    const sending = new Promise<void>((resolve) => (entered = resolve));
    const slowSmtp: MailTransport = {
      async sendMail(message) {
        entered();
        await new Promise<void>((resolve) => (finishSend = resolve));
        sent.push(message.subject);
      },
    };
    const stopping = new MailOutbox({ db: database.db, transport: slowSmtp, from: FROM, now: clock });
    stopping.start();
    await sending;

    const stopped = stopping.stop();
    finishSend();
    await stopped;
    // The one under way was sent (which one comes first is the database's choice).
    expect(sent).toHaveLength(1);
    const sentId = ids[['Stopping 1', 'Stopping 2', 'Stopping 3'].indexOf(sent[0]!)]!;
    expect(await row(sentId)).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
    // The others are not held for the 5-minute lease: due now, with no attempt counted.
    for (const id of ids.filter((id) => id !== sentId)) {
      const left = await row(id);
      expect(left).toMatchObject({ attempts: 0, sent_at: null });
      expect(left.next_attempt_at.getTime()).toBeLessThanOrEqual(now.getTime());
    }

    const othersSent: string[] = [];
    expect(await new MailOutbox({ db: other.db, transport: recording(othersSent), from: FROM, now: clock }).drain()).toEqual({ sent: 2, failed: 0 });
    expect(othersSent.sort()).toEqual(['Stopping 1', 'Stopping 2', 'Stopping 3'].filter((subject) => subject !== sent[0]));
  });
});
