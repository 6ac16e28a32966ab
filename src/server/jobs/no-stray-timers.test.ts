import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Guard (issue 36): background work is scheduled in one place, src/server/jobs/ (a registry entry on the one
// scheduler, on the app's clock, with metrics and a stuck check). Elsewhere on the server a timer is only a
// deadline or a debounce, and each such file says here why; a job's pass is counted only by the scheduler (and the
// mail outbox, whose drains also start when a mail is written).

const SERVER = path.resolve(__dirname, '..');

/** The files outside jobs/ that may set a timeout, and what it bounds: none of them runs work on a schedule. */
const DEADLINES: Record<string, string> = {
  'web/server-render.ts': "a page render's deadline",
  'http/admission-gate.ts': "a queued request's deadline",
  'contract/multipart.ts': "the drain of a refused upload's body",
  'health/health.ts': "the readiness check's database deadline",
  'health/shutdown.ts': "the shutdown's grace period",
  'db/notifications.ts': "the LISTEN connection's reconnect back-off",
  'club-manifest/store.ts': "the club file watcher's debounce",
  'live/hub.ts': "a live stream's heartbeat and a hold's payment deadline, when its slot frees by time alone",
  'web/entry-after-paint.ts': "the browser's starter (a script sent to pages): how long it waits for the page's pictures",
};

const METERED_OUTSIDE = new Set(['mail/outbox.ts']);

interface Source {
  file: string;
  text: string;
}

function productionSources(dir: string, prefix = ''): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionSources(path.join(dir, entry.name), `${relative}/`);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: relative, text: readFileSync(path.join(dir, entry.name), 'utf8') }];
  });
}

/** What schedules work outside the job runner: intervals, undeclared timeouts, passes counted by hand. */
function strayTimers(sources: Source[]): string[] {
  const stray: string[] = [];
  for (const { file, text } of sources) {
    if (file.startsWith('jobs/')) continue;
    if (/\bsetInterval\s*\(/.test(text)) stray.push(`${file}: setInterval (a job belongs in src/server/jobs/registry.ts)`);
    if (/\bsetTimeout\s*\(/.test(text) && !(file in DEADLINES)) stray.push(`${file}: setTimeout (a job belongs in src/server/jobs/registry.ts; a deadline is named in DEADLINES)`);
    if (/\brunJob\s*\(/.test(text) && !METERED_OUTSIDE.has(file)) stray.push(`${file}: runJob (the scheduler counts each job's runs)`);
  }
  return stray;
}

describe('background jobs', () => {
  it('are scheduled only by src/server/jobs/: elsewhere timers are named deadlines', () => {
    expect(strayTimers(productionSources(SERVER))).toEqual([]);
  });

  it('the guard catches a sweep on its own interval or timeout, and a pass counted by hand', () => {
    const sweep = { file: 'bookings/reminders.ts', text: 'export function scheduleReminders(app) { setInterval(() => sendReminders(app), 60_000).unref(); }' };
    const timeout = { file: 'routes/bookings/waitlist.ts', text: 'handle = setTimeout(run, ms);' };
    const counted = { file: 'payments/plugin.ts', text: "void runJob('held_reviews', () => readHeldReviews(app.payments));" };
    expect(strayTimers([sweep, timeout, counted])).toHaveLength(3);
    expect(
      strayTimers([
        { ...timeout, file: 'jobs/scheduler.ts' },
        { ...timeout, file: 'health/shutdown.ts' },
      ]),
    ).toEqual([]);
  });

  it('every declared deadline is still there (a file that no longer sets one leaves the list)', () => {
    const sources = new Map(productionSources(SERVER).map((source) => [source.file, source.text]));
    for (const file of [...Object.keys(DEADLINES), ...METERED_OUTSIDE]) expect(sources.get(file), file).toMatch(/\bsetTimeout\s*\(|\brunJob\s*\(/);
  });
});
