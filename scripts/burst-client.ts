// The load side of `npm run bench:opening` and scripts/bench-burst.ts, run in a process of its own (the server's
// event loop is then the server's alone, and the two sides' sockets do not share one process's file limit):
// reads a Burst as JSON on stdin, sends its requests, all at once or at most `inFlight` at a time, each on a
// connection of its own (as thousands of phones would), and prints each one's outcome as JSON on stdout.
import http from 'node:http';

export interface BurstRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** What it stands for (a day list, a home page, a login…): the figures are told apart by it. */
  kind: string;
}

export interface Burst {
  requests: BurstRequest[];
  /** At most this many in flight; null sends them all at once. */
  inFlight: number | null;
  /** A request not answered by then is given up and counted as no answer (ms). */
  giveUpMs: number;
  /** A read sent this long after the first request (ms), and another once every request was answered: how soon the server answers again. */
  probe?: { url: string; afterMs: number };
}

export interface BurstOutcome {
  kind: string;
  /** 0 when there was no answer. */
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The connection's failure (ECONNRESET, ECONNREFUSED, ETIMEDOUT…), or 'no answer' when given up. */
  error: string | null;
}

export interface BurstResult {
  outcomes: BurstOutcome[];
  /** From the first request's start to the last answer (ms). */
  wallMs: number;
  /** The probe read's latency (ms; null without probe, or when it was not answered) sent during the burst and right after it. */
  probeDuringMs: number | null;
  probeAfterMs: number | null;
  /** CPU time of this load side (ms): its own work delays the answers it reads. */
  clientCpuMs: number;
}

function send(request: BurstRequest, giveUpMs: number): Promise<BurstOutcome> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<BurstOutcome, 'kind' | 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ kind: request.kind, ms: performance.now() - started, ...outcome });
    };
    const headers = body === undefined ? request.headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...request.headers };
    const outgoing = http.request(request.url, { method: request.method, agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => settle({ status: response.statusCode ?? 0, retryAfter: (response.headers['retry-after'] as string | undefined) ?? null, error: null }));
      response.on('error', (error: NodeJS.ErrnoException) => settle({ status: 0, retryAfter: null, error: error.code ?? error.message }));
    });
    const timer = setTimeout(() => {
      settle({ status: 0, retryAfter: null, error: 'no answer' });
      outgoing.destroy();
    }, giveUpMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => settle({ status: 0, retryAfter: null, error: error.code ?? error.message }));
    outgoing.end(body);
  });
}

async function fire({ requests, inFlight, giveUpMs, probe }: Burst): Promise<BurstResult> {
  const cpuBefore = process.cpuUsage();
  const first = performance.now();
  const probeRead = (url: string) => send({ method: 'GET', url, headers: {}, kind: 'probe' }, giveUpMs).then((o) => (o.status === 200 ? o.ms : null));
  const during = probe ? new Promise<number | null>((resolve) => setTimeout(() => resolve(probeRead(probe.url)), probe.afterMs)) : Promise.resolve(null);
  let outcomes: BurstOutcome[];
  if (inFlight === null) {
    outcomes = await Promise.all(requests.map((request) => send(request, giveUpMs)));
  } else {
    outcomes = new Array<BurstOutcome>(requests.length);
    let next = 0;
    const lane = async () => {
      while (next < requests.length) {
        const index = next++;
        outcomes[index] = await send(requests[index]!, giveUpMs);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
  }
  const wallMs = performance.now() - first;
  const probeAfterMs = probe ? await probeRead(probe.url) : null;
  const cpu = process.cpuUsage(cpuBefore);
  return { outcomes, wallMs, probeDuringMs: await during, probeAfterMs, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const result = await fire(JSON.parse(Buffer.concat(chunks).toString()) as Burst);
  process.stdout.write(JSON.stringify(result));
}

void main();
