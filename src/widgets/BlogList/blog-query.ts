import type { components } from '../../generated/api';

type GridStatus = components['schemas']['GridStatus'];

export type BlogSort = 'new' | 'old';

/** The grid state of a blog page: posts only, text searched in title and texts, by creation date. */
export function blogGridStatus(search: string, sort: BlogSort): GridStatus {
  const text = search.trim();
  return {
    filters: [
      { field: 'TextBlockType', operator: 'equals', value: 'Posts' },
      ...(text ? [{ fields: ['Title', 'Text', 'SmalText'], operator: 'contains' as const, value: text }] : []),
    ],
    sort: [{ field: 'Created', direction: sort === 'new' ? 'desc' : 'asc' }],
  };
}
