import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { OpenLoginAfter } from './OpenLoginAfter';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OpenLoginAfter (the activation page opens the login a second after it answers)', () => {
  it('opens the login when its delay has run, not a millisecond before, returning to its path', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root } = renderWithEngine(<OpenLoginAfter options={{ delayMs: 1000, returnPath: '/' }} />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(root.ui.loginOpen).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/');
  });

  it('does not open the login once the page is left before the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, unmount } = renderWithEngine(<OpenLoginAfter options={{ delayMs: 1000 }} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(root.ui.loginOpen).toBe(false);
  });
});
