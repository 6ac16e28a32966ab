// The load side of `npm run bench:live`, in a process of its own (spawned by scripts/bench-live.ts with an IPC
// channel), so that reading 5,000 event streams costs the measured server nothing: it opens the streams, then for
// each change the bench announces reports when every stream received the change's event, and times one API request
// sent as the change is made. Times are wall-clock milliseconds (performance.timeOrigin + now), comparable across
// the two processes of one machine.
import http from 'node:http';
import { openEventStream, type SseConnection } from '../src/server/live/sse-client';

export type ClientCommand =
  { cmd: 'open'; bases: string[]; count: number } | { cmd: 'expect'; bookingId: number; probe: string } | { cmd: 'probe'; probe: string; times: number } | { cmd: 'close' };

export type ClientReport =
  | { kind: 'opened'; open: number; refused: number; ms: number }
  | { kind: 'armed'; bookingId: number }
  | { kind: 'delivered'; bookingId: number; arrivals: number[]; missing: number; probeMs: number }
  | { kind: 'probed'; latencies: number[] }
  | { kind: 'closed' };

const wallNow = () => performance.timeOrigin + performance.now();
/** The streams come from many loopback addresses, as players do from many networks (the server caps streams per address). */
const PER_ADDRESS = 25;
/** A change not delivered to every stream within this long is reported with what did arrive. */
const DELIVERY_TIMEOUT_MS = 30_000;

let streams: SseConnection[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const send = (report: ClientReport) => process.send!(report);

async function open(bases: string[], count: number): Promise<void> {
  for (const stream of streams) stream.kill();
  const started = wallNow();
  streams = Array.from({ length: count }, (_, index) =>
    openEventStream(`${bases[index % bases.length]}/live/events`, {
      localAddress: `127.0.${Math.floor(index / PER_ADDRESS / 250)}.${(Math.floor(index / PER_ADDRESS) % 250) + 1}`,
    }),
  );
  const statuses = await Promise.all(streams.map((stream) => stream.status));
  send({ kind: 'opened', open: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status !== 200).length, ms: wallNow() - started });
}

/** Sends one API request (a GET) and answers its latency in ms. */
function timed(url: string): Promise<number> {
  const sent = wallNow();
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(wallNow() - sent));
      })
      .on('error', () => resolve(Number.NaN));
  });
}

/**
 * Waits for the booking's event on every stream; as the first stream receives it (the fan-out under way on the
 * server), sends one API request (`probe`) and times it.
 */
async function expectChange(bookingId: number, probe: string): Promise<void> {
  const marker = `"id":${bookingId},`;
  const arrivals: number[] = [];
  let probed: Promise<number> | null = null;
  const arrived = (at: number) => {
    arrivals.push(performance.timeOrigin + at);
    probed ??= timed(probe);
  };
  const waits = streams.map(
    (stream) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
        stream.onEvent = (event) => {
          if (!event.data.includes(marker)) return;
          arrived(event.at);
          clearTimeout(timer);
          stream.onEvent = undefined;
          resolve();
        };
      }),
  );
  send({ kind: 'armed', bookingId });
  await Promise.all(waits);
  send({ kind: 'delivered', bookingId, arrivals, missing: streams.length - arrivals.length, probeMs: probed ? await probed : Number.NaN });
}

/** An API request's latency with nothing else going on (the idle baseline). */
async function probeIdle(probe: string, times: number): Promise<void> {
  const latencies: number[] = [];
  for (let index = 0; index < times; index += 1) latencies.push(await timed(probe));
  send({ kind: 'probed', latencies });
}

process.on('message', (message: ClientCommand) => {
  if (message.cmd === 'open') void open(message.bases, message.count);
  else if (message.cmd === 'expect') void expectChange(message.bookingId, message.probe);
  else if (message.cmd === 'probe') void probeIdle(message.probe, message.times);
  else {
    for (const stream of streams) stream.kill();
    streams = [];
    send({ kind: 'closed' });
    process.disconnect();
  }
});
