// npm run bench:live (issue 40): the live event fan-out. 5,000 event streams on one instance (PGlite), then on two
// instances of one PostgreSQL (TEST_DATABASE_URL or DATABASE_URL; 2,500 on each, the change made through the first);
// each change is a write to a booking, heard through the database's notifications. Printed: the server's memory per
// open stream, the time from the change to each stream and to the last one, and the latency of an API request sent
// while the fan-out is under way, each next to the same run's idle figures (no streams: memory and the request; one
// stream: the delivery). The streams are read by a process of their own (scripts/live-clients.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { onBothDatabases, withSeededInstances, type BenchInstance } from './bench-servers';
import type { ClientCommand, ClientReport } from './live-clients';
import type { Database } from '../src/server/db/database';

const STREAMS = Number(process.env.LIVE_STREAMS ?? 5000);
const CHANGES = 20;
const IDLE_PROBES = 30;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const wallNow = () => performance.timeOrigin + performance.now();

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);

/** The load side's process and a way to wait for its next report of a kind. */
function loadSide(): { child: ChildProcess; next<K extends ClientReport['kind']>(kind: K): Promise<Extract<ClientReport, { kind: K }>>; tell(command: ClientCommand): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'live-clients.ts')], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const queued: ClientReport[] = [];
  const waiting: Array<{ kind: string; resolve: (report: ClientReport) => void }> = [];
  child.on('message', (report: ClientReport) => {
    const index = waiting.findIndex((waiter) => waiter.kind === report.kind);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(report);
    else queued.push(report);
  });
  return {
    child,
    tell: (command) => child.send(command),
    next: (kind) =>
      new Promise((resolve) => {
        const index = queued.findIndex((report) => report.kind === kind);
        if (index >= 0) return resolve(queued.splice(index, 1)[0] as never);
        waiting.push({ kind, resolve: resolve as (report: ClientReport) => void });
      }),
  };
}

/** The server process's event-loop delay while `work` runs (ms): how long a request arriving then waits at worst. */
async function loopDelay<T>(work: () => Promise<T>): Promise<{ result: T; p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const result = await work();
  histogram.disable();
  return { result, p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

interface Deliveries {
  /** Every (stream, change) delivery, ms after the change's write began. */
  each: number[];
  /** Per change, the last stream's. */
  last: number[];
  probes: number[];
  missing: number;
}

/** `count` changes, one at a time, each a write to a booking through `db`, timed to every open stream. */
async function deliver(side: ReturnType<typeof loadSide>, db: Database['db'], bookingIds: number[], probe: string, count: number): Promise<Deliveries> {
  const result: Deliveries = { each: [], last: [], probes: [], missing: 0 };
  for (let index = 0; index < count; index += 1) {
    const bookingId = bookingIds[index % bookingIds.length]!;
    side.tell({ cmd: 'expect', bookingId, probe });
    await side.next('armed');
    const changed = wallNow();
    await db
      .updateTable('bookings')
      .set({ comments: `bench ${index} ${Date.now()}` })
      .where('id', '=', bookingId)
      .execute();
    const report = await side.next('delivered');
    const times = report.arrivals.map((arrival) => arrival - changed);
    result.each.push(...times);
    result.last.push(Math.max(...times));
    result.probes.push(report.probeMs);
    result.missing += report.missing;
  }
  return result;
}

function memory(): { rss: number; heap: number } {
  gc();
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heap: heapUsed + external };
}

async function run(label: string, instances: BenchInstance[], db: Database['db']) {
  const bookingIds = (await db.selectFrom('bookings').select('id').orderBy('id').limit(CHANGES).execute()).map((row) => row.id);
  const bases = instances.map((instance) => instance.base);
  // The probe goes to the instance the change was written through.
  const probe = `${bases[0]}/api/czconfigs/main-settings`;
  const side = loadSide();
  try {
    // Idle: no stream open (memory, the request), then one stream (a change's delivery).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idleMemory = memory();
    side.tell({ cmd: 'probe', probe, times: IDLE_PROBES });
    const idleProbes = (await side.next('probed')).latencies;
    side.tell({ cmd: 'open', bases: [bases[bases.length - 1]!], count: 1 });
    await side.next('opened');
    const { result: single, max: idleLoopMax } = await loopDelay(() => deliver(side, db, bookingIds, probe, 10));

    side.tell({ cmd: 'open', bases, count: STREAMS });
    const opened = await side.next('opened');
    const hubs = instances.map((instance) => instance.app.live.streams);
    const loadedMemory = memory();
    const { result: loaded, max: loopMax, p99: loopP99 } = await loopDelay(() => deliver(side, db, bookingIds, probe, CHANGES));
    const dropped = instances.reduce((sum, instance) => sum + instance.app.live.dropped, 0);
    return {
      database: label,
      instances: instances.length,
      'streams open': `${opened.open.toLocaleString('en-US')} (${hubs.join(' + ')}; refused ${opened.refused}; opened in ${ms(opened.ms)})`,
      'memory per stream': `RSS ${((loadedMemory.rss - idleMemory.rss) / opened.open / 1024).toFixed(1)} KiB · heap ${((loadedMemory.heap - idleMemory.heap) / opened.open / 1024).toFixed(1)} KiB (idle RSS ${(idleMemory.rss / 2 ** 20).toFixed(0)} MiB)`,
      'change → a stream p50 / p99': `${ms(percentile(loaded.each, 50))} / ${ms(percentile(loaded.each, 99))} (idle, one stream: ${ms(percentile(single.each, 50))} / ${ms(percentile(single.each, 99))})`,
      'change → last stream p50 / p99': `${ms(percentile(loaded.last, 50))} / ${ms(percentile(loaded.last, 99))} over ${CHANGES} changes`,
      'API request during fan-out p50 / p99': `${ms(percentile(loaded.probes, 50))} / ${ms(percentile(loaded.probes, 99))} (idle: ${ms(percentile(idleProbes, 50))} / ${ms(percentile(idleProbes, 99))})`,
      "server's event loop held, p99 / max": `${ms(loopP99)} / ${ms(loopMax)} (idle, one stream: max ${ms(idleLoopMax)})`,
      'missed / dropped': `${loaded.missing} / ${dropped}`,
    };
  } finally {
    side.tell({ cmd: 'close' });
    await side.next('closed');
  }
}

const rows = await onBothDatabases('bench_live', (label, databases) => withSeededInstances('bench-live', databases, (instances, db) => run(label, instances, db)));
for (const row of rows) {
  console.log(`\n${row.database} · ${row.instances} instance(s)`);
  for (const [name, value] of Object.entries(row)) if (name !== 'database' && name !== 'instances') console.log(`  ${name.padEnd(38)} ${value}`);
}
