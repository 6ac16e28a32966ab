import { useEffect, useState } from 'react';
import { loadProviderScript } from './scripts';

/** Loads a provider's script (an address of its registry entry's `scripts`) for a step: 'loading', 'ready' or 'failed'. */
export function useProviderScript(address: string | undefined, query?: Record<string, string>): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    let live = true;
    loadProviderScript(address, JSON.parse(key) as Record<string, string>).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [address, key]);
  return state;
}
