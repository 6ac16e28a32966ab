import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { translate } from '../i18n/messages';

// The club server as it runs, on a real port: its password work (scrypt) held full, as in a burst of logins.
let server: TestApp;
let base: string;
beforeAll(async () => {
  server = await createTestApp();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server?.close());

const wrongLogin = () =>
  fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'it-IT' },
    body: JSON.stringify({ email: 'ana@demo.club', password: 'not-her-password' }),
  });

/**
 * Takes every turn and place in the queue of the password work, as a burst of logins would, until the gate turns
 * one away (the queue full, or longer than can be worked off by its deadline); gives them back on `free()`.
 */
function fillPasswordWork() {
  const gate = server.app.admission.gates.password;
  const releases: Array<() => void> = [];
  let full = false;
  while (!full)
    gate.enter(
      (release) => releases.push(release),
      () => (full = true),
    );
  return {
    free() {
      // Each release lets a queued holder in, which is released in turn.
      while (releases.length > 0) releases.shift()!();
    },
  };
}

/** Requests of the password work turned away so far, summed over the reasons, as /metrics says. */
const passwordShed = (metrics: string) =>
  [...metrics.matchAll(/^club_http_shed_total\{work="password",reason="\w+"\} (\d+)$/gm)].reduce((sum, [, count]) => sum + Number(count), 0);

describe('the club server under a burst of logins', () => {
  it('answers logins beyond its password work 503 in the caller’s language, while reads, health and metrics still answer', async () => {
    const held = fillPasswordWork();
    const logins = await Promise.all(Array.from({ length: 20 }, wrongLogin));
    expect(logins.map((answer) => answer.status)).toEqual(Array(20).fill(503));
    for (const answer of logins) {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(await answer.json()).toEqual({ ok: false, errorMsg: translate('it-IT', 'errors.busy', { seconds }) });
    }
    expect((await fetch(`${base}/api/czconfigs/main-settings`)).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    // The holder the gate turned away, then the 20 logins.
    expect(passwordShed(metrics)).toBe(21);
    expect(metrics).toContain(`club_http_admission_requests{work="password",state="in_flight"} ${server.app.admission.gates.password.limits.concurrency}\n`);

    held.free();
    // Once the burst is over the next login is worked on at once: a wrong password, refused.
    const after = await wrongLogin();
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ ok: false });
    expect(server.app.admission.gates.password.inFlight).toBe(0);
  });
});
