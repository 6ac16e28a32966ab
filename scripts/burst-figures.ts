// Sends a burst from a process of its own (scripts/burst-client.ts) and sums up what came back: the answers by
// status, the connections reset or refused, the requests never answered, and the latencies. Shared by
// bench:opening and scripts/bench-burst.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
// Types only: the client runs in its own process (spawned below), never inside this one.
import type { Burst, BurstOutcome, BurstResult } from './burst-client';

export async function fireBurst(burst: Burst): Promise<BurstResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'burst-client.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stdin.end(JSON.stringify(burst));
  await new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(`burst client exited with ${code}`)))));
  return JSON.parse(Buffer.concat(output).toString()) as BurstResult;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const ms = (value: number | null) => (value === null ? 'none' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** Statuses in one cell, e.g. "200: 9,120 · 503: 1,880". */
function byStatus(outcomes: BurstOutcome[]): string {
  const counts = new Map<number, number>();
  for (const outcome of outcomes) if (outcome.status > 0) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
      .join(' · ') || 'none'
  );
}

/** The columns every burst row has: counts, then latencies of the answered (an unanswered request has no latency). */
export function burstFigures(result: BurstResult, kinds: string[] = []): Record<string, string | number> {
  const { outcomes } = result;
  const answered = outcomes.filter((outcome) => outcome.status > 0);
  const failed = outcomes.filter((outcome) => outcome.error !== null && outcome.error !== 'no answer');
  const errors = new Map<string, number>();
  for (const outcome of failed) errors.set(outcome.error!, (errors.get(outcome.error!) ?? 0) + 1);
  const retryAfter = outcomes.filter((outcome) => outcome.retryAfter !== null).map((outcome) => Number(outcome.retryAfter));
  const latency = answered.map((outcome) => outcome.ms);
  const row: Record<string, string | number> = {
    requests: outcomes.length,
    'answers by status': byStatus(outcomes),
    '5xx other than 503': answered.filter((outcome) => outcome.status >= 500 && outcome.status !== 503).length,
    'resets / connection errors': failed.length === 0 ? 0 : [...errors].map(([error, count]) => `${count} ${error}`).join(', '),
    'no answer': outcomes.filter((outcome) => outcome.error === 'no answer').length,
    p50: ms(percentile(latency, 50)),
    p99: ms(percentile(latency, 99)),
    max: ms(Math.max(0, ...latency)),
  };
  for (const kind of kinds) {
    const own = answered.filter((outcome) => outcome.kind === kind);
    row[kind] = `${byStatus(own)}; p99 ${
      own.length === 0
        ? 'none'
        : ms(
            percentile(
              own.map((outcome) => outcome.ms),
              99,
            ),
          )
    }`;
  }
  row['Retry-After'] = retryAfter.length === 0 ? 'none' : `${Math.min(...retryAfter)}–${Math.max(...retryAfter)} s`;
  row['wall time'] = ms(result.wallMs);
  if (result.probeDuringMs !== undefined && (result.probeDuringMs !== null || result.probeAfterMs !== null)) {
    row['settings read during / after'] = `${ms(result.probeDuringMs)} / ${ms(result.probeAfterMs)}`;
  }
  row['client CPU'] = ms(result.clientCpuMs);
  return row;
}
