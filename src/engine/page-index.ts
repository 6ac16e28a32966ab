import type { FormFile, PageFile } from '../generated/schemas/manifest';

// Every page and form, each its own small chunk. This index grows with every page, so it
// is itself fetched with the first page rather than with the app. tsc checks each file against its
// type through src/generated/manifest-check.ts.
export const pageModules = import.meta.glob<PageFile>('../../manifest/pages/*.json', { import: 'default' });
export const formModules = import.meta.glob<FormFile>('../../manifest/forms/*.json', { import: 'default' });
