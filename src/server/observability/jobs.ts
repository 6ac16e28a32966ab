import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The background jobs every served instance runs (src/server/jobs/registry.ts), each counted here. */
const JOBS = ['waitlist_sweep', 'opening_sweep', 'refund_retries', 'retention_capture', 'lapsed_orders', 'held_reviews', 'mail_outbox', 'push_notices'] as const;
export type JobName = (typeof JOBS)[number];

// One set per process, like the process's own figures: the job scheduler belongs to the one server a process
// runs, and the mail outbox, whose drains also start when a mail is written, records through the same helper.
const registry = new Registry();

const runs = new Counter({
  name: 'club_job_runs_total',
  help: 'Runs of each background job by outcome: ok, or failed (it threw; the error is in the log)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: 'club_job_duration_seconds',
  help: 'How long each run of a background job took, whatever its outcome',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});
const lastSuccess = new Gauge({
  name: 'club_job_last_success_timestamp_seconds',
  help: 'When each background job last ran to the end (Unix time); alert on time() minus this',
  labelNames: ['job'] as const,
  registers: [registry],
});

// Every job's series from the start, at zero: a job that never ran (or never succeeded) is seen as such,
// and rate() has a first sample.
for (const job of JOBS) {
  runs.inc({ job, outcome: 'ok' }, 0);
  runs.inc({ job, outcome: 'failed' }, 0);
  duration.zero({ job });
}

/** The jobs' metrics, merged into /metrics. */
export function jobRegistry(): Registry {
  return registry;
}

/** Runs one pass of a background job, counting it and timing it; answers or throws what `work` does. */
export async function runJob<T>(job: JobName, work: () => Promise<T>): Promise<T> {
  const stop = duration.startTimer({ job });
  try {
    const result = await work();
    runs.inc({ job, outcome: 'ok' });
    // The wall clock, not app.clock: Prometheus compares it with its own time().
    lastSuccess.set({ job }, Date.now() / 1000);
    return result;
  } catch (error) {
    runs.inc({ job, outcome: 'failed' });
    throw error;
  } finally {
    stop();
  }
}
