/**
 * How long a test waits for another instance to learn of a change through PostgreSQL's LISTEN/NOTIFY: generous for
 * a loaded CI machine, yet under the session cache's 10 s lifetime (cache/session-cache.ts), and the other caches
 * keep their answers until notified, so only the notification can make such a wait succeed.
 */
export const NOTIFY_WAIT_MS = 8000;
