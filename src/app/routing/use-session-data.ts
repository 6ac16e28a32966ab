import { useEffect } from 'react';
import { refetchOnFocusAndReconnect } from '../../stores/query-entry';
import type { RootStore } from '../../stores/RootStore';

/**
 * What the header needs to know about the club and the customer, followed once hydrated. They are queries keyed by
 * who is logged in, so a login or a 401 reloads them without a reaction here.
 */
export function useSessionData(root: RootStore): void {
  useEffect(() => root.catalog.follow(), [root]);
  useEffect(() => refetchOnFocusAndReconnect(root.queries, window), [root]);
}
