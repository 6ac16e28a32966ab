import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CRASH, MessageError } from '../i18n/message';
import { useAction } from './use-action';

function fakeRoot() {
  return { queries: { invalidate: vi.fn() } };
}

describe('useAction', () => {
  it('is busy while the call runs, then invalidates the reads it changed and reports the done message', async () => {
    const root = fakeRoot();
    let answer!: (value: { data: { ok: boolean } }) => void;
    const call = vi.fn(() => new Promise<{ data: { ok: boolean } }>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useAction(root, call, { invalidates: ['getWaitlistPlace', { tag: 'bookings' }], done: () => ({ key: 'booking.feedRotated' }) }));
    let ran!: Promise<boolean>;
    act(() => {
      ran = result.current.run();
    });
    expect(result.current.busy).toBe(true);
    // A second tap while the first is under way sends nothing.
    await act(async () => expect(await result.current.run()).toBe(false));
    await act(async () => {
      answer({ data: { ok: true } });
      expect(await ran).toBe(true);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ busy: false, ok: true, message: { key: 'booking.feedRotated' } });
    expect(root.queries.invalidate).toHaveBeenCalledWith('getWaitlistPlace', { tag: 'bookings' });
  });

  it("shows the server's refusal, and Crash when there was no answer", async () => {
    const root = fakeRoot();
    const refused = renderHook(() => useAction(root, async () => ({ error: { ok: false, errorMsg: 'The waitlist is closed' } })));
    await act(async () => expect(await refused.result.current.run()).toBe(false));
    expect(refused.result.current).toMatchObject({ ok: false, message: { text: 'The waitlist is closed' } });
    const failed = renderHook(() => useAction(root, () => Promise.reject(new TypeError('network')), {}));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => expect(await failed.result.current.run()).toBe(false));
    expect(failed.result.current.message).toEqual(CRASH);
  });
  it('stays busy until what follows a write has finished, and shows what a refusal read by the widget leaves', async () => {
    const root = fakeRoot();
    let follow!: () => void;
    const done = vi.fn(() => new Promise<null>((resolve) => (follow = () => resolve(null))));
    const { result } = renderHook(() => useAction(root, async () => ({ data: { ok: true, model: { id: 4 } } }), { done }));
    let ran!: Promise<boolean>;
    await act(async () => {
      ran = result.current.run();
      await Promise.resolve();
    });
    expect(done).toHaveBeenCalledWith({ ok: true, model: { id: 4 } }, { data: { ok: true, model: { id: 4 } } });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      follow();
      expect(await ran).toBe(true);
    });
    expect(result.current.busy).toBe(false);

    const answer = { error: { ok: false, errorMsg: 'Check the form', model: { name: 'Required' } } };
    const refused = renderHook(() => useAction(root, async () => answer, { refused: (got) => ({ text: Object.values(got.error.model).join(', ') }) }));
    await act(async () => expect(await refused.result.current.run()).toBe(false));
    expect(refused.result.current.message).toEqual({ text: 'Required' });
  });

  it("shows a read's refusal (a MessageError) as it is, and a refusal the widget makes before sending", async () => {
    const root = fakeRoot();
    const { result } = renderHook(() => useAction(root, () => Promise.reject(new MessageError({ text: 'The activity is closed' }))));
    await act(async () => expect(await result.current.run()).toBe(false));
    expect(result.current.message).toEqual({ text: 'The activity is closed' });
    act(() => result.current.refuse({ key: 'booking.join.alreadyIn' }));
    expect(result.current).toMatchObject({ ok: false, message: { key: 'booking.join.alreadyIn' } });
  });
  it('invalidates and shows nothing when the call sent nothing after all, and hands the run arguments to done', async () => {
    const root = fakeRoot();
    const skipped = renderHook(() => useAction(root, async () => null, { invalidates: ['getActivity'] }));
    await act(async () => expect(await skipped.result.current.run()).toBe(false));
    expect(root.queries.invalidate).not.toHaveBeenCalled();
    expect(skipped.result.current).toMatchObject({ busy: false, message: null });
    const moved = renderHook(() =>
      useAction(root, async (team: number) => ({ data: { ok: true, team } }), { done: (_answer, _result, team) => ({ key: 'booking.join.moved', args: { n: team + 1 } }) }),
    );
    await act(async () => expect(await moved.result.current.run(1)).toBe(true));
    expect(moved.result.current.message).toEqual({ key: 'booking.join.moved', args: { n: 2 } });
  });

  it('with runOnMount sends once when mounted, busy from the first render, however often it renders (StrictMode too)', async () => {
    const root = fakeRoot();
    let answer!: (value: { data: { ok: boolean } }) => void;
    const call = vi.fn(() => new Promise<{ data: { ok: boolean } }>((resolve) => (answer = resolve)));
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(
      () => {
        const action = useAction(root, call, { runOnMount: true, invalidates: ['getCustomerOrders'] });
        seen.push(action.busy);
        return action;
      },
      { wrapper: StrictMode },
    );
    expect(seen[0]).toBe(true);
    rerender();
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer({ data: { ok: true } }));
    expect(result.current).toMatchObject({ busy: false, ok: true });
    rerender();
    expect(call).toHaveBeenCalledTimes(1);
    expect(root.queries.invalidate).toHaveBeenCalledWith('getCustomerOrders');
  });
});
