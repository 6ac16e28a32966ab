import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { CRASH, MessageError, type Message } from '../../i18n/message';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: Message };

/** What a failed load tells the user: the server's message when there is one, else Crash. */
export function failureMessage(error: unknown): Message {
  if (error instanceof MessageError) return error.userMessage;
  console.error(error);
  return CRASH;
}

/**
 * Runs a loader when the dependencies change and keeps only the latest answer.
 * `reload` runs it again, e.g. after a change on the server.
 */
export function useLoad<T>(loader: () => Promise<T>, deps: DependencyList): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    loader()
      .then((data) => current && setState({ status: 'ready', data }))
      .catch((error: unknown) => current && setState({ status: 'failed', message: failureMessage(error) }));
    return () => {
      current = false;
    };
    // The caller lists what the loader depends on, as with useEffect.
  }, [...deps, round]);

  return { ...state, reload };
}
