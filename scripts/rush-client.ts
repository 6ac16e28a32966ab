// The load side of `npm run bench:rush`, run in a process of its own: reads the attempts (URL, headers,
// body) as JSON on stdin, opens one connection per attempt, then fires them all at the same instant and
// prints each answer's status, ok, errorMsg and latency as JSON on stdout.
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
}

function post(attempt: Attempt): Promise<Outcome> {
  const body = JSON.stringify(attempt.body);
  const started = performance.now();
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
          resolve({ status: response.statusCode ?? 0, ok: answer.ok === true, errorMsg: answer.errorMsg ?? null, ms: performance.now() - started });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, ok: false, errorMsg: error.message, ms: performance.now() - started }));
    request.end(body);
  });
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const attempts = JSON.parse(Buffer.concat(chunks).toString()) as Attempt[];
  process.stdout.write(JSON.stringify(await Promise.all(attempts.map(post))));
}

void main();
