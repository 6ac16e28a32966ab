import { describe, expect, it } from 'vitest';
import { readTogether } from './read-together';

/** A fake table whose reads the test lets finish one by one, recording which keys each read asked for. */
function table(rows: Map<number, number>) {
  const reads: Array<{ keys: number[]; finish: () => void; fail: (error: Error) => void }> = [];
  const readMany = (keys: number[]) =>
    new Promise<Map<number, number>>((resolve, reject) => {
      // The rows as they are when the read runs (a later write is not seen by a read already under way).
      const seen = new Map(keys.filter((key) => rows.has(key)).map((key) => [key, rows.get(key)!]));
      reads.push({ keys, finish: () => resolve(seen), fail: reject });
    });
  return { reads, read: readTogether(readMany) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('look-ups read together', () => {
  it('reads a lone look-up at once, and those arriving while it runs in one read after it', async () => {
    const { reads, read } = table(
      new Map([
        [1, 10],
        [2, 20],
        [3, 30],
      ]),
    );
    const first = read(1);
    const others = [read(2), read(3), read(2), read(99)];
    expect(reads.map((r) => r.keys)).toEqual([[1]]);
    reads[0]!.finish();
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([[1], [2, 3, 99]]);
    reads[1]!.finish();
    expect(await first).toBe(10);
    expect(await Promise.all(others)).toEqual([20, 30, 20, undefined]);
  });

  it('never answers a look-up from a read that started before it was asked', async () => {
    const rows = new Map([[7, 1]]);
    const { reads, read } = table(rows);
    const before = read(7);
    rows.set(7, 2); // the password changes: the session version moves on
    const after = read(7);
    reads[0]!.finish();
    await settle();
    reads[1]!.finish();
    expect([await before, await after]).toEqual([1, 2]);
  });

  it('passes a failed read on to every look-up in it and keeps reading afterwards', async () => {
    const { reads, read } = table(new Map([[1, 10]]));
    const first = read(1);
    const together = [read(1), read(2)].map((lookUp) => lookUp.catch((error: Error) => error.message));
    reads[0]!.finish();
    await settle();
    reads[1]!.fail(new Error('connection lost'));
    expect(await first).toBe(10);
    expect(await Promise.all(together)).toEqual(['connection lost', 'connection lost']);
    const later = read(1);
    reads[2]!.finish();
    expect(await later).toBe(10);
  });
});
