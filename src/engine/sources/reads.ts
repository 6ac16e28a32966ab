import type { OperationId } from '../../generated/operations';

/**
 * What a data source puts in scope, said in terms of the contract, so a test can check every binding of
 * the manifests against the operation's answer schema (src/engine/manifest-bindings.ts): a renamed or
 * removed property of the contract then names the page that still binds it.
 */
export type ScopeShape =
  /** The schema at a dot path of the operation's 200 JSON answer ('' for the whole answer); list items are stepped through. */
  | { kind: 'answer'; operation: OperationId; path: string }
  /** An object the source builds itself. */
  | { kind: 'object'; properties: Readonly<Record<string, ScopeShape>> }
  /** Another shape with properties the source adds (to each item when that shape is a list). */
  | { kind: 'extend'; base: ScopeShape; properties: Readonly<Record<string, ScopeShape>> }
  /** A value the source computes (a formatted text, a flag, an address): it has no properties of its own. */
  | { kind: 'value' };

/** The operation's answer, or the part of it at `path` (e.g. 'data', 'model.emails'). */
export const answer = (operation: OperationId, path = ''): ScopeShape => ({ kind: 'answer', operation, path });

export const object = (properties: Record<string, ScopeShape>): ScopeShape => ({ kind: 'object', properties });

export const extend = (base: ScopeShape, properties: Record<string, ScopeShape>): ScopeShape => ({ kind: 'extend', base, properties });

export const computed: ScopeShape = { kind: 'value' };

/** A data source's declaration: the operation it reads and the shape of what it puts in scope. */
export interface SourceRead {
  /** The operation the source reads; null for a source that reads none (one a page's flow answers itself). */
  operation: OperationId | null;
  scope: ScopeShape;
}

export type SourceReads = Readonly<Record<string, SourceRead>>;

/** A source whose scope is (a part of) the answer of the one operation it reads, optionally with computed additions. */
export function reads(operation: OperationId, path = '', additions?: Record<string, ScopeShape>): SourceRead {
  const base = answer(operation, path);
  return { operation, scope: additions ? extend(base, additions) : base };
}

/** A source that reads `operation` and builds its own scope from it. */
export function shapes(operation: OperationId | null, scope: ScopeShape): SourceRead {
  return { operation, scope };
}
