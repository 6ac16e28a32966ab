import { describe, expect, it } from 'vitest';
import { MIN_REFETCH_DELAY_MS, refetchDelay } from './refetch-delay';

describe('refetchDelay', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');

  it('waits until the code expires', () => {
    expect(refetchDelay('2026-01-01T10:00:30Z', now)).toBe(30_000);
  });

  it('never spins on a code that has already expired', () => {
    expect(refetchDelay('2026-01-01T09:59:00Z', now)).toBe(MIN_REFETCH_DELAY_MS);
  });

  it('does not refetch a code without a validity', () => {
    expect(refetchDelay(null, now)).toBeNull();
    expect(refetchDelay('soon', now)).toBeNull();
  });
});
