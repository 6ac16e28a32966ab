import type { DataSourceMap } from '../data-sources';

export const contentSources: DataSourceMap = {};
