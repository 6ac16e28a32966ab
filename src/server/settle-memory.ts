import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects the garbage a first start's migrations and demo seed leave (query buffers and rows) at once, instead of
 * whenever V8's idle-time collector gets to it: a just-seeded server would otherwise hold far more than a restarted one.
 */
export function releaseStartupGarbage(): void {
  // `gc` without starting node with --expose-gc (npm start, the systemd unit): the flag, then a context that sees it.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}
