import { Clock } from '../clock';
import type { TestApp } from './test-app';

/**
 * Stops a test server's clock at the present (again: createTestApp pins it when the server starts, and a file's
 * servers may start at different moments) and answers a reader of it. For the files that read the demo
 * data, which is seeded relative to the real present (see seedWindow in test-run.ts), so cannot be pinned to
 * a fixed day: the server and the test then share one "now", and the dates a test makes derive from it.
 * A file that makes all its own data pins a fixed instant instead (PINNED_NOW of pinned-padel.ts).
 */
export function freezeClock(server: TestApp): () => Date {
  server.app.clock.pin(new Date());
  return () => server.app.clock.now();
}

/** A server clock stopped at `instant` (by default the present): what createTestApp gives every test server. */
export function pinnedClock(instant: Date = new Date()): Clock {
  const clock = new Clock();
  clock.pin(instant);
  return clock;
}
