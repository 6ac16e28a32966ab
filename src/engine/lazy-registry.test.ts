import { describe, expect, it, vi } from 'vitest';
import { lazyRegistry } from './lazy-registry';

describe('lazyRegistry', () => {
  it('loads its areas once and merges them, later areas winning', async () => {
    const first = vi.fn(async () => ({ a: 1, b: 1 }));
    const second = vi.fn(async () => ({ b: 2 }));
    const load = lazyRegistry([first, second]);
    expect(await load()).toEqual({ a: 1, b: 2 });
    expect(await load()).toEqual({ a: 1, b: 2 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed, instead of failing every later use', async () => {
    const area = vi.fn<() => Promise<Record<string, number>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ a: 1 });
    const load = lazyRegistry([area]);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await load()).toEqual({ a: 1 });
    expect(await load()).toEqual({ a: 1 });
    expect(area).toHaveBeenCalledTimes(2);
  });
});
