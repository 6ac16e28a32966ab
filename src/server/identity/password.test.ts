import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('encodes scrypt with N=16384, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('secret');
    const [scheme, cost, blockSize, parallelization, salt, key] = stored.split('$');
    expect([scheme, cost, blockSize, parallelization]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('salts every hash, so equal passwords give different stored values', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('verifies against the parameters stored in the hash, not the current defaults', async () => {
    // A hash produced with a lower cost (N=1024) by an earlier configuration must keep working.
    const legacy =
      'scrypt$1024$8$1$AAECAwQFBgcICQoLDA0ODw==$' +
      (await import('node:crypto')).scryptSync('old-pass', Buffer.from('AAECAwQFBgcICQoLDA0ODw==', 'base64'), 64, { N: 1024, r: 8, p: 1 }).toString('base64');
    expect(await verifyPassword('old-pass', legacy)).toBe(true);
    expect(await verifyPassword('new-pass', legacy)).toBe(false);
  });

  it('treats malformed or foreign stored values as a mismatch instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$3$8$1$AA==$AA==', 'scrypt$16384$8$1$$', 'scrypt$1073741824$8$1$AA==$AA==']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
