import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopiedFlag } from './use-copied-flag';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCopiedFlag', () => {
  it('shows "Copied" for two seconds, and again from the start after another copy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useCopiedFlag());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current[0]).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current[0]).toBe(false);
  });
});
