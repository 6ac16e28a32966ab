import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { verifyPassword } from '../../identity/password';
import { replaceOutdatedHash } from '../../repositories/password-hashes';

// Issue 34: passwords stored with scrypt (N=2^14) move to Argon2id at the customer's next login, the only
// moment the password is known.

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server?.close());

const { post, get } = requestsTo(() => server);

/** A hash as the server stored it before Argon2id. */
function scryptHash(plain: string): string {
  const salt = Buffer.from('AAECAwQFBgcICQoLDA0ODw==', 'base64');
  return `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync(plain, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
}

const storedHash = async (email: string) =>
  (await server.app.db.selectFrom('customers').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

const setStoredHash = (email: string, hash: string | null) => server.app.db.updateTable('customers').set({ password_hash: hash }).where('email', '=', email).execute();

const login = (email: string, password: string) => post('/api/publiccustomers/cauth', { email, password });

describe('an outdated password hash', () => {
  it('is replaced by Argon2id at the next login, which keeps working, and signs no session out', async () => {
    const old = scryptHash('demo1234');
    await setStoredHash('leo@demo.club', old);
    const first = await login('leo@demo.club', 'demo1234');
    expect(first.json()).toMatchObject({ ok: true, model: { token: expect.any(String) } });

    const renewed = await storedHash('leo@demo.club');
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('demo1234', renewed!)).toBe(true);

    // The session opened on the old hash is still good, and the password opens the next one without another rehash.
    const { id, token } = first.json().model as { id: number; token: string };
    expect((await get(`/api/publicvouchers/customer-vouchers/${id}`, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await login('leo@demo.club', 'demo1234')).json()).toMatchObject({ ok: true });
    expect(await storedHash('leo@demo.club')).toBe(renewed);
  });

  it('stays as it is after a wrong password', async () => {
    const old = scryptHash('demo1234');
    await setStoredHash('mia@demo.club', old);
    expect((await login('mia@demo.club', 'not-her-password')).json()).toEqual({ ok: false, errorMsg: '' });
    expect(await storedHash('mia@demo.club')).toBe(old);
  });

  it('stays as it is for an account not activated yet, which is not let in', async () => {
    const old = scryptHash('demo1234');
    await setStoredHash('temp@demo.club', old);
    expect((await login('temp@demo.club', 'demo1234')).json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('not activated') });
    expect(await storedHash('temp@demo.club')).toBe(old);
  });

  it('is not put back over a password changed since the login read it', async () => {
    const { id } = await server.app.db.selectFrom('customers').select('id').where('email', '=', 'noa@demo.club').executeTakeFirstOrThrow();
    const changed = await storedHash('noa@demo.club');
    expect(await replaceOutdatedHash(server.app.db, id, scryptHash('demo1234'), '$argon2id$stale-login')).toBe(false);
    expect(await storedHash('noa@demo.club')).toBe(changed);
  });
});

describe('an account without a password', () => {
  it("is sent to set one, even when the stand-in hash's own password is typed", async () => {
    await setStoredHash('empty@demo.club', null);
    for (const password of ['demo1234', 'not-a-real-password']) {
      const answer = (await login('empty@demo.club', password)).json();
      expect(answer).toMatchObject({ ok: false, redirect: true });
      expect(answer).not.toHaveProperty('model');
    }
  });
});
