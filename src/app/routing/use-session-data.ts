import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '../../stores/RootStore';

/**
 * What the header needs to know about the club and the customer: the offered booking
 * concepts, memberships and vouchers, and the customer's family. Reloaded when the
 * session changes (login in the popup, 401).
 */
export function useSessionData(root: RootStore): void {
  useEffect(
    () =>
      reaction(
        () => root.session.customerId,
        () => {
          void root.catalog.load();
          void root.session.loadCustomer();
        },
        { fireImmediately: true },
      ),
    [root],
  );
}
