import { useEffect } from 'react';
import type { components } from '../../generated/api';
import { okAnswer } from '../../api/answers';
import { query, type QueryState } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useQuery } from '../../stores/use-query';
import { refetchDelay } from './refetch-delay';

export type AccessCode = components['schemas']['AccessCode'];

const ACCESS_CODE = 'getAccessCode';

/** Fetched again when the code expires, while the overlay watches it (the last code stays on screen meanwhile). */
function accessCodeQuery(root: RootStore) {
  return query(
    [ACCESS_CODE, root.session.customerId],
    async (signal): Promise<AccessCode> => {
      const code = (await okAnswer(root.client.GET('/api/publicaccesscontrol/qr', { signal }))).model;
      if (!code?.content) throw new Error('the access code answer holds no code');
      return code;
    },
    { refetchAfter: (code) => refetchDelay(code.validUntil) },
  );
}

/**
 * The customer's access code while the overlay is wanted: fetched on open, fetched again when it expires
 * (the last code stays on screen meanwhile), and no more once the overlay closes (doc 1 §2.9).
 */
export function useAccessCode(root: RootStore): QueryState<AccessCode> {
  const state = useQuery(accessCodeQuery(root));

  // Closing forgets the code: the next opening shows a fresh one, never an expired copy.
  useEffect(() => () => root.queries.forget(ACCESS_CODE), [root]);

  return state;
}
