import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
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

export interface ActionOptions<A, R, Args extends unknown[] = []> {
  /** The reads the write changes: they load again once the server has answered, whatever it answered. */
  invalidates?: readonly Invalidation[];
  /**
   * After a write that went through (gets the answer, then the run's arguments): what follows it and a message to
   * show, or nothing. The action stays busy until it has finished; a failure there shows its message, or Crash.
   */
  done?: (answer: A, result: R, ...args: Args) => Shown | Promise<Shown>;
  /** A refusal read by the widget itself (field errors, a slot taken…): what to show; by default the server's errorMsg, else Crash. */
  refused?: (result: R, ...args: Args) => Shown | Promise<Shown>;
  /**
   * Sends the write once when the widget mounts (a return page confirming a payment, a provider's return finishing a
   * card registration): busy from the first render, never sent again by a render or StrictMode's second effect.
   */
  runOnMount?: Args extends [] ? boolean : never;
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

/**
 * A write a store carries out itself (the cart's removal: its cancel calls, then the line) as a useAction call:
 * its refusal (a Message, perhaps a locale key) shows as it is.
 */
export async function storeWrite(outcome: Promise<{ ok: true } | { ok: false; message: Message }>): Promise<CallResult<{ ok: true }>> {
  const settled = await outcome;
  if (!settled.ok) throw new MessageError(settled.message);
  return { data: settled };
}

/** A failure's message: one meant for the user (a MessageError, e.g. a read that refused), else Crash. */
function failureOf(failure: unknown): Message {
  if (failure instanceof MessageError) return failure.userMessage;
  console.error(failure);
  return CRASH;
}

/**
 * The one way a widget writes: busy while the call runs, the envelope's verdict (ok, or a refusal with the
 * server's message; no answer at all is Crash), and the reads it changed invalidated. A call that decides not
 * to send anything after all (it opened a form instead) resolves to null: nothing is invalidated, nothing shown.
 */
export function useAction<Args extends unknown[], R extends CallResult<unknown>>(
  root: Invalidates,
  call: (...args: Args) => Promise<R | null>,
  options: ActionOptions<NonNullable<R['data']>, R, Args> = {},
): Action<Args> {
  const [busy, setBusy] = useState(options.runOnMount === true);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: Message | null }>({ ok: false, message: null });
  const running = useRef(false);

  const run = async (...args: Args): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setOutcome({ ok: false, message: null });
    try {
      const result = await call(...args);
      if (result === null) return false;
      const [first, ...more] = options.invalidates ?? [];
      if (first !== undefined) root.queries.invalidate(first, ...more);
      if (!succeeded(result)) {
        const shown = options.refused ? await options.refused(result, ...args) : refusalMessage(envelope(result));
        setOutcome({ ok: false, message: shown ?? null });
        return false;
      }
      const message = await options.done?.(envelope(result) as NonNullable<R['data']>, result, ...args);
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
  const mountRun = useEffectEvent(() => void run(...([] as unknown[] as Args)));
  const ranOnMount = useRef(false);
  const runOnMount = options.runOnMount === true;
  useEffect(() => {
    if (!runOnMount || ranOnMount.current) return;
    ranOnMount.current = true;
    mountRun();
  }, [runOnMount]);
  const refuse = useCallback((message: Message) => setOutcome({ ok: false, message }), []);
  const clear = useCallback(() => setOutcome({ ok: false, message: null }), []);
  return { run, busy, message: outcome.message, ok: outcome.ok, refuse, clear };
}
