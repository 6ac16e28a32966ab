import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { countdownText } from './opening-rules';

interface Props {
  /** The instant it runs to (ISO). */
  until: string;
  /** What it counts down to: "Opens in". */
  label: string;
  /** Once, when the time is up. */
  onDone: () => void;
}

/** What the clock shows before it runs: the same on the server and in the browser's hydrating render. */
const NOT_RUNNING = '--:--:--';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and in the render that hydrates its HTML, true after: each side's "now" differs, so a clock
 * rendered from it would not match the server's markup (a hydration error).
 */
function useClockRunning(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A clock ticking every second down to an instant. It is a timer, not a live region: a screen reader reads
 * it when asked and is not interrupted every second (role timer is aria-live off).
 */
export function Countdown({ until, label, onDone }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const target = Date.parse(until);
  const left = target - now;
  const done = left <= 0;
  const shown = useClockRunning() ? countdownText(left) : NOT_RUNNING;
  const latestOnDone = useRef(onDone);
  useLayoutEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done, target]);
  useEffect(() => {
    if (done) latestOnDone.current();
  }, [done]);
  return (
    <p className="opening__countdown">
      <span className="opening__countdown-label">{label}</span>{' '}
      <time role="timer" aria-live="off" aria-atomic="true" aria-label={`${label} ${shown}`} className="opening__clock" dateTime={until}>
        {shown}
      </time>
    </p>
  );
}
