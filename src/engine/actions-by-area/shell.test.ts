import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());
import type { ActionContext } from '../actions';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { ACCESS_TOKEN_KEY, SESSION_RECORD_KEY } from '../../stores/SessionStore';
import { linkAccountTarget } from './link-account';
import { REGISTERED_CUSTOMER_KEY, shellActions } from './shell';

/** The fake server answers by operation, typed by the contract and checked against it. */
function context(operations: FakeOperations, extra: Partial<ActionContext> = {}) {
  const test = createTestRoot({ operations, portOverClient: true });
  return { ...test, context: { root: test.root, params: {}, scope: undefined, query: {}, ...extra } satisfies ActionContext };
}

function action(name: string) {
  const found = shellActions[name];
  if (!found) throw new Error(`no action ${name}`);
  return found;
}

describe('shell form actions', () => {
  it('changes the password of the logged-in customer', async () => {
    const { root, context: ctx, fetch } = context({ changePassword: { ok: true } });
    root.session.startSession(loginRecord({ id: 7 }));
    await expect(action('changePassword')({ currentPassword: 'old-one', newPassword: 'new-one' }, ctx)).resolves.toEqual({ ok: true });
    expect(fetch.calls[0]?.body).toEqual({ customerId: 7, plainOldPass: 'old-one', plainNewPass: 'new-one' });
  });

  it('keeps the fresh token the server hands the session after a password change', async () => {
    const expiry = new Date(Date.now() + 3600_000).toISOString();
    const { root, context: ctx } = context({ changePassword: { ok: true, token: 'renewed-token', expiry } });
    root.session.startSession(loginRecord({ id: 7, name: 'Ana' }));
    await expect(action('changePassword')({ currentPassword: 'old-one', newPassword: 'new-one' }, ctx)).resolves.toEqual({ ok: true });
    expect(root.session.token).toBe('renewed-token');
    expect(root.storage.get(ACCESS_TOKEN_KEY)).toBe('renewed-token');
    expect(root.storage.get(SESSION_RECORD_KEY)).toMatchObject({ id: 7, name: 'Ana', token: 'renewed-token', expiry });
  });

  it("shows the server's reason on the new-password field when the new password is refused", async () => {
    const reason = 'This password is one of the most common ones';
    const { root, context: ctx } = context({
      changePassword: { ok: false, errorMsg: reason, errors: { plainNewPass: reason } },
    });
    root.session.startSession(loginRecord());
    await expect(action('changePassword')({ currentPassword: 'demo1234', newPassword: 'password' }, ctx)).resolves.toEqual({
      ok: false,
      fieldErrors: { newPassword: [{ text: reason }] },
    });
  });

  it('puts "Wrong password" on the current-password field when the server refuses', async () => {
    const { root, context: ctx } = context({ changePassword: { ok: false, errorMsg: 'Wrong password' } });
    root.session.startSession(loginRecord());
    await expect(action('changePassword')({ currentPassword: 'x', newPassword: 'new-one' }, ctx)).resolves.toEqual({
      ok: false,
      fieldErrors: { currentPassword: [{ key: 'auth.wrongPassword' }] },
    });
  });

  it('shows Crash, not "Wrong password", when the change fails technically: no answer, a server error, a request it cannot take', async () => {
    const failures = [
      new Response(null, { status: 502 }),
      Response.json({ ok: false, errorMsg: 'Internal error' }, { status: 500 }),
      Response.json({ ok: false, errorMsg: 'body/plainNewPass must NOT have more than 256 characters' }, { status: 400 }),
      new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ];
    for (const failure of failures) {
      const { root, context: ctx } = context({ changePassword: () => failure });
      root.session.startSession(loginRecord());
      await expect(action('changePassword')({ currentPassword: 'demo1234', newPassword: 'new-one' }, ctx)).resolves.toEqual({ ok: false, message: { key: 'errors.crash' } });
    }
  });

  it('puts "Wrong password" on the current-password field for a refusal without words too', async () => {
    const { root, context: ctx } = context({ changePassword: { ok: false } });
    root.session.startSession(loginRecord());
    await expect(action('changePassword')({ currentPassword: 'x', newPassword: 'new-one' }, ctx)).resolves.toEqual({
      ok: false,
      fieldErrors: { currentPassword: [{ key: 'auth.wrongPassword' }] },
    });
  });

  it('says a rate limit is one: its own message, not "Wrong password"', async () => {
    const limited = Response.json({ ok: false, errorMsg: 'Too many attempts, please try again later' }, { status: 429, headers: { 'Retry-After': '60' } });
    const { root, context: ctx } = context({ changePassword: () => limited });
    root.session.startSession(loginRecord());
    await expect(action('changePassword')({ currentPassword: 'x', newPassword: 'new-one' }, ctx)).resolves.toEqual({
      ok: false,
      message: { text: 'Too many attempts, please try again later' },
    });
    const wordless = context({
      changePassword: () => new Response('{"ok":false}', { status: 429, headers: { 'Content-Type': 'application/json' } }),
    });
    wordless.root.session.startSession(loginRecord());
    await expect(action('changePassword')({ currentPassword: 'x', newPassword: 'new-one' }, wordless.context)).resolves.toEqual({
      ok: false,
      message: { key: 'errors.tooManyAttempts' },
    });
  });

  it('sets a new password from the mailed token and goes to the confirmation', async () => {
    const { context: ctx, fetch } = context({ resetPassword: { ok: true } }, { params: { token: 'tok-1' } });
    await expect(action('resetPassword')({ newPassword: 'brand-new', repeatPassword: 'brand-new' }, ctx)).resolves.toEqual({
      ok: true,
      navigateTo: '/passReset/ok/',
    });
    expect(fetch.calls[0]?.body).toEqual({ token: 'tok-1', plainPassword: 'brand-new' });
  });

  it('shows Crash whenever the reset fails, whatever the server says (doc 1 §2.10)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = context({ resetPassword: { ok: false, errorMsg: 'This link has expired' } }, { params: { token: 't' } });
    await expect(action('resetPassword')({ newPassword: 'brand-new' }, refused.context)).resolves.toEqual({ ok: false, message: { key: 'errors.crash' } });
    const silent = context({ resetPassword: { ok: false } }, { params: { token: 't' } });
    await expect(action('resetPassword')({ newPassword: 'brand-new' }, silent.context)).resolves.toEqual({ ok: false, message: { key: 'errors.crash' } });
  });

  it('registers with the consent and keeps the new id for five minutes', async () => {
    const { root, context: ctx } = context({ registerCustomer: { ok: true, model: { id: 41 } } });
    await expect(action('register')({ name: 'Eva', surname: 'R', email: 'eva@x.es', password: 'secret', phone: '', okRss: false, acceptConditions: true }, ctx)).resolves.toEqual({
      ok: true,
    });
    expect(root.storage.get(REGISTERED_CUSTOMER_KEY)).toBe(41);
  });

  it("sends the registration form's own fields, a club's added field too, and none the contract does not take", async () => {
    const { context: ctx, fetch } = context({ registerCustomer: { ok: true, model: { id: 42 } } });
    const values = { name: 'Eva', surname: 'R', email: 'eva@x.es', password: 'secret', nickname: 'Evi', acceptConditions: true, repeatPassword: 'secret' };
    await expect(action('register')(values, ctx)).resolves.toEqual({ ok: true });
    // No phone or marketing field on this club's form: none is sent, rather than an empty one.
    expect(fetch.calls[0]?.body).toEqual({ name: 'Eva', surname: 'R', email: 'eva@x.es', password: 'secret', nickname: 'Evi', acceptConditions: true });
  });

  it("shows the server's words when registration is refused", async () => {
    const { context: ctx } = context({ registerCustomer: { ok: false, errorMsg: 'This email is already registered' } });
    await expect(action('register')({ email: 'ana@demo.club' }, ctx)).resolves.toEqual({
      ok: false,
      message: { text: 'This email is already registered' },
    });
  });

  it('keeps a failed info request quiet', async () => {
    const { context: ctx } = context({ sendInfoRequest: { ok: false, errorMsg: 'down' } });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(action('infoRequest')({ email: 'a@b.c', question: 'Hi?' }, ctx)).resolves.toEqual({ ok: false });
    } finally {
      console.warn = warn;
    }
  });

  it('links an account with the token of the query and returns to the app either way', async () => {
    const query = { token: 'app-token', urlOk: 'https://www.worldpadelrating.com/app/ok', urlKo: 'https://www.worldpadelrating.com/app/ko' };
    const ok = context({ loginCustomer: { ok: true, model: loginRecord() } }, { query });
    await expect(action('linkAccount')({ email: 'ana@demo.club', password: 'pw' }, ok.context)).resolves.toEqual({
      ok: true,
      navigateTo: 'https://www.worldpadelrating.com/app/ok/link-account-response/true',
    });
    expect(ok.fetch.calls[0]?.body).toEqual({ email: 'ana@demo.club', password: 'pw', externalToken: 'app-token' });

    const refused = context({ loginCustomer: { ok: false, errorMsg: '' } }, { query });
    await expect(action('linkAccount')({ email: 'ana@demo.club', password: 'bad' }, refused.context)).resolves.toMatchObject({
      ok: false,
      navigateTo: 'https://www.worldpadelrating.com/app/ko/link-account-response/false',
    });
  });
});

describe('linkAccountTarget', () => {
  it("goes to the level provider's site without a usable address, and never to another site", () => {
    expect(linkAccountTarget({}, true)).toBe('https://www.worldpadelrating.com/link-account-response/true');
    expect(linkAccountTarget({ urlKo: 'javascript:alert(1)' }, false)).toBe('https://www.worldpadelrating.com/link-account-response/false');
    expect(linkAccountTarget({ urlOk: 'https://evil.example/ok' }, true)).toBe('https://www.worldpadelrating.com/link-account-response/true');
  });
});
