import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRoot, type FakeRequest } from '../../../tests/support/test-root';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import { renderWithEngine } from '../../../tests/support/test-render';
import BlogList from './BlogList';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const post = (id: number) => ({ id, title: `Post ${id}`, smalText: `${'Long text '.repeat(20)}end`, created: '2024-03-05T10:00:00Z', name: 'Carla', image: null });

function show(total: number, path = '/') {
  const { root, fetch } = createTestRoot({
    operations: {
      listPosts: (request: FakeRequest) => {
        const start = Number(request.query.get('startRow'));
        const end = Math.min(Number(request.query.get('endRow')), total);
        return { ok: true, data: Array.from({ length: Math.max(0, end - start) }, (_, index) => post(start + index + 1)), totalCount: total };
      },
    },
  });
  renderWithEngine(<BlogList options={{}} />, { root, path });
  return fetch;
}

const queries = (calls: FakeRequest[]) => calls.map((call) => ({ start: call.query.get('startRow'), grid: JSON.parse(call.query.get('gridStatus') ?? '{}') }));

describe('blog list', () => {
  it('shows pages of 30 cards cut to 100 characters, with a window of 4 page buttons', async () => {
    const fetch = show(200);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(30);
    const text =
      within(cards[0] as HTMLElement)
        .getAllByRole('paragraph')
        .at(-1)?.textContent ?? '';
    expect(text).toHaveLength(101);
    expect(text.endsWith('…')).toBe(true);
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4']);
    fireEvent.click(pages.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByRole('link', { name: 'Post 91' })).toBeTruthy();
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['3', '4', '5', '6']);
    expect(queries(fetch.calls).at(-1)?.start).toBe('90');
  });

  it('searches only once the text is cleared or longer than 3 characters, back on page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = show(200);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Post 31' });
    const before = fetch.calls.length;
    fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'pad' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch.calls).toHaveLength(before);
    fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'padel' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const last = queries(fetch.calls).at(-1);
    expect(last?.start).toBe('0');
    expect(last?.grid.filters[1]).toEqual({ fields: ['Title', 'Text', 'SmalText'], operator: 'contains', value: 'padel' });
  });

  it('has a Search button that sends the typed search at once, in the search form', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = show(200);
    await screen.findAllByRole('article');
    const form = screen.getByRole('search');
    const submit = within(form).getByRole('button', { name: 'Search' });
    expect(submit.getAttribute('type')).toBe('submit');
    fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'bandeja' } });
    fireEvent.click(submit);
    await act(() => Promise.resolve());
    expect(queries(fetch.calls).at(-1)?.grid.filters[1]).toMatchObject({ value: 'bandeja' });
  });

  it('sorts oldest first on request', async () => {
    const fetch = show(5);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'old' } });
    await vi.waitFor(() => expect(queries(fetch.calls).at(-1)?.grid.sort).toEqual([{ field: 'Created', direction: 'asc' }]));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('cuts the search text where the server would refuse it, typed or from the address', async () => {
    const fetch = show(5, `/?q=${'x'.repeat(SEARCH_MAX_LENGTH.gridFilter + 50)}`);
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Search posts').getAttribute('maxLength')).toBe(String(SEARCH_MAX_LENGTH.gridFilter));
    expect(queries(fetch.calls).at(-1)?.grid.filters[1].value).toHaveLength(SEARCH_MAX_LENGTH.gridFilter);
  });

  it('says "No posts found" for an empty blog', async () => {
    show(0);
    // The design system's empty state, not a bare line of text.
    expect((await screen.findByText('No posts found')).closest('.cz-empty')).toBeTruthy();
  });
});
