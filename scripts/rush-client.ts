// The load side of `npm run bench:rush`, run in a process of its own: reads the attempts (URL, headers,
// body) as JSON on stdin, fires them all at once, one new connection each (as 200 homes would), and prints
// each answer's status, ok, errorMsg and latency (from that attempt's own start) as JSON on stdout, with
// what the client itself spent: a load side that is itself busy delays the answers it reads.
import http from 'node:http';

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

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const attempts = JSON.parse(Buffer.concat(chunks).toString()) as Attempt[];
  const cpuBefore = process.cpuUsage();
  const first = performance.now();
  const answers = attempts.map((attempt) => post(attempt, first));
  const dispatchMs = performance.now() - first;
  const outcomes = await Promise.all(answers);
  const wallMs = performance.now() - first;
  const cpu = process.cpuUsage(cpuBefore);
  const fired: Fired = { outcomes, client: { cpuMs: (cpu.user + cpu.system) / 1000, dispatchMs, wallMs } };
  process.stdout.write(JSON.stringify(fired));
}

void main();
