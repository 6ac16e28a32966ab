import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, isOutdatedHash, verifyPassword } from './password';
import { hashArgon2id } from './argon2id';

/** A stored value as the server wrote it before Argon2id: `scrypt$N$r$p$<salt>$<hash>`. */
function scryptHash(plain: string, cost = 16384): string {
  const salt = Buffer.from('AAECAwQFBgcICQoLDA0ODw==', 'base64');
  const key = crypto.scryptSync(plain.normalize('NFKC'), salt, 64, { N: cost, r: 8, p: 1 });
  return `scrypt$${cost}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it("stores Argon2id at OWASP's m=19 MiB, t=2, p=1 as a standard PHC string that Argon2 itself recomputes", async () => {
    const stored = await hashPassword('secret');
    const [, memory, passes, parallelism, salt, hash] = PHC.exec(stored) ?? [];
    expect([memory, passes, parallelism]).toEqual(['19456', '2', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    // What another PHC reader (libsodium, argon2-cffi, PHP) would do with the string: Argon2id with its parameters.
    const argon2Sync = crypto.argon2Sync;
    const recomputed = argon2Sync('argon2id', { message: 'secret', nonce: Buffer.from(salt!, 'base64'), memory: 19456, passes: 2, parallelism: 1, tagLength: 32 });
    expect(recomputed.toString('base64').replace(/=+$/, '')).toBe(hash);
  });

  it('salts every hash, so equal passwords give different stored values', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('takes a password typed with composed or decomposed accents as one password', async () => {
    const stored = await hashPassword('contrase\u00f1a');
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true);
  });

  it('still verifies the scrypt hashes stored before, at the parameters they name', async () => {
    for (const legacy of [scryptHash('old-pass'), scryptHash('old-pass', 1024)]) {
      expect(await verifyPassword('old-pass', legacy)).toBe(true);
      expect(await verifyPassword('new-pass', legacy)).toBe(false);
    }
  });

  it('verifies an Argon2id hash at another cost by the parameters it names', async () => {
    const cheaper = await hashArgon2id('earlier', { memoryKib: 1024, passes: 1, parallelism: 1 });
    expect(cheaper).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword('earlier', cheaper)).toBe(true);
    expect(await verifyPassword('later', cheaper)).toBe(false);
  });

  it('calls a hash outdated unless it is Argon2id at the current cost', async () => {
    expect(isOutdatedHash(await hashPassword('current'))).toBe(false);
    expect(isOutdatedHash(scryptHash('old-pass', 1024))).toBe(true);
    expect(isOutdatedHash(await hashArgon2id('earlier', { memoryKib: 1024, passes: 1, parallelism: 1 }))).toBe(true);
    expect(isOutdatedHash(await hashArgon2id('earlier', { memoryKib: 19456, passes: 3, parallelism: 1 }))).toBe(true);
  });

  it('compares the whole stored hash in constant time, for both schemes', async () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    const stored = await hashPassword('demo1234');
    const storedKey = Buffer.from(stored.split('$').pop()!, 'base64');
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare.mock.calls[0]![1]).toEqual(storedKey);
    expect(compare.mock.calls[0]![0]).toHaveLength(32);

    const legacy = scryptHash('old-pass', 1024);
    expect(await verifyPassword('old-pass', legacy)).toBe(true);
    expect(compare).toHaveBeenCalledTimes(2);
    expect(compare.mock.calls[1]![1]).toEqual(Buffer.from(legacy.split('$').pop()!, 'base64'));
  });

  it('refuses a stored hash whose last byte differs', async () => {
    const stored = await hashPassword('demo1234');
    const key = Buffer.from(stored.split('$').pop()!, 'base64');
    key[key.length - 1]! ^= 1;
    const altered = stored.slice(0, stored.lastIndexOf('$') + 1) + key.toString('base64').replace(/=+$/, '');
    expect(await verifyPassword('demo1234', altered)).toBe(false);
  });

  it('treats malformed or foreign stored values as a mismatch instead of throwing', async () => {
    const salt = 'AAECAwQFBgcICQoLDA0ODw';
    const foreign = [
      '',
      'plain-text',
      'bcrypt$2b$10$abc',
      'scrypt$3$8$1$AA==$AA==',
      'scrypt$16384$8$1$$',
      'scrypt$1073741824$8$1$AA==$AA==',
      `$argon2i$v=19$m=19456,t=2,p=1$${salt}$${salt}`,
      `$argon2id$v=16$m=19456,t=2,p=1$${salt}$${salt}`,
      `$argon2id$v=19$m=19456,t=2$${salt}$${salt}`,
      // Four gibibytes: refused before anything is allocated.
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${salt}`,
      `$argon2id$v=19$m=19456,t=0,p=1$${salt}$${salt}`,
      `$argon2id$v=19$m=19456,t=2,p=1$AAAA$${salt}`,
      `$argon2id$v=19$m=19456,t=2,p=1$${salt}$not*base64`,
    ];
    for (const stored of foreign) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });
});
