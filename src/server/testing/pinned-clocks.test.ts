import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

// Issue 23 §3: every server test runs on a pinned clock. createTestApp (and so startDemoServer, startPinnedPadel…)
// pins app.clock when it starts; this guard keeps the other ways of starting a server from slipping past it.

const SERVER_DIR = path.resolve(__dirname, '..');

/** Files whose servers are other processes (`tsx src/server/main.ts`), which no test can pin: they run on the machine's clock as `npm start` does. */
const OWN_PROCESSES = new Set(['cache/instance-processes.test.ts', 'startup.test.ts']);

function serverTestFiles(dir = SERVER_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverTestFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(SERVER_DIR, full).split(path.sep).join('/')] : [];
  });
}

/** The text of each `buildApp(…)` call of a source, up to its closing parenthesis. */
function buildAppCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf('buildApp('); start !== -1; start = source.indexOf('buildApp(', start + 1)) {
    let depth = 0;
    let end = start + 'buildApp'.length;
    do {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    calls.push(source.slice(start, end));
  }
  return calls;
}

describe('server tests run on a pinned clock', () => {
  it('createTestApp starts its server with the clock stopped (a test moves it, nothing else does)', async () => {
    const server = await createTestApp({ seed: false, now: new Date('2031-06-02T08:00:00Z') });
    try {
      expect(server.app.clock.now().toISOString()).toBe('2031-06-02T08:00:00.000Z');
      server.app.clock.advance(60_000);
      expect(server.app.clock.now().toISOString()).toBe('2031-06-02T08:01:00.000Z');
    } finally {
      await server.close();
    }
    // Without `now`: stopped at the present, so the demo data (seeded around the real present) and the server agree.
    const present = await createTestApp({ seed: false });
    try {
      expect(() => present.app.clock.advance(1)).not.toThrow();
    } finally {
      await present.close();
    }
  }, 120_000);

  it('no server test builds a server on the real clock: a buildApp() of its own is given a pinned clock', () => {
    const unpinned = serverTestFiles()
      // This file names buildApp( in its own search.
      .filter((file) => !OWN_PROCESSES.has(file) && file !== 'testing/pinned-clocks.test.ts')
      .flatMap((file) => {
        const calls = buildAppCalls(readFileSync(path.join(SERVER_DIR, file), 'utf8')).filter((call) => !/\bclock\s*:/.test(call));
        return calls.map((call) => `${file}: ${call.split('\n')[0]}`);
      });
    expect(unpinned).toEqual([]);
  });

  it('no server test waits on the real clock (setTimeout or a sleep helper): it moves the pinned one instead', () => {
    // The stray-timer guard writes timer calls into the sources it proves itself on: it never waits.
    const waits = serverTestFiles()
      .filter((file) => file !== 'jobs/no-stray-timers.test.ts')
      .filter((file) => /\bsetTimeout\(|\bsleep\(/.test(readFileSync(path.join(SERVER_DIR, file), 'utf8')));
    expect(waits).toEqual([]);
  });
});
