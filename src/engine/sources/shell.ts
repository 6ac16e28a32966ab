import type { DataSourceMap } from '../data-sources';

export const shellSources: DataSourceMap = {};
