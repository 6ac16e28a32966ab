import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { ChangeFeed } from '../cache/change-feed';
import type { CacheCounts } from '../cache/table-cache';
import type { PoolUsage } from '../db/database';
import { OUTBOX_POLICY } from '../mail/outbox';
import { outboxDepth } from '../repositories/server-health';

/** The server's state, read at each scrape: the connection pool, the mail outbox's depth, the caches' hits, the change feed. */
export function registerStateMetrics(app: FastifyInstance, registry: Registry, options: { poolUsage?: () => PoolUsage; changes?: ChangeFeed }): void {
  const { poolUsage } = options;
  if (poolUsage) {
    new Gauge({
      name: 'club_db_pool_connections',
      help: 'Database connections lent out (in_use), callers waiting for one (waiting), and the most the pool opens (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const usage = poolUsage();
        this.set({ state: 'in_use' }, usage.inUse);
        this.set({ state: 'waiting' }, usage.waiting);
        this.set({ state: 'max' }, usage.max);
      },
    });
  }

  new Gauge({
    name: 'club_mail_outbox_depth',
    help: 'Mails waiting in the outbox (not sent and not given up)',
    registers: [registry],
    async collect() {
      // A scrape while the database is away answers without this figure rather than failing.
      await outboxDepth(app.db, OUTBOX_POLICY.maxAttempts).then(
        (depth) => this.set(depth),
        () => this.reset(),
      );
    },
  });

  // The caches count for themselves; each scrape adds what they counted since the previous one.
  const counted = new Map<string, number>();
  new Counter({
    name: 'club_cache_reads_total',
    help: 'Reads of the in-memory caches by cache, kind and outcome: hit (from memory), miss (read and kept), bypass (read through: no live change feed)',
    labelNames: ['cache', 'kind', 'outcome'] as const,
    registers: [registry],
    collect() {
      const put = (cache: string, kind: string, counts: CacheCounts) => {
        for (const outcome of ['hit', 'miss', 'bypass'] as const) {
          const key = `${cache}|${kind}|${outcome}`;
          this.inc({ cache, kind, outcome }, counts[outcome] - (counted.get(key) ?? 0));
          counted.set(key, counts[outcome]);
        }
      };
      for (const [kind, counts] of app.clubReads.cacheStats) put('club', kind, counts);
      put('sessions', 'session', app.sessions.stats);
    },
  });

  const { changes } = options;
  new Gauge({
    name: 'club_change_feed_live',
    help: '1 while the database change notifications (LISTEN) are received and the caches keep reads; 0 while they read through',
    registers: [registry],
    collect() {
      this.set(changes?.live ? 1 : 0);
    },
  });
}
