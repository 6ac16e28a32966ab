import { useEffect, useState } from 'react';
import { loadProviderScript, type ProviderScript } from './scripts';

/** Loads a provider's script for a step: 'loading', 'ready' or 'failed'. */
export function useProviderScript(name: ProviderScript, query?: Record<string, string>): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    let live = true;
    loadProviderScript(name, JSON.parse(key) as Record<string, string>).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [name, key]);
  return state;
}
