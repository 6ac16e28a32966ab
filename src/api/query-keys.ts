import { operations, type OperationId } from '../generated/operations';

/** The contract's tag of an operation (`bookings`, `customers`, …): every read of that part of the API. */
type OperationTag = (typeof operations)[OperationId]['tag'];

/**
 * What the portal loads without naming an operation: the contract's rules of a form (a bundled file), and a
 * data source that declares no operation it reads (one a page's flow answers itself).
 */
type LocalRead = 'contractRules' | 'dataSource';

/**
 * A query's key: the operation it reads (an OperationId of src/generated/operations.ts), then whatever the
 * answer depends on (ids, the day, who is logged in). Two callers with the same key share one request.
 */
export type QueryKey = readonly [read: OperationId | LocalRead, ...parameters: unknown[]];

/** What a write makes stale: the reads of one operation, or every read of a contract tag. */
export type Invalidation = OperationId | { readonly tag: OperationTag };

/**
 * The key of a manifest data node: the operation its source reads (src/engine/sources/reads.ts declares it),
 * the source's name, the page's parameters and who is logged in. A write that invalidates the operation (or its
 * tag) reloads every data node reading it.
 */
export function dataSourceKey(operation: OperationId | null, source: string, pageParams: unknown, customerId: number | null): QueryKey {
  return [operation ?? 'dataSource', `source:${source}`, pageParams, customerId];
}

function tagOf(read: QueryKey[0]): OperationTag | undefined {
  return Object.hasOwn(operations, read) ? operations[read as OperationId].tag : undefined;
}

/** Whether a write that makes `targets` stale reaches the query reading `read`. */
export function isInvalidatedBy(read: QueryKey[0], targets: readonly Invalidation[]): boolean {
  return targets.some((target) => (typeof target === 'string' ? target === read : tagOf(read) === target.tag));
}
