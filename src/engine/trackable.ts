/** A promise React's use() can read without suspending once it has settled. */
export type Trackable<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks the promise's outcome on it, as React does for promises it has seen. */
export function trackable<T>(promise: Promise<T>): Trackable<T> {
  const tracked = promise as Trackable<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
