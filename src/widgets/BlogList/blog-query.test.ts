import { describe, expect, it } from 'vitest';
import { blogGridStatus } from './blog-query';

describe('blogGridStatus', () => {
  it('asks for posts only, newest first, without a text filter when nothing is searched', () => {
    expect(blogGridStatus('', 'new')).toEqual({
      filters: [{ field: 'TextBlockType', operator: 'equals', value: 'Posts' }],
      sort: [{ field: 'Created', direction: 'desc' }],
    });
  });

  it('searches title and texts, oldest first when asked', () => {
    const status = blogGridStatus(' racket ', 'old');
    expect(status.filters?.[1]).toEqual({ fields: ['Title', 'Text', 'SmalText'], operator: 'contains', value: 'racket' });
    expect(status.sort).toEqual([{ field: 'Created', direction: 'asc' }]);
  });
});
