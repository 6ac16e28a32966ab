// A minimal event-stream reader over node:http, for the live tests and `npm run bench:live` (no browser's EventSource).
import http from 'node:http';

interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when its frame arrived. */
  at: number;
}

export interface SseConnection {
  readonly status: Promise<number>;
  readonly events: ReceivedEvent[];
  /** Called with each event as it arrives. */
  onEvent?: (event: ReceivedEvent) => void;
  /** The last id received. */
  lastId(): string | undefined;
  /** Cuts the connection (as a network drop would). */
  kill(): void;
  /** Stops reading without closing: a client that never takes what it is sent. */
  pause(): void;
}

/** Opens `url` as an event stream, sending `lastEventId` as Last-Event-ID; `localAddress` picks the loopback address it comes from. */
export function openEventStream(url: string, options: { lastEventId?: string; localAddress?: string; agent?: http.Agent } = {}): SseConnection {
  const events: ReceivedEvent[] = [];
  let lastId: string | undefined;
  let buffer = '';
  let response: http.IncomingMessage | undefined;
  const connection: SseConnection = {
    events,
    status: Promise.resolve(0),
    lastId: () => lastId,
    kill: () => request.destroy(),
    pause: () => {
      response?.pause();
      // Nothing read from the socket: the server's writes pile up in its own buffers.
      response?.socket.pause();
    },
  };
  const request = http.get(url, {
    headers: { accept: 'text/event-stream', ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    agent: options.agent ?? false,
  });
  (connection as { status: Promise<number> }).status = new Promise((resolve) => {
    request.once('response', (answer) => {
      response = answer;
      resolve(answer.statusCode ?? 0);
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = { event: 'message', data: [] as string[], id: undefined as string | undefined };
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') fields.id = value;
            else if (name === 'event') fields.event = value;
            else if (name === 'data') fields.data.push(value);
          }
          if (fields.id !== undefined) lastId = fields.id;
          if (fields.data.length === 0) continue;
          const event: ReceivedEvent = { ...(fields.id === undefined ? {} : { id: fields.id }), event: fields.event, data: fields.data.join('\n'), at };
          events.push(event);
          connection.onEvent?.(event);
        }
      });
      answer.on('error', () => {});
    });
    request.once('error', () => resolve(0));
  });
  return connection;
}
