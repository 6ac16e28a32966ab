import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { wallToInstant } from '../../../domain/club-time';
import { translate } from '../../i18n/messages';

// The opening's own rate limit (3 requests a minute per customer here) and the draw's mails in each requester's
// language. The demo padel type opens a day 14 days ahead at 00:00 Madrid time, with a 60-minute window before.
let server: TestApp;
let padel: number;
const TZ = 'Europe/Madrid';
const at = (date: string, time: string) => wallToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), TZ);

beforeAll(async () => {
  // Not startDemoServer(): the opening's limit is set small here, every other limit stays out of reach.
  server = await createTestApp({ env: { RATE_LIMIT_OPENING_CUSTOMER: '3/60' } });
  padel = (await server.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
}, 240_000);
afterAll(() => server?.close());

async function customer(email: string) {
  const row = await server.app.db
    .insertInto('customers')
    .values({ name: email.split('@')[0]!, surname: 'Test', email, status: 'Active' })
    .returning(['id', 'session_version'])
    .executeTakeFirstOrThrow();
  const { token } = await server.app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version });
  return { id: row.id, authorization: `Bearer ${token}` };
}

const ask = (who: { authorization: string }, date: string, language: string, startTime = '19:00') =>
  server.app.inject({
    method: 'PUT',
    url: '/api/publicbookings/opening/request',
    headers: { authorization: who.authorization, 'accept-language': language },
    payload: { bookingTypeId: padel, date, choices: [{ resourceId: null, startTime, duration: 60 }] },
  });

describe('opening requests', () => {
  it('are limited per customer on their own, refused with a 429 that says so in the caller language', async () => {
    const bot = await customer('bot@opening-limits.test');
    server.app.clock.pin(at('2031-07-01', '23:10'));
    const day = '2031-07-16';
    for (let i = 0; i < 3; i++) expect((await ask(bot, day, 'it-IT')).statusCode).toBe(200);
    const refused = await ask(bot, day, 'it-IT');
    expect(refused.statusCode).toBe(429);
    expectConformingAnswer('putBookingOpeningRequest', refused);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ ok: false, errorMsg: translate('it-IT', 'rateLimits.openingTooOften', { seconds }) });
    expect(refused.json().errorMsg).toContain('troppe volte');
    // Withdrawing counts too; pre-books and other customers are not held back by it.
    const withdraw = await server.app.inject({
      method: 'DELETE',
      url: `/api/publicbookings/opening/request?bookingTypeId=${padel}&date=${day}`,
      headers: { authorization: bot.authorization },
    });
    expect(withdraw.statusCode).toBe(429);
    expect((await ask(await customer('person@opening-limits.test'), day, 'en-US')).statusCode).toBe(200);
    // The bot's request stays as it was last accepted.
    const stored = await server.app.db.selectFrom('booking_opening_requests').select('choices').where('customer_id', '=', bot.id).executeTakeFirstOrThrow();
    expect(stored.choices).toEqual([{ resourceId: null, startTime: '19:00', duration: 60 }]);
  });

  it("mail each requester the draw's outcome in the language the request was sent in", async () => {
    const day = '2031-07-18';
    server.app.clock.pin(at('2031-07-03', '23:10'));
    const askers = [
      { who: await customer('fr@opening-limits.test'), language: 'fr-FR' },
      { who: await customer('it@opening-limits.test'), language: 'it-IT' },
      { who: await customer('en@opening-limits.test'), language: 'en-US' },
    ];
    // One court asked for by all three at one time: one wins, two lose (each mail in its own words).
    for (const { who, language } of askers) expect((await ask(who, day, language, '10:00')).statusCode).toBe(200);
    server.app.clock.pin(at('2031-07-04', '00:00'));
    expect(
      (
        await server.app.inject({ method: 'GET', url: `/api/publicbookings/opening?bookingTypeId=${padel}&date=${day}`, headers: { authorization: askers[0]!.who.authorization } })
      ).json().model.state,
    ).toBe('open');
    const club = await server.app.db.selectFrom('clubs').select('name').executeTakeFirstOrThrow();
    for (const { who, language } of askers) {
      const result = await server.app.db.selectFrom('booking_opening_results').select('outcome').where('customer_id', '=', who.id).executeTakeFirstOrThrow();
      const mail = await server.app.db.selectFrom('emails').select('subject').where('customer_id', '=', who.id).executeTakeFirstOrThrow();
      const kind = result.outcome === 'won' ? 'openingWon' : 'openingLost';
      expect([language, mail.subject]).toEqual([language, translate(language as never, `mail.${kind}.subject`, { club: club.name })]);
    }
  });
});
