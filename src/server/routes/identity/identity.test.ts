import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { SignJWT } from 'jose';
import { MIN_PASSWORD_LENGTH, PASSWORD_BLANK as BLANK_KEY, PASSWORD_TOO_COMMON as TOO_COMMON_KEY } from '../../identity/password-policy';
import { translate } from '../../i18n/messages';

const PASSWORD_BLANK = translate('en-US', BLANK_KEY, { min: MIN_PASSWORD_LENGTH });
const PASSWORD_TOO_COMMON = translate('en-US', TOO_COMMON_KEY, { min: MIN_PASSWORD_LENGTH });

let server: TestApp;
beforeAll(async () => {
  ({ server } = await startDemoServer());
});
afterAll(() => server?.close());

/** `post` to an operation of /api/publiccustomers (`cauth`, `recover`, …). */
const { post } = requestsTo(() => server, { under: '/api/publiccustomers/' });

/** The link of the newest mail sent to an address, as the development mailbox shows it. */
async function mailedLink(to: string, pathPart: string): Promise<string> {
  const mail = await server.app.db.selectFrom('emails').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = mail.links.map((l) => l.url).find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in the mail to ${to}`);
  const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
  expect(page.body).toContain(link);
  return link;
}

describe('registration and activation', () => {
  it('registers a Temp customer, mails an activation link that activates exactly once, then logs in', async () => {
    const email = 'newplayer@example.com';
    const registered = await post('register', { name: 'New', surname: 'Player', email, password: 'Pista-Siete7', phone: '600000000', okRss: true, acceptConditions: true });
    expectConformingAnswer('registerCustomer', registered);
    expect(registered.json()).toMatchObject({ ok: true, model: { id: expect.any(Number) } });

    const before = await post('cauth', { email, password: 'Pista-Siete7' });
    expect(before.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('not activated') });

    const link = await mailedLink(email, '/customer/activate/');
    const token = link.split('/').pop()!;
    const activated = await post('activate', { token });
    expectConformingAnswer('activateCustomer', activated);
    expect(activated.json()).toEqual({ ok: true });
    const again = await post('activate', { token });
    expectConformingAnswer('activateCustomer', again);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'Your account is already active: log in with your e-mail and password.', alreadyActive: true });
    expect((await post('activate', { token: 'never-mailed' })).json()).toEqual({ ok: false, errorMsg: 'Sorry, your activation link has expired' });

    const login = await post('cauth', { email: 'NewPlayer@Example.com', password: 'Pista-Siete7' });
    expectConformingAnswer('loginCustomer', login);
    expect(login.json()).toMatchObject({ ok: true, model: { name: 'New', surname: 'Player', token: expect.any(String) } });
  });

  it('refuses a second account with the same email in any letter case', async () => {
    const again = await post('register', { name: 'A', surname: 'B', email: 'ANA@demo.club', password: 'Pista-Siete7', acceptConditions: true });
    expect(again.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('already registered') });
  });

  it('names the offending field of a malformed registration', async () => {
    const response = await post('register', { name: 'A', surname: 'B', email: 'not-an-email', password: 'Pista-Siete7', acceptConditions: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsg).toContain('body/email');
  });
});

describe('login', () => {
  it('answers an empty message for a wrong password or an unknown email, so the portal shows its own text', async () => {
    expect((await post('cauth', { email: 'ana@demo.club', password: 'wrong' })).json()).toEqual({ ok: false, errorMsg: '' });
    expect((await post('cauth', { email: 'nobody@demo.club', password: 'demo1234' })).json()).toEqual({ ok: false, errorMsg: '' });
  });

  it("issues a token that is refused once tampered with, and once the server's clock passes its lifetime", async () => {
    const start = server.app.clock.now();
    const { token, customerId } = await server.login('ana@demo.club', 'demo1234');
    const url = `/api/publicvouchers/customer-vouchers/${customerId}`;
    const status = async (bearer: string) => (await server.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } })).statusCode;
    expect(await status(token)).toBe(200);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(await status(tampered)).toBe(401);
    try {
      // Expired by the server's clock, moved on (no waiting): a second before the end of its lifetime it still works.
      server.app.clock.advance(server.config.accessTokenTtlSeconds * 1000 - 1000);
      expect(await status(token)).toBe(200);
      server.app.clock.advance(1000);
      expect(await status(token)).toBe(401);
    } finally {
      server.app.clock.pin(start);
    }
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const { customerId } = await server.login('ana@demo.club', 'demo1234');
    const url = `/api/publicvouchers/customer-vouchers/${customerId}`;
    const forever = await new SignJWT({ act: customerId, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setIssuer('club-portal-reference-server')
      .setIssuedAt()
      .sign(server.config.tokenSecret);
    expect((await server.app.inject({ url, headers: { authorization: `Bearer ${forever}` } })).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password only with the current one', async () => {
    const leo = await server.login('leo@demo.club', 'demo1234');
    const wrong = await post('reset-password-by-old-json', { customerId: leo.customerId, plainOldPass: 'nope', plainNewPass: 'Raqueta-Nueva9' }, leo.headers);
    expect(wrong.json()).toEqual({ ok: false, errorMsg: 'Wrong password' });
    const right = await post('reset-password-by-old-json', { customerId: leo.customerId, plainOldPass: 'demo1234', plainNewPass: 'Raqueta-Nueva9' }, leo.headers);
    expectConformingAnswer('changePassword', right);
    expect(right.json()).toMatchObject({ ok: true });
    await expect(server.login('leo@demo.club', 'demo1234')).rejects.toThrow();
    await server.login('leo@demo.club', 'Raqueta-Nueva9');
  });

  it('signs every other session out on a password change and hands the changing session a fresh token', async () => {
    const [phone, laptop] = [await server.login('leo@demo.club', 'Raqueta-Nueva9'), await server.login('leo@demo.club', 'Raqueta-Nueva9')];
    const changed = await post('reset-password-by-old-json', { customerId: laptop.customerId, plainOldPass: 'Raqueta-Nueva9', plainNewPass: 'Saque-Largo-31' }, laptop.headers);
    expectConformingAnswer('changePassword', changed);
    const body = changed.json();
    expect(body).toMatchObject({ ok: true, token: expect.any(String), expiry: expect.any(String) });
    const url = `/api/publicvouchers/customer-vouchers/${laptop.customerId}`;
    expect((await server.app.inject({ url, headers: phone.headers })).statusCode).toBe(401);
    expect((await server.app.inject({ url, headers: laptop.headers })).statusCode).toBe(401);
    expect((await server.app.inject({ url, headers: { authorization: `Bearer ${body.token}` } })).statusCode).toBe(200);
  });

  it('voids earlier reset links when a new one is asked for, when one is used and when the password changes', async () => {
    const resetLink = async () => {
      expect((await post('reset-password-request-cz', { email: 'empty@demo.club' })).json()).toMatchObject({ ok: true });
      return (await mailedLink('empty@demo.club', '/customer/reset-password/')).split('/').pop()!;
    };
    const refused = { ok: false, errorMsg: expect.any(String) };
    // A newer link voids the older one.
    const first = await resetLink();
    const second = await resetLink();
    expect((await post('reset-password-cz', { token: first, plainPassword: 'Red-Alta-1234' })).json()).toMatchObject(refused);
    // Using one link voids the others still unused.
    const third = await resetLink();
    const live = await server.app.db
      .selectFrom('auth_tokens')
      .innerJoin('customers', 'customers.id', 'auth_tokens.customer_id')
      .select('auth_tokens.id')
      .where('customers.email', '=', 'empty@demo.club')
      .where('used_at', 'is', null)
      .where('purpose', '=', 'password_reset')
      .execute();
    expect(live).toHaveLength(1);
    expect((await post('reset-password-cz', { token: third, plainPassword: 'Red-Alta-1234' })).json()).toEqual({ ok: true });
    expect((await post('reset-password-cz', { token: second, plainPassword: 'Red-Alta-5678' })).json()).toMatchObject(refused);
    // Changing the password voids a link asked for before.
    const fifth = await resetLink();
    const empty = await server.login('empty@demo.club', 'Red-Alta-1234');
    const changed = await post('reset-password-by-old-json', { customerId: empty.customerId, plainOldPass: 'Red-Alta-1234', plainNewPass: 'demo1234' }, empty.headers);
    expect(changed.json()).toMatchObject({ ok: true });
    expect((await post('reset-password-cz', { token: fifth, plainPassword: 'Red-Alta-9999' })).json()).toMatchObject(refused);
    await server.login('empty@demo.club', 'demo1234');
  });

  it('resets a forgotten password through the mailed link, once, and signs out older sessions', async () => {
    const old = await server.login('mia@demo.club', 'demo1234');
    const requested = await post('reset-password-request-cz', { email: 'mia@demo.club' });
    expectConformingAnswer('requestPasswordReset', requested);
    // Only the spec's Temp rule is told apart: an active account answers like an unknown address.
    expect(requested.json()).toEqual({ ok: true, customerStatus: null });
    const token = (await mailedLink('mia@demo.club', '/customer/reset-password/')).split('/').pop()!;
    expect((await post('reset-password-cz', { token, plainPassword: 'fresh12' })).json()).toEqual({ ok: true });
    expect((await post('reset-password-cz', { token, plainPassword: 'again12' })).json()).toMatchObject({ ok: false });
    await server.login('mia@demo.club', 'fresh12');
    const stale = await server.app.inject({ url: `/api/publicvouchers/customer-vouchers/${old.customerId}`, headers: old.headers });
    expect(stale.statusCode).toBe(401);
  });

  it("lets a reset link lapse an hour after it was mailed, by the server's clock", async () => {
    const start = server.app.clock.now();
    const resetLink = async () => {
      expect((await post('reset-password-request-cz', { email: 'noa@demo.club' })).json()).toMatchObject({ ok: true });
      return (await mailedLink('noa@demo.club', '/customer/reset-password/')).split('/').pop()!;
    };
    try {
      const lapsed = await resetLink();
      server.app.clock.advance(3600_000);
      expect((await post('reset-password-cz', { token: lapsed, plainPassword: 'Red-Alta-4321' })).json()).toMatchObject({ ok: false, errorMsg: expect.any(String) });
      const inTime = await resetLink();
      server.app.clock.advance(3600_000 - 1000);
      expect((await post('reset-password-cz', { token: inTime, plainPassword: 'Red-Alta-4321' })).json()).toEqual({ ok: true });
      await server.login('noa@demo.club', 'Red-Alta-4321');
    } finally {
      server.app.clock.pin(start);
    }
  });

  it('tells a not-activated customer to look for the activation mail instead', async () => {
    const answer = await post('reset-password-request-cz', { email: 'temp@demo.club' });
    expect(answer.json()).toEqual({ ok: true, customerStatus: 'Temp' });
    await mailedLink('temp@demo.club', '/customer/activate/');
  });

  it('gives an unknown address the generic answer', async () => {
    expect((await post('reset-password-request-cz', { email: 'ghost@demo.club' })).json()).toEqual({ ok: true, customerStatus: null });
  });
});

describe('family accounts', () => {
  it('lets a parent act as a child, and the child token reach the child but not a stranger', async () => {
    const ana = await server.login('ana@demo.club', 'demo1234');
    const child = await server.app.db.selectFrom('customers').select('id').where('parent_id', '=', ana.customerId).orderBy('id').executeTakeFirstOrThrow();
    const switched = await post('impersonate', { id: child.id }, ana.headers);
    expectConformingAnswer('impersonateCustomer', switched);
    const body = switched.json();
    expect(body).toMatchObject({ ok: true, customer: { id: child.id }, token: expect.any(String) });
    const asChild = { authorization: `Bearer ${body.token}` };
    expect((await server.app.inject({ url: `/api/publiccustomers/${child.id}`, headers: asChild })).statusCode).toBe(200);

    const stranger = await server.login('empty@demo.club', 'demo1234');
    expect((await post('impersonate', { id: child.id }, stranger.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ url: `/api/publiccustomers/${stranger.customerId}`, headers: asChild })).statusCode).toBe(403);
  });
});

describe('password policy', () => {
  it('refuses a common password, or one of blanks only, on registration with the reason', async () => {
    const register = (password: string) => post('register', { name: 'P', surname: 'P', email: 'policy@example.com', password, acceptConditions: true }).then((r) => r.json());
    expect(await register('password1')).toEqual({ ok: false, errorMsg: PASSWORD_TOO_COMMON });
    expect(await register('      ')).toEqual({ ok: false, errorMsg: PASSWORD_BLANK });
    expect(await server.app.db.selectFrom('customers').select('id').where('email', '=', 'policy@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a common new password on a change, on the new-password field', async () => {
    const ana = await server.login('ana@demo.club', 'demo1234');
    const answer = await post('reset-password-by-old-json', { customerId: ana.customerId, plainOldPass: 'demo1234', plainNewPass: 'iloveyou' }, ana.headers);
    expectConformingAnswer('changePassword', answer);
    expect(answer.json()).toEqual({ ok: false, errorMsg: PASSWORD_TOO_COMMON, errors: { plainNewPass: PASSWORD_TOO_COMMON } });
    await server.login('ana@demo.club', 'demo1234');
  });

  it('refuses a common password on a reset without spending the link', async () => {
    await post('reset-password-request-cz', { email: 'ana@demo.club' });
    const token = (await mailedLink('ana@demo.club', '/customer/reset-password/')).split('/').pop()!;
    expect((await post('reset-password-cz', { token, plainPassword: 'qwerty123' })).json()).toEqual({ ok: false, errorMsg: PASSWORD_TOO_COMMON });
    expect((await post('reset-password-cz', { token, plainPassword: 'demo1234' })).json()).toEqual({ ok: true });
  });
});
