import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerJobs } from '../jobs';
import { HandWaker } from '../testing/hand-waker';
import { runJob } from './jobs';

// Issue 34: an operator sees from /metrics which release each instance runs and whether its background jobs
// run, fail and when they last succeeded.

let server: TestApp;
beforeAll(async () => {
  // The server's jobs on a timer that never fires by itself: the tests move the server's clock and tick.
  server = await createTestApp({ configure: (app) => void registerJobs(app, { waker: new HandWaker() }) });
});
afterAll(() => server?.close());

/** Moves the server's clock a minute on and runs the jobs due by then. */
async function aMinuteLater(): Promise<void> {
  server.app.clock.advance(60_000);
  await server.app.jobs!.tick();
}

const scrape = async () => {
  const answer = await server.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

/** The value of one sample of the exposition, e.g. `club_job_runs_total{job="waitlist_sweep",outcome="ok"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it("names the release, the commit and the Node version this instance runs (a server run from its sources is 'dev')", async () => {
    const line = (await scrape()).split('\n').find((candidate) => candidate.startsWith('club_portal_build_info{'));
    expect(line).toBe(`club_portal_build_info{version="${version}",commit="dev",node="${process.version}"} 1`);
    expect(process.version).toMatch(/^v24\./);
  });

  it('lists every job from the start, also one that has not run yet', async () => {
    const text = await scrape();
    for (const job of ['waitlist_sweep', 'opening_sweep', 'refund_retries', 'retention_capture', 'lapsed_orders', 'held_reviews', 'mail_outbox']) {
      expect(sample(text, 'club_job_runs_total', { job, outcome: 'failed' }), job).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'club_job_duration_seconds_count', { job }), job).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts a run of the waitlist sweep when its minute comes, with its duration and the time it succeeded', async () => {
    const before = await scrape();
    const started = Date.now() / 1000;
    await aMinuteLater();
    const after = await scrape();
    const labels = { job: 'waitlist_sweep' };
    expect(sample(after, 'club_job_runs_total', { ...labels, outcome: 'ok' })).toBe(sample(before, 'club_job_runs_total', { ...labels, outcome: 'ok' })! + 1);
    expect(sample(after, 'club_job_runs_total', { ...labels, outcome: 'failed' })).toBe(sample(before, 'club_job_runs_total', { ...labels, outcome: 'failed' }));
    expect(sample(after, 'club_job_duration_seconds_count', labels)).toBe(sample(before, 'club_job_duration_seconds_count', labels)! + 1);
    expect(sample(after, 'club_job_last_success_timestamp_seconds', labels)).toBeGreaterThanOrEqual(Math.floor(started));
  });

  it("counts the payments' minute jobs when their minute comes", async () => {
    const jobs = ['retention_capture', 'lapsed_orders', 'held_reviews'];
    const before = await scrape();
    const okRuns = (text: string) => jobs.map((job) => sample(text, 'club_job_runs_total', { job, outcome: 'ok' }));
    await aMinuteLater();
    expect(okRuns(await scrape())).toEqual(okRuns(before).map((runs) => runs! + 1));
  });

  it('counts a run that throws as failed, and passes the error on to the schedule that logs it', async () => {
    const before = await scrape();
    const broken = new Error('database away');
    await expect(runJob('refund_retries', () => Promise.reject(broken))).rejects.toBe(broken);
    const after = await scrape();
    const labels = { job: 'refund_retries' };
    expect(sample(after, 'club_job_runs_total', { ...labels, outcome: 'failed' })).toBe(sample(before, 'club_job_runs_total', { ...labels, outcome: 'failed' })! + 1);
    expect(sample(after, 'club_job_runs_total', { ...labels, outcome: 'ok' })).toBe(sample(before, 'club_job_runs_total', { ...labels, outcome: 'ok' }));
    expect(sample(after, 'club_job_last_success_timestamp_seconds', labels)).toBe(sample(before, 'club_job_last_success_timestamp_seconds', labels));
  });
});
