import { availableParallelism } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { operations, type OperationId } from '../../generated/operations';
import type { GateLimits } from './admission-gate';

/**
 * The kinds of work an instance bounds apart, so that one kind piling up does not hold up the others: reads
 * (mostly from the in-memory caches), writes (a transaction each), password checks and hashes (scrypt, tens
 * of ms of a thread-pool thread each) and the server's render of a page (tens of ms of the event loop each).
 */
export type WorkClass = 'read' | 'write' | 'password' | 'render';

export const WORK_CLASSES: readonly WorkClass[] = ['read', 'write', 'password', 'render'];

/** The operations that hash or check a password on every call (a profile save checks one only to change the address). */
const PASSWORD_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>(['loginCustomer', 'registerCustomer', 'resetPassword', 'changePassword']);

/** Operations the contract sends as POST (a body of filters) that only read. */
const READS_BY_POST: ReadonlySet<OperationId> = new Set<OperationId>([
  'checkStock',
  'getCheckoutInfo',
  'getCustomerCheckoutInfo',
  'getCustomerTraining',
  'getDateAvailability',
  'getPendingSales',
  'listAvailableDates',
  'listBookingAvailability',
  'listByPlaceBookings',
  'listCustomerTrainings',
  'loadBookingPrice',
  'lookupBookingTypes',
  'lookupProducts',
  'lookupResources',
]);

/** The route of the portal's pages (src/server/web/static.ts), which renders the public ones on the server. */
const PAGE_ROUTE = '/*';

/**
 * The work a request is, or null for what passes unbounded: health checks and /metrics (an overloaded
 * instance must still say so), the portal's files and images, the payment providers' notifications, and the
 * requests the server makes of itself while rendering a page (app.inject), whose page was admitted.
 */
export function workClassOf(request: FastifyRequest): WorkClass | null {
  const operationId = request.routeOptions.config.operationId;
  if (operationId !== undefined) {
    if (!Object.hasOwn(operations, operationId)) return null;
    const id = operationId as OperationId;
    if (PASSWORD_OPERATIONS.has(id)) return 'password';
    return operations[id].method === 'GET' || READS_BY_POST.has(id) ? 'read' : 'write';
  }
  return request.routeOptions.url === PAGE_ROUTE ? 'render' : null;
}

/**
 * Per instance. Reads are cheap (mostly kept answers), so many run at once and many may wait; a render keeps the
 * event loop busy, so two at once and a short queue; a password hash keeps a core busy on a thread of the pool, so
 * one fewer than the cores at once: the event loop keeps a core of its own to accept, answer and turn away the rest.
 * Writes wait longest: a pre-book in a rush is the request a player cares about most. Each deadline is short
 * enough that an answer, the work or a 503, comes within seconds, long before a browser or the proxy gives up
 * (nginx waits 60 s).
 */
export const DEFAULT_LIMITS: Record<WorkClass, GateLimits> = {
  read: { concurrency: 128, queue: 8192, waitMs: 5_000, typicalMs: 2, shedEarly: false },
  write: { concurrency: 64, queue: 2048, waitMs: 10_000, typicalMs: 20, shedEarly: true },
  password: { concurrency: Math.max(1, availableParallelism() - 1), queue: 128, waitMs: 5_000, typicalMs: 60, shedEarly: true },
  render: { concurrency: 2, queue: 128, waitMs: 5_000, typicalMs: 100, shedEarly: true },
};
