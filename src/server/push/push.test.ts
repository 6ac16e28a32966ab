import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServer } from '../testing/test-app';
import type { Login, TestApp } from '../testing/test-app';
import { requestsTo } from '../testing/requests';
import { waitlistOfferMail } from '../mail/templates';
import { sendDuePushNotices, PUSH_NOTICE_POLICY } from '../jobs/push-notices';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the jobs' claims (push_notices, push_match_places) are SQL.

/** A push service on the loopback: it keeps each message it takes and answers the status the test sets. */
class LocalPushService {
  readonly received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
  status = 201;
  #waiters: Array<() => void> = [];
  #server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(this.status).end();
      for (const wake of this.#waiters.splice(0)) wake();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Resolves when the service has taken `count` messages in all (no timer: the request's arrival wakes it). */
  async messages(count: number) {
    while (this.received.length < count) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.received;
  }

  close = () => new Promise<void>((resolve) => this.#server.close(() => resolve()));
}

/** A browser's push subscription: its P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** What the browser does with a message: RFC 8291 (aes128gcm, RFC 8188) decryption with its own keys. */
function decrypt(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** The VAPID header's JWT, checked with the public key the server hands the portal (ES256). */
function vapidClaims(headers: IncomingHttpHeaders, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const [header, claims, signature] = match![1]!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}

describe('Web Push to a push service on the loopback', () => {
  let server: TestApp;
  let ana: Login;
  let service: LocalPushService;
  let base: string;
  const api = requestsTo(() => server, { under: '/api/publicpush/' });

  beforeAll(async () => {
    ({ server, ana } = await startDemoServer());
    service = new LocalPushService();
    base = await service.start();
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });
  beforeEach(() => {
    service.received.length = 0;
    service.status = 201;
  });

  const subscribe = async (language: string) => {
    const browser = browserSubscription(`${base}/push/${randomBytes(8).toString('hex')}`);
    const answer = await api.post(`subscribe/${ana.customerId}`, { ...browser.json, language }, ana);
    expect(answer.json()).toMatchObject({ ok: true });
    return browser;
  };
  const turn = async (kind: string, enabled: boolean) =>
    (await api.post(`preferences/${ana.customerId}`, { kind, enabled }, ana)).json() as { model: { enabled: string[]; subscriptions: number } };
  const offerMail = (until: string) => ({
    ...waitlistOfferMail({ language: 'en-US', clubName: 'Club', name: 'Ana', url: `${server.config.publicUrl}/booking-join/7`, until }),
    to: 'ana@demo.club',
    customerId: ana.customerId,
  });

  it('a waitlist offer mailed is pushed too: the browser decrypts it with its keys and reads it in its language', async () => {
    const publicKey = ((await api.get('public-key')).json() as { model: { publicKey: string } }).model.publicKey;
    const browser = await subscribe('es-ES');
    await turn('waitlistOffer', true);

    await server.app.mailer.send(offerMail('2026-12-02 19:30'));
    const [message] = await service.messages(1);

    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.path).toBe(new URL(browser.json.endpoint).pathname);
    const claims = vapidClaims(message!.headers, publicKey);
    expect(claims).toMatchObject({ aud: base, sub: 'mailto:no-reply@demo.club' });
    expect(JSON.parse(decrypt(message!.body, browser))).toEqual({
      title: 'Tienes una plaza libre',
      body: 'Se ha liberado una plaza en el partido que esperabas. Te la guardamos hasta: mié 2 dic · 19:30.',
      path: '/booking-join/7',
      tag: 'waitlistOffer:/booking-join/7',
    });
  });

  it('a subscription the push service answers 410 is removed, and the next push skips it', async () => {
    await turn('waitlistOffer', true);
    const before = (await api.get(`preferences/${ana.customerId}`, ana)).json() as { model: { subscriptions: number } };
    service.status = 410;
    await server.app.mailer.send(offerMail('2026-12-02 19:30'));
    await server.app.push.idle();
    expect(service.received.length).toBe(before.model.subscriptions);
    expect(((await api.get(`preferences/${ana.customerId}`, ana)).json() as { model: { subscriptions: number } }).model.subscriptions).toBe(0);

    service.status = 201;
    await server.app.mailer.send(offerMail('2026-12-02 19:30'));
    await server.app.push.idle();
    expect(service.received.length).toBe(before.model.subscriptions);
  });

  it('with the kind turned off nothing is sent, and the mail still is', async () => {
    await subscribe('en-US');
    expect((await turn('waitlistOffer', false)).model).toMatchObject({ enabled: expect.not.arrayContaining(['waitlistOffer']) as unknown, subscriptions: 1 });
    const { id } = await server.app.mailer.send(offerMail('2026-12-02 19:30'));
    await server.app.push.idle();
    expect(service.received).toEqual([]);
    expect(id).toBeGreaterThan(0);
  });

  it('a booking is reminded once, two hours before it starts, in the browser’s language', async () => {
    const browser = await subscribe('fr-FR');
    await turn('bookingReminder', true);
    const booking = await server.app.db
      .selectFrom('bookings')
      .innerJoin('booking_players', 'booking_players.booking_id', 'bookings.id')
      .select(['bookings.id', 'bookings.starts_at', 'bookings.created_at'])
      .where('booking_players.customer_id', '=', ana.customerId)
      .where('bookings.status', '=', 'Confirmed')
      .where('bookings.starts_at', '>', new Date(Date.now() + 3 * 3_600_000))
      .orderBy('bookings.starts_at')
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('bookings')
      .set({ created_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', booking.id)
      .execute();
    server.app.clock.pin(new Date(booking.starts_at.getTime() - PUSH_NOTICE_POLICY.reminderLeadMs - 60_000));
    await sendDuePushNotices(server.app);
    expect(service.received).toEqual([]);

    server.app.clock.advance(2 * 60_000);
    await sendDuePushNotices(server.app);
    await sendDuePushNotices(server.app);
    const mine = (await service.messages(1)).filter((message) => message.path === new URL(browser.json.endpoint).pathname);
    const reminders = mine.map((message) => JSON.parse(decrypt(message.body, browser)) as { title: string; tag: string });
    expect(reminders.filter((reminder) => reminder.tag === `bookingReminder:${booking.id}`)).toEqual([
      expect.objectContaining({ title: 'Votre réservation approche', tag: `bookingReminder:${booking.id}` }),
    ]);
  });

  it('a match tells its players once when its last place is taken, and its line when a place opens again', async () => {
    const browser = await subscribe('it-IT');
    await turn('matchFilled', true);
    await turn('placeFreed', true);
    const { db } = server.app;
    const match = await db
      .selectFrom('bookings')
      .select(['id', 'max_participants'])
      .where('allow_join', '=', true)
      .where('status', 'in', ['Pending', 'Confirmed'])
      .where('starts_at', '>', new Date(Date.now() + 86_400_000))
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const players = () => db.selectFrom('booking_players').select(['id', 'customer_id']).where('booking_id', '=', match.id).where('is_placeholder', '=', false).execute();
    const others = await db.selectFrom('customers').select('id').where('id', '<>', ana.customerId).orderBy('id').limit(match.max_participants).execute();
    const seat = (customerId: number) => db.insertInto('booking_players').values({ booking_id: match.id, customer_id: customerId, is_placeholder: false }).execute();
    if (!(await players()).some((player) => player.customer_id === ana.customerId)) await seat(ana.customerId);
    server.app.clock.pin(new Date());
    await sendDuePushNotices(server.app);
    const seen = service.received.length;
    for (const other of others) if ((await players()).length < match.max_participants && !(await players()).some((player) => player.customer_id === other.id)) await seat(other.id);

    await sendDuePushNotices(server.app);
    await sendDuePushNotices(server.app);
    const mine = (await service.messages(seen + 1)).filter((message) => message.path === new URL(browser.json.endpoint).pathname);
    expect(mine.map((message) => (JSON.parse(decrypt(message.body, browser)) as { title: string }).title)).toEqual(['La tua partita è al completo']);

    // Ana leaves for the line; a place opens: she hears of it as one waiting in the line.
    await db.deleteFrom('booking_players').where('booking_id', '=', match.id).where('customer_id', '=', ana.customerId).execute();
    await db.insertInto('booking_waitlist').values({ booking_id: match.id, customer_id: ana.customerId }).execute();
    await sendDuePushNotices(server.app);
    const after = (await service.messages(seen + 2)).filter((message) => message.path === new URL(browser.json.endpoint).pathname);
    expect((JSON.parse(decrypt(after[1]!.body, browser)) as { title: string; path: string }).path).toBe(`/booking-join/${match.id}`);
    expect((JSON.parse(decrypt(after[1]!.body, browser)) as { title: string }).title).toBe('Si è liberato un posto in una partita');
  });

  it('refuses a subscription that names no push service or carries no browser key, and another customer’s', async ({ expect }) => {
    const browser = browserSubscription('https://push.example.test/abc');
    expect((await api.post(`subscribe/${ana.customerId}`, { ...browser.json, endpoint: 'ftp://push.example.test/abc' }, ana)).json()).toMatchObject({ ok: false });
    expect((await api.post(`subscribe/${ana.customerId}`, { ...browser.json, keys: { ...browser.json.keys, p256dh: 'AAAA' } }, ana)).json()).toMatchObject({ ok: false });
    const empty = await server.login('empty@demo.club', 'demo1234');
    expect((await api.post(`subscribe/${ana.customerId}`, browser.json, empty)).statusCode).toBe(403);
  });
});
