import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = new TextEncoder().encode('tokens-test-secret-0123456789-abcdefghij');

afterEach(() => {
  vi.useRealTimers();
});

describe('token checks (issue 26: a signed-in call skips the signature check it has already made)', () => {
  it('keeps the claims of a checked token, and refuses it from the second it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-02T10:00:00.250Z'));
    const tokens = new TokenService(SECRET, 60);
    const { token } = await tokens.issue({ customerId: 7, actorId: 3, sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ customerId: 7, actorId: 3, sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ customerId: 7, actorId: 3, sessionVersion: 2 });

    vi.setSystemTime(new Date('2031-06-02T10:00:59.900Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2031-06-02T10:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    // And stays refused, as a fresh service (no kept claims) refuses it.
    expect(await tokens.verify(token)).toBeNull();
    expect(await new TokenService(SECRET, 60).verify(token)).toBeNull();
  });

  it('never keeps a forged or tampered token', async () => {
    const tokens = new TokenService(SECRET, 60);
    const { token } = await tokens.issue({ customerId: 7, actorId: 7, sessionVersion: 0 });
    const forged = await new TokenService(new TextEncoder().encode('another-secret-0123456789-abcdefghijklmn'), 60).issue({ customerId: 7, actorId: 7, sessionVersion: 0 });
    expect(await tokens.verify(forged.token)).toBeNull();
    expect(await tokens.verify(forged.token)).toBeNull();
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ act: 1, sv: 0, sub: '1', iss: 'club-portal-reference-server', exp: 4102444800 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify(token)).not.toBeNull();
  });
});
