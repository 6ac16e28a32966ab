import { useEffect } from 'react';
import { refetchOnFocusAndReconnect } from '../../stores/query-entry';
import type { RootStore } from '../../stores/RootStore';

/**
 * What the header needs to know about the club and the customer: once hydrated, the catalogue's getters follow the
 * offered booking concepts, memberships and vouchers, and the session's the customer and the family. They are
 * queries keyed by who is logged in, so a login in the popup or a 401 reloads them without a reaction here.
 * What is on screen loads again when the tab comes back or the network returns.
 */
export function useSessionData(root: RootStore): void {
  useEffect(() => root.catalog.follow(), [root]);
  useEffect(() => refetchOnFocusAndReconnect(root.queries, window), [root]);
}
