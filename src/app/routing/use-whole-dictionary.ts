import { useEffect, useSyncExternalStore } from 'react';
import { completeDictionary, dictionarySettled, onDictionarySettled } from '../../i18n/load-dictionaries';

/** The one route whose first screen a visit may start with part of the dictionary (src/i18n/dictionary-parts.ts). */
export const HOME_PATH = '/';

const settledAlready = (): boolean => true;
const noSubscription = (): (() => void) => () => undefined;

/**
 * Whether the words a screen needs are in: always, unless `needed` and the visit started on home with its part of
 * the dictionary only. Home itself subscribes to nothing, so it does not render again when the rest arrives.
 */
export function useWholeDictionary(needed: boolean): boolean {
  const settled = useSyncExternalStore(needed ? onDictionarySettled : noSubscription, needed ? dictionarySettled : settledAlready, settledAlready);
  useEffect(() => {
    if (needed && !settled) void completeDictionary().catch(() => undefined);
  }, [needed, settled]);
  return settled;
}
