import type { RootStore } from '../stores/RootStore';
import { lazyRegistry } from './lazy-registry';
import type { SourceRead } from './sources/reads';

interface DataSourceContext {
  root: RootStore;
  params: Readonly<Record<string, string | undefined>>;
  /** Aborted when nobody shows the data any more: hand it to the client calls. */
  signal?: AbortSignal;
}

/**
 * Loads the data a `data` node puts in scope. Reject with a MessageError to show the
 * server's message; any other rejection shows the crash text.
 */
export type DataSource = (context: DataSourceContext) => Promise<unknown>;

export type DataSourceMap = Record<string, DataSource>;

/**
 * Data sources by area, one file each under ./sources, so pages of different areas are
 * added independently. They load with the first data node: the home page needs none.
 */
/** Every data source by the name pages use in `source`; a missing one renders a visible error. */
export const loadDataSources: () => Promise<DataSourceMap> = lazyRegistry<DataSource>([
  () => import('./sources/shell').then((module) => module.shellSources),
  () => import('./sources/account').then((module) => module.accountSources),
  () => import('./sources/content').then((module) => module.contentSources),
]);

/**
 * What each data source reads (./sources/reads.ts), loaded with the sources themselves: a data node's query is
 * keyed by the operation its source reads, so a write that invalidates that operation reloads the node.
 */
export const loadSourceReads: () => Promise<Readonly<Record<string, SourceRead>>> = lazyRegistry<SourceRead>([
  () => import('./sources/all-reads').then((module) => module.sourceReads),
]);
