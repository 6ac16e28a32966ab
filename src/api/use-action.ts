import { useCallback, useRef, useState } from 'react';
import { CRASH, type Message } from '../i18n/message';
import { envelope } from './client';
import { refusalMessage, succeeded, type CallResult } from './answers';
import type { Invalidation } from './query-keys';

/** What useAction needs of the stores: the cache whose reads a write makes stale. */
interface Invalidates {
  queries: { invalidate(first: Invalidation, ...more: Invalidation[]): void };
}

export interface ActionOptions<A> {
  /** The reads the write changes: they load again once the server has answered, whatever it answered. */
  invalidates?: readonly Invalidation[];
  /** After a write that went through: a message to show (or nothing). */
  done?: (answer: A) => Message | null | void;
}

export interface Action<Args extends unknown[]> {
  /** Sends the write; true when it went through. A second call while one is under way is ignored. */
  run(...args: Args): Promise<boolean>;
  busy: boolean;
  /** The refusal (the server's errorMsg, else Crash) or the done message of the last run; null while none. */
  message: Message | null;
  /** Whether `message` reports a success. */
  ok: boolean;
  clear(): void;
}

/**
 * The one way a widget writes: busy while the call runs, the envelope's verdict (ok, or a refusal with the
 * server's message; no answer at all is Crash), and the reads it changed invalidated.
 */
export function useAction<Args extends unknown[], A>(root: Invalidates, call: (...args: Args) => Promise<CallResult<A>>, options: ActionOptions<A> = {}): Action<Args> {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: Message | null }>({ ok: false, message: null });
  const running = useRef(false);

  const run = async (...args: Args): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setOutcome({ ok: false, message: null });
    try {
      const result = await call(...args);
      const [first, ...more] = options.invalidates ?? [];
      if (first !== undefined) root.queries.invalidate(first, ...more);
      if (!succeeded(result)) {
        setOutcome({ ok: false, message: refusalMessage(envelope(result)) });
        return false;
      }
      setOutcome({ ok: true, message: options.done?.(envelope(result) as A) ?? null });
      return true;
    } catch (failure) {
      console.error(failure);
      setOutcome({ ok: false, message: CRASH });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const clear = useCallback(() => setOutcome({ ok: false, message: null }), []);
  return { run, busy, message: outcome.message, ok: outcome.ok, clear };
}
