// The live hub of one server instance (issue 40): the open event streams, the numbered events sent to them and a
// bounded ring of the latest, so a client that reconnects with the id it last saw (Last-Event-ID) misses nothing.
import { randomBytes } from 'node:crypto';
import { parseEventId, type LiveChange, type LiveEvent } from './events';

/** One open stream as the hub sees it: the route wraps the HTTP answer in it. */
export interface LiveSink {
  /** Queues text on the stream; false when it has to wait for the client. */
  write(text: string): boolean;
  /** Bytes written and not yet taken by the client's connection. */
  buffered(): number;
  /** Ends the stream (a slow client dropped, the server closing). */
  close(): void;
}

export interface LiveHubOptions {
  /** Events kept for reconnects; a client further behind is told to reload everything ("reset"). */
  ringSize?: number;
  /** Streams one address may hold open (a clubhouse's wifi is one address for many players). */
  perAddress?: number;
  /** Streams the instance holds at most. */
  maxStreams?: number;
  /** Bytes a client may leave unread before it is dropped: it reconnects with its last id and catches up from the ring. */
  maxBuffered?: number;
  /** A comment sent this often keeps proxies and the browser from closing a quiet stream. */
  heartbeatMs?: number;
  /** "Now" in ms, for holds that lapse by their deadline (the server's clock). */
  now?: () => number;
}

const DEFAULTS = { ringSize: 2048, perAddress: 50, maxStreams: 20_000, maxBuffered: 64 * 1024, heartbeatMs: 25_000 };
/** Streams written per turn of the event loop when an event goes out. */
const SLICE = 500;
/** Pending hold deadlines kept at most; past it the farthest are forgotten (their lapse is then seen on the next read). */
const MAX_LAPSES = 10_000;

interface Stream {
  sink: LiveSink;
  address: string;
}

export class LiveHub {
  /** This hub's name in event ids: an id of another instance (or an earlier process) cannot be resumed here. */
  readonly name = randomBytes(5).toString('hex');
  readonly #options: Required<LiveHubOptions>;
  #seq = 0;
  readonly #ring: { seq: number; frame: string }[] = [];
  readonly #streams = new Set<Stream>();
  readonly #perAddress = new Map<string, number>();
  #queued: string[] = [];
  /** The events of the frames queued: one change notified several times in a turn (a statement per row) is sent once. */
  #queuedEvents = new Set<string>();
  #flushing = false;
  #lapses: { at: number; event: LiveEvent }[] = [];
  #lapseTimer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #closed = false;
  /** Clients dropped for not reading (backpressure), since the start. */
  dropped = 0;

  constructor(options: LiveHubOptions = {}) {
    this.#options = { ...DEFAULTS, now: Date.now, ...options };
  }

  get streams(): number {
    return this.#streams.size;
  }

  /** The id of the last event numbered here: a page rendered now carries it, and its stream resumes after it. */
  get position(): string {
    return `${this.name}.${this.#seq}`;
  }

  /**
   * Opens a stream for `address`, resuming after `lastEventId` when the ring still holds what followed it, else
   * with a reset (reload everything shown). Null when the address or the instance holds too many streams.
   */
  open(address: string, lastEventId: string | undefined, sink: LiveSink): (() => void) | null {
    if (!this.admits(address)) return null;
    const stream: Stream = { sink, address };
    this.#streams.add(stream);
    this.#perAddress.set(address, (this.#perAddress.get(address) ?? 0) + 1);
    sink.write(`retry: 3000\n${this.#catchUp(lastEventId)}: live\n\n`);
    this.#startHeartbeat();
    return () => this.#remove(stream);
  }

  /** Whether `address` may open one more stream now. */
  admits(address: string): boolean {
    return !this.#closed && this.#streams.size < this.#options.maxStreams && (this.#perAddress.get(address) ?? 0) < this.#options.perAddress;
  }

  /** A committed change heard from the database: its event now, and again when a hold it names lapses. */
  changed(change: LiveChange): void {
    const text = JSON.stringify(change.event);
    if (!this.#queuedEvents.has(text)) {
      this.#queuedEvents.add(text);
      this.#queue(this.#frame(change.event));
    }
    if (change.lapsesAt !== undefined && change.lapsesAt > this.#options.now()) this.#addLapse(change.lapsesAt, change.event);
  }

  /** Changes may have been missed (the database's notifications had a gap): every client reloads what it shows. */
  reset(): void {
    this.#queue(this.#frame(null));
  }

  /** Ends every stream and stops the timers (the server is closing). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#lapseTimer);
    clearTimeout(this.#heartbeat);
    for (const stream of [...this.#streams]) {
      this.#remove(stream);
      stream.sink.close();
    }
  }

  #catchUp(lastEventId: string | undefined): string {
    const last = parseEventId(lastEventId);
    if (!last) return '';
    const oldest = this.#ring[0]?.seq ?? this.#seq + 1;
    // Another instance's or an older process's id, one from the future, or older than the ring: reload everything.
    if (last.hub !== this.name || last.seq > this.#seq || last.seq < oldest - 1) return `event: reset\ndata: {}\n\n`;
    return this.#ring
      .filter((entry) => entry.seq > last.seq)
      .map((entry) => entry.frame)
      .join('');
  }

  /** Numbers an event (null: a reset) and keeps it in the ring. */
  #frame(event: LiveEvent | null): string {
    this.#seq += 1;
    const frame = event ? `id: ${this.name}.${this.#seq}\ndata: ${JSON.stringify(event)}\n\n` : `id: ${this.name}.${this.#seq}\nevent: reset\ndata: {}\n\n`;
    this.#ring.push({ seq: this.#seq, frame });
    if (this.#ring.length > this.#options.ringSize) this.#ring.shift();
    return frame;
  }

  /** Frames heard in one turn of the event loop go out together: one write per stream. */
  #queue(frame: string): void {
    this.#queued.push(frame);
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => {
      this.#flushing = false;
      const text = this.#queued.join('');
      this.#queued = [];
      this.#queuedEvents.clear();
      this.#send(text);
    });
  }

  /**
   * Writes to every stream, so many per turn of the event loop: a request arriving meanwhile waits for one slice, not
   * for all the streams. Each stream still gets the frames in order (a later send's slice k runs after this one's).
   */
  #send(text: string): void {
    const targets = [...this.#streams];
    const slice = (from: number) => {
      const end = Math.min(from + SLICE, targets.length);
      for (let index = from; index < end; index += 1) {
        const stream = targets[index]!;
        if (!this.#streams.has(stream)) continue;
        stream.sink.write(text);
        // A client that does not read is dropped rather than buffered for ever; it resumes from the ring when it reconnects.
        if (stream.sink.buffered() > this.#options.maxBuffered) {
          this.dropped += 1;
          this.#remove(stream);
          stream.sink.close();
        }
      }
      if (end < targets.length) setImmediate(() => slice(end));
    };
    slice(0);
  }

  #remove(stream: Stream): void {
    if (!this.#streams.delete(stream)) return;
    const held = (this.#perAddress.get(stream.address) ?? 1) - 1;
    if (held > 0) this.#perAddress.set(stream.address, held);
    else this.#perAddress.delete(stream.address);
  }

  #startHeartbeat(): void {
    if (this.#heartbeat || this.#closed) return;
    this.#heartbeat = setTimeout(() => {
      this.#heartbeat = undefined;
      if (this.#streams.size === 0) return;
      this.#send(': heartbeat\n\n');
      this.#startHeartbeat();
    }, this.#options.heartbeatMs);
    this.#heartbeat.unref();
  }

  #addLapse(at: number, event: LiveEvent): void {
    let index = this.#lapses.length;
    while (index > 0 && this.#lapses[index - 1]!.at > at) index -= 1;
    this.#lapses.splice(index, 0, { at, event });
    if (this.#lapses.length > MAX_LAPSES) this.#lapses.pop();
    if (index === 0) this.#armLapses();
  }

  /** Sends the events of the holds whose deadline passed; waits for the next one. */
  lapseDue(): void {
    const now = this.#options.now();
    const due = this.#lapses.filter((lapse) => lapse.at <= now);
    this.#lapses = this.#lapses.slice(due.length);
    for (const { event } of due) this.changed({ event });
    this.#armLapses();
  }

  #armLapses(): void {
    clearTimeout(this.#lapseTimer);
    const next = this.#lapses[0];
    if (!next || this.#closed) return;
    // A second past the deadline: the reads then skip the lapsed hold.
    this.#lapseTimer = setTimeout(() => this.lapseDue(), Math.min(Math.max(next.at - this.#options.now() + 1000, 0), 2 ** 31 - 1));
    this.#lapseTimer.unref();
  }
}
