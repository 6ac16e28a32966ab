import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Clock } from '../clock';
import { TokenService } from './tokens';

const SECRET = new TextEncoder().encode('tokens-test-secret-0123456789-abcdefghij');

/** A clock stopped at 2031-06-02 10:00:00.250 UTC, as app.clock is in a test. */
function pinnedClock(): Clock {
  const clock = new Clock();
  clock.pin(new Date('2031-06-02T10:00:00.250Z'));
  return clock;
}

describe('token checks (issue 26: a signed-in call skips the signature check it has already made)', () => {
  it('keeps the claims of a checked token, and refuses it from the second it expires', async () => {
    const clock = pinnedClock();
    const tokens = new TokenService(SECRET, 60, () => clock.now());
    const { token } = await tokens.issue({ customerId: 7, actorId: 3, sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ customerId: 7, actorId: 3, sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ customerId: 7, actorId: 3, sessionVersion: 2 });

    clock.advance(59_650); // 10:00:59.900
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(100); // 10:01:00.000
    expect(await tokens.verify(token)).toBeNull();
    // And stays refused, as a fresh service (no kept claims) refuses it.
    expect(await tokens.verify(token)).toBeNull();
    expect(await new TokenService(SECRET, 60, () => clock.now()).verify(token)).toBeNull();
  });

  it("decides by the server's clock, not the machine's: a token issued on a clock pinned years ahead works until that clock passes its lifetime", async () => {
    const clock = pinnedClock();
    const tokens = new TokenService(SECRET, 3600, () => clock.now());
    const { token, expiresAt } = await tokens.issue({ customerId: 7, actorId: 7, sessionVersion: 0 });
    expect(expiresAt.toISOString()).toBe('2031-06-02T11:00:00.250Z');
    // A fresh service (nothing kept) checks the signature and the expiry against the same pinned clock.
    const fresh = new TokenService(SECRET, 3600, () => clock.now());
    expect(await fresh.verify(token)).not.toBeNull();
    clock.advance(3600_000);
    expect(await new TokenService(SECRET, 3600, () => clock.now()).verify(token)).toBeNull();
  });

  it('never keeps a forged or tampered token', async () => {
    const clock = pinnedClock();
    const tokens = new TokenService(SECRET, 60, () => clock.now());
    const { token } = await tokens.issue({ customerId: 7, actorId: 7, sessionVersion: 0 });
    const forged = await new TokenService(new TextEncoder().encode('another-secret-0123456789-abcdefghijklmn'), 60, () => clock.now()).issue({
      customerId: 7,
      actorId: 7,
      sessionVersion: 0,
    });
    expect(await tokens.verify(forged.token)).toBeNull();
    expect(await tokens.verify(forged.token)).toBeNull();
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ act: 1, sv: 0, sub: '1', iss: 'club-portal-reference-server', exp: 4102444800 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify(token)).not.toBeNull();
  });
});

describe("a fresh token's check (the booking rush: hundreds of first-time tokens at once)", () => {
  const sign = (payload: Record<string, unknown>, alg: 'HS256' | 'HS512' = 'HS256', secret = SECRET) => new SignJWT(payload).setProtectedHeader({ alg }).sign(secret);
  /** A token signed with this secret whatever its header says (jose will not sign some of these). */
  const signRaw = (header: object, payload: object) => {
    const signed = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;
  };
  const valid = { sub: '7', act: 7, sv: 0, iss: 'club-portal-reference-server', iat: 1_970_000_000, exp: 1_970_000_060 };
  // A clock 30 s after the token's issue, 30 s before its expiry.
  const at = () => new Date((valid.iat + 30) * 1000);

  it('is answered in the turn it is asked, without waiting for the thread pool', async () => {
    const tokens = new TokenService(SECRET, 60, at);
    const token = await sign(valid);
    let claims: unknown;
    void tokens.verify(token).then((checked) => (claims = checked));
    // Two microtask turns: an HMAC sent to WebCrypto's thread pool has not come back by then.
    await Promise.resolve();
    await Promise.resolve();
    expect(claims).toEqual({ customerId: 7, actorId: 7, sessionVersion: 0 });
  });

  it('accepts only what this server signs: HS256 with its secret, its issuer, a subject and an expiry that has not come, and no critical header', async () => {
    const tokens = new TokenService(SECRET, 60, at);
    expect(await tokens.verify(await sign(valid))).not.toBeNull();
    const refused = [
      await sign(valid, 'HS512'),
      await sign({ ...valid, iss: 'someone-else' }),
      await sign({ ...valid, exp: undefined }),
      await sign({ ...valid, sub: undefined }),
      await sign({ ...valid, exp: valid.iat + 30 }),
      await sign({ ...valid, nbf: valid.iat + 31 }),
      await sign({ ...valid, sub: 'seven' }),
      await sign({ ...valid, sv: 0.5 }),
      signRaw({ alg: 'HS256', crit: ['x'], x: 1 }, valid),
      signRaw({ alg: 'none' }, valid),
      signRaw({ alg: 'HS256', b64: false, crit: ['b64'] }, valid),
    ];
    for (const token of refused) expect(await tokens.verify(token), token).toBeNull();
    // An unsigned token ("alg": "none") with the claims of a valid one.
    const [, payload] = (await sign(valid)).split('.');
    expect(await tokens.verify(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`)).toBeNull();
  });

  it('refuses malformed tokens as no identity, whatever their shape', async () => {
    const tokens = new TokenService(SECRET, 60, at);
    const token = await sign(valid);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    for (const bad of [
      '',
      '.',
      '..',
      'a.b',
      'a.b.c.d',
      `${header}.${payload}`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      `${header}.${payload}.${signature}.x`,
      `${header}x.${payload}.${signature}`,
      '\u0000.\u0000.\u0000',
    ]) {
      expect(await tokens.verify(bad), bad).toBeNull();
    }
    // A signature over a payload that is not JSON: checked first, then refused without a throw.
    const notJson = Buffer.from('not json').toString('base64url');
    const signedGarbage = createHmac('sha256', SECRET).update(`${header}.${notJson}`).digest('base64url');
    expect(await tokens.verify(`${header}.${notJson}.${signedGarbage}`)).toBeNull();
  });
});
