import { shellSources } from './sources/shell';
import { accountSources } from './sources/account';
import { contentSources } from './sources/content';
import type { RootStore } from '../stores/RootStore';

export interface DataSourceContext {
  root: RootStore;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Loads the data a `data` node puts in scope. Reject with a MessageError to show the
 * server's message; any other rejection shows the crash text.
 */
export type DataSource = (context: DataSourceContext) => Promise<unknown>;

export type DataSourceMap = Record<string, DataSource>;

/**
 * Data sources by the name pages use in `source`; a missing one renders a visible error.
 * One file per area under ./sources, so pages of different areas are added independently.
 */
export const dataSources: DataSourceMap = {
  ...shellSources,
  ...accountSources,
  ...contentSources,
};
