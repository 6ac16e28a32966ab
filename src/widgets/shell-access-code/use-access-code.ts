import { useEffect, useState } from 'react';
import { envelope } from '../../api/client';
import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import { refetchDelay } from './refetch-delay';

export type AccessCode = components['schemas']['AccessCode'];

/**
 * The customer's access code while the overlay is shown: fetched on open, fetched again
 * when it expires, and no more once the overlay closes (the effect's cleanup).
 */
export function useAccessCode(root: RootStore): AccessCode | null {
  const [code, setCode] = useState<AccessCode | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const fetchCode = async () => {
      const answer = envelope(await root.client.GET('/api/publicaccesscontrol/qr'));
      if (stopped) return;
      if (!answer.ok || !answer.model) {
        // QR failures are logged only (doc 1 §8).
        console.warn('Could not load the access code', answer.errorMsg);
        return;
      }
      setCode(answer.model);
      const delay = refetchDelay(answer.model.validUntil);
      if (delay !== null) timer = window.setTimeout(() => void fetchCode(), delay);
    };
    void fetchCode();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [root]);

  return code;
}
