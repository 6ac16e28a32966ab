// The load side of `npm run bench:rush`, run in a process of its own that lives through the whole run: each
// line on stdin is a batch of attempts (URL, headers, body) as JSON; it fires them all at once, one new
// connection each (as 200 homes would), and prints one line of JSON on stdout: each answer's status, ok,
// errorMsg and latency (from that attempt's own start), with what the client itself spent (a load side that
// is itself busy delays the answers it reads). One process for every batch: a process started per batch would
// still be starting up (its loader's threads, its first request's lazy set-up) while it timed its attempts.
import http from 'node:http';
import { createInterface } from 'node:readline';

export interface Attempt {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
export interface Outcome {
  status: number;
  ok: boolean;
  errorMsg: string | null;
  ms: number;
  /** When its connection was open, from its own start (ms; null when it never opened). */
  connectedMs: number | null;
  /** When it started, from the first attempt's start (ms). */
  startMs: number;
}

/** What the load side itself spent firing the attempts and reading their answers. */
export interface ClientCost {
  /** CPU time of this process from the first attempt to the last answer (ms). */
  cpuMs: number;
  /** How long making every request took before the first could be read (ms): the last attempt starts that late. */
  dispatchMs: number;
  /** From the first attempt's start to the last answer (ms). */
  wallMs: number;
}

export interface Fired {
  outcomes: Outcome[];
  client: ClientCost;
}

function post(attempt: Attempt, origin: number): Promise<Outcome> {
  const body = JSON.stringify(attempt.body);
  const started = performance.now();
  const startMs = started - origin;
  let connectedMs: number | null = null;
  return new Promise((resolve) => {
    const request = http.request(
      attempt.url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...attempt.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let answer: { ok?: boolean; errorMsg?: string } = {};
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString()) as typeof answer;
          } catch {
            // Not JSON: counted by its status.
          }
          resolve({ status: response.statusCode ?? 0, ok: answer.ok === true, errorMsg: answer.errorMsg ?? null, ms: performance.now() - started, connectedMs, startMs });
        });
      },
    );
    request.on('socket', (socket) => socket.once('connect', () => (connectedMs = performance.now() - started)));
    request.on('error', (error) => resolve({ status: 0, ok: false, errorMsg: error.message, ms: performance.now() - started, connectedMs, startMs }));
    request.end(body);
  });
}

async function fire(attempts: Attempt[]): Promise<Fired> {
  const cpuBefore = process.cpuUsage();
  const first = performance.now();
  const answers = attempts.map((attempt) => post(attempt, first));
  const dispatchMs = performance.now() - first;
  const outcomes = await Promise.all(answers);
  const wallMs = performance.now() - first;
  const cpu = process.cpuUsage(cpuBefore);
  return { outcomes, client: { cpuMs: (cpu.user + cpu.system) / 1000, dispatchMs, wallMs } };
}

async function main(): Promise<void> {
  // One batch at a time: the next line is read once this batch's answers are printed.
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(await fire(JSON.parse(line) as Attempt[]))}\n`);
  }
}

void main();
