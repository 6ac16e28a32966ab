import { useEffect } from 'react';
import type { components } from '../../generated/api';
import { okAnswer } from '../../engine/sources/answers';
import { query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useQuietQuery } from '../../stores/use-query';
import { refetchDelay } from './refetch-delay';

export type AccessCode = components['schemas']['AccessCode'];

const ACCESS_CODE = 'GET /api/publicaccesscontrol/qr';

function accessCodeQuery(root: RootStore) {
  return query([ACCESS_CODE, root.session.customerId], async (signal): Promise<AccessCode | null> => {
    return (await okAnswer(root.client.GET('/api/publicaccesscontrol/qr', { signal }))).model ?? null;
  });
}

/**
 * The customer's access code while the overlay is shown: fetched on open, fetched again
 * when it expires, and no more once the overlay closes. QR failures are logged only (doc 1 §8).
 */
export function useAccessCode(root: RootStore): AccessCode | null {
  const code = useQuietQuery('the access code', accessCodeQuery(root), null);
  const validUntil = code?.validUntil;

  useEffect(() => {
    const delay = refetchDelay(validUntil);
    if (delay === null) return;
    const timer = window.setTimeout(() => root.queries.invalidate(ACCESS_CODE), delay);
    return () => window.clearTimeout(timer);
  }, [root, validUntil]);

  // Closing forgets the code: the next opening shows a fresh one, never an expired copy.
  useEffect(() => () => root.queries.forget(ACCESS_CODE), [root]);

  return code;
}
