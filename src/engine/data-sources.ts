import type { RootStore } from '../stores/RootStore';
import { lazyRegistry } from './lazy-registry';

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
