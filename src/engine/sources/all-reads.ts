import { accountReads } from './account';
import { contentReads } from './content';
import type { SourceReads } from './reads';
import { shellReads } from './shell';

/** What every data source reads, by the name pages use in `source` (src/engine/manifest-bindings.ts checks them). */
export const sourceReads: SourceReads = { ...shellReads, ...accountReads, ...contentReads };
