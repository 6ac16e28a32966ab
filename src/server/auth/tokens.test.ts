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
