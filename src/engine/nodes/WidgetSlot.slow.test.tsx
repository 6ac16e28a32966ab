import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngineProvider } from '../EngineContext';
import { loadable, SLOW_PLACEHOLDER_MS } from '../loadable';
import { WidgetSlot } from './WidgetNodeView';

function Late() {
  return <h2>Late</h2>;
}

describe('a widget slot whose placeholder stays', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says in the console, once, that its chunk has not loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const never = loadable(() => new Promise<{ default: typeof Late }>(() => undefined));
    render(
      <EngineProvider widgets={{ never }}>
        <WidgetSlot name="never" />
      </EngineProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_PLACEHOLDER_MS - 1);
    });
    expect(warn).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('The widget "never" still shows its placeholder 8 s later: its chunk has not loaded');
  });

  it('says nothing when its chunk arrives in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let arrive: () => void = () => undefined;
    const soon = loadable(
      () =>
        new Promise<{ default: typeof Late }>((resolve) => {
          arrive = () => resolve({ default: Late });
        }),
    );
    const { findByRole } = render(
      <EngineProvider widgets={{ soon }}>
        <WidgetSlot name="soon" />
      </EngineProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_PLACEHOLDER_MS / 2);
      arrive();
    });
    expect(await findByRole('heading', { name: 'Late' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_PLACEHOLDER_MS);
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
