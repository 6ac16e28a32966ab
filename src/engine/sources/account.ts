import type { DataSourceMap } from '../data-sources';

export const accountSources: DataSourceMap = {};
