import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageNode } from '../../generated/schemas/manifest';
import { DataLoading } from './DataLoading';

afterEach(cleanup);

// manifest/pages/post.json's data node: what a post shows, in order.
const post: PageNode[] = [
  { type: 'text', field: 'title', as: 'h1' },
  { type: 'widget', name: 'pageTitle', options: { field: 'title' } },
  { type: 'text', field: 'smalText', as: 'p' },
  { type: 'text', text: 'blog.byline', as: 'p' },
  { type: 'image', field: 'imageUrl', appearance: 'full' },
  { type: 'html', field: 'text', headingField: 'title' },
  { type: 'widget', name: 'shareLinks' },
];

describe('a data node while it loads', () => {
  it("shows a post's shape (heading, lead, byline, the picture's box, the text), not three rows", () => {
    const { container } = render(<DataLoading nodes={post} />);
    const loading = container.querySelector('.data-loading--detail')!;
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.cz-skeleton--heading')).toHaveLength(1);
    // The picture keeps the box the image will have (.image--full's aspect ratio).
    expect(loading.querySelectorAll('.image--full')).toHaveLength(1);
    // Lead (2 lines), byline (1) and the post's text (6).
    expect(loading.querySelectorAll('.cz-skeleton--text')).toHaveLength(9);
    expect(loading.querySelectorAll('.cz-skeleton--row')).toHaveLength(0);
  });

  it('keeps three rows for a list or a table', () => {
    const { container } = render(<DataLoading nodes={[{ type: 'table', bind: 'rows', columns: [] } as unknown as PageNode]} />);
    expect(container.querySelector('.data-loading--detail')).toBeNull();
    expect(container.querySelectorAll('.data-loading .cz-skeleton--row')).toHaveLength(3);
  });
});
