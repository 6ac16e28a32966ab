import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { countdownText } from './opening-rules';

interface Props {
  /** The instant it runs to (ISO). */
  until: string;
  /** What it counts down to: "Opens in". */
  label: string;
  /** Once, when the time is up. */
  onDone: () => void;
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
      <time role="timer" aria-live="off" aria-atomic="true" aria-label={`${label} ${countdownText(left)}`} className="opening__clock" dateTime={until}>
        {countdownText(left)}
      </time>
    </p>
  );
}
