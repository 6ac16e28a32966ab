import { useCallback, useRef, useState } from 'react';
import { CRASH, MessageError, type Message } from '../i18n/message';
import { envelope } from './client';
import { refusalMessage, succeeded, type CallResult } from './answers';
import type { Invalidation } from './query-keys';

/** What useAction needs of the stores: the cache whose reads a write makes stale. */
interface Invalidates {
  queries: { invalidate(first: Invalidation, ...more: Invalidation[]): void };
}

/** What a callback may leave to show: a message, or nothing; awaited while the action is still busy. */
type Shown = Message | null | void;

export interface ActionOptions<A, R> {
  /** The reads the write changes: they load again once the server has answered, whatever it answered. */
  invalidates?: readonly Invalidation[];
  /**
   * After a write that went through: what follows it (a cart line, a navigation…) and a message to show (or
   * nothing). The action stays busy until it has finished; a failure there shows its message, or Crash.
   */
  done?: (answer: A, result: R) => Shown | Promise<Shown>;
  /** A refusal read by the widget itself (field errors, a slot taken…): what to show; by default the server's errorMsg, else Crash. */
  refused?: (result: R) => Shown | Promise<Shown>;
}

export interface Action<Args extends unknown[]> {
  /** Sends the write; true when it went through. A second call while one is under way is ignored. */
  run(...args: Args): Promise<boolean>;
  busy: boolean;
  /** The refusal (the server's errorMsg, else Crash) or the done message of the last run; null while none. */
  message: Message | null;
  /** Whether `message` reports a success. */
  ok: boolean;
  /** Shows a refusal the widget makes itself before sending anything (not logged in, a form not filled in). */
  refuse(message: Message): void;
  clear(): void;
}

/** A failure's message: one meant for the user (a MessageError, e.g. a read that refused), else Crash. */
function failureOf(failure: unknown): Message {
  if (failure instanceof MessageError) return failure.userMessage;
  console.error(failure);
  return CRASH;
}

/**
 * The one way a widget writes: busy while the call runs, the envelope's verdict (ok, or a refusal with the
 * server's message; no answer at all is Crash), and the reads it changed invalidated.
 */
export function useAction<Args extends unknown[], R extends CallResult<unknown>>(
  root: Invalidates,
  call: (...args: Args) => Promise<R>,
  options: ActionOptions<NonNullable<R['data']>, R> = {},
): Action<Args> {
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
        const shown = options.refused ? await options.refused(result) : refusalMessage(envelope(result));
        setOutcome({ ok: false, message: shown ?? null });
        return false;
      }
      const message = await options.done?.(envelope(result) as NonNullable<R['data']>, result);
      setOutcome({ ok: true, message: message ?? null });
      return true;
    } catch (failure) {
      setOutcome({ ok: false, message: failureOf(failure) });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const refuse = useCallback((message: Message) => setOutcome({ ok: false, message }), []);
  const clear = useCallback(() => setOutcome({ ok: false, message: null }), []);
  return { run, busy, message: outcome.message, ok: outcome.ok, refuse, clear };
}
