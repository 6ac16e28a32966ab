import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button/Button';
import { Field } from '../../ui/Field/Field';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import { okAnswer } from '../../api/answers';
import type { WidgetProps } from '../../engine/widget-types';
import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { Pagination } from '../../ui/Pagination/Pagination';
import { isSearchable, pageCount } from '../../ui/Pagination/paging';
import { query } from '../../stores/QueryCache';
import { useQuery } from '../../stores/use-query';
import { failureMessage } from '../../i18n/message';
import { blogGridStatus, type BlogSort } from './blog-query';
import { EXCERPT_LENGTH, PostCard } from './PostCard';
import './blog.css';

type Post = components['schemas']['Post'];

/** Blog pages hold 30 posts (doc 3 §9). */
const PAGE_SIZE = 30;
const SEARCH_DELAY_MS = 300;

function blogPageQuery(root: RootStore, search: string, sort: BlogSort, page: number, pageSize: number) {
  const startRow = (page - 1) * pageSize;
  const params = { query: { startRow, endRow: startRow + pageSize, gridStatus: JSON.stringify(blogGridStatus(search, sort)) } };
  return query(['listPosts', params.query], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/cztextblocks/list-by-page', { params, signal }));
    return { posts: answer.data ?? [], total: answer.totalCount ?? 0 };
  });
}

/** The blog list: search, sort by new or old, pages of posts (doc 3 §2.8). */
function BlogList({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const id = useId();
  const pageSize = typeof options.pageSize === 'number' ? options.pageSize : PAGE_SIZE;
  const excerptLength = typeof options.excerptLength === 'number' ? options.excerptLength : EXCERPT_LENGTH;
  // Search, sort and page live in the address: a shared or reloaded link shows the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  // A text from the address is cut like a typed one: the server refuses a longer filter text.
  const search = (searchParams.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH.gridFilter);
  const sort: BlogSort = searchParams.get('sort') === 'old' ? 'old' : 'new';
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const setList = (next: { q?: string; sort?: BlogSort; page?: number }) => {
    const merged = { q: search, sort, page, ...next };
    const params = new URLSearchParams();
    if (merged.q) params.set('q', merged.q);
    if (merged.sort !== 'new') params.set('sort', merged.sort);
    if (merged.page > 1) params.set('page', String(merged.page));
    setSearchParams(params, { replace: true });
  };
  const setPage = (next: number) => setList({ page: next });
  const [typed, setTyped] = useState(search);
  const [shown, setShown] = useState<{ posts: Post[]; total: number } | null>(null);
  const result = useQuery(blogPageQuery(root, search, sort, page, pageSize));

  // A short search text leaves the list as it is; the list follows once it is searchable.
  useEffect(() => {
    if (!isSearchable(typed) || typed.trim() === search) return;
    const timer = setTimeout(() => setList({ q: typed.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // setList reads the address afresh on each render; the timer restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, search]);

  // A server-rendered page can be tapped before the scripts run: a search typed or a sort chosen then is in the
  // elements, not in the address. The first render takes it over instead of putting the server's values back.
  const searchInput = useRef<HTMLInputElement>(null);
  const sortSelect = useRef<HTMLSelectElement>(null);
  const earlySort = useRef<BlogSort | null>(null);
  useLayoutEffect(() => {
    const chosen = sortSelect.current?.value === 'old' ? 'old' : 'new';
    if (chosen !== sort) earlySort.current = chosen;
    const early = searchInput.current?.value;
    if (early !== undefined && early !== typed) setTyped(early);
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The address changes after the layout effects: the router ignores a navigation from one (it is not ready yet).
  useEffect(() => {
    if (earlySort.current) setList({ sort: earlySort.current, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The previous page stays on screen while the next one loads, so nothing jumps.
  if (result.status === 'ready' && shown !== result.data) setShown(result.data);

  const loading = result.status === 'loading';
  return (
    <div className="blog-list">
      {/* A GET form: before (or without) the scripts, Enter in the search asks the server for /blog?q=…&sort=…, which
          it renders from the address; with them the list follows as the player types or picks. */}
      <form
        className="blog-list__controls"
        role="search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (isSearchable(typed) && typed.trim() !== search) setList({ q: typed.trim(), page: 1 });
        }}
      >
        <Field label={t('blog.search')} width="md">
          <input
            ref={searchInput}
            id={`${id}-search`}
            name="q"
            type="search"
            maxLength={SEARCH_MAX_LENGTH.gridFilter}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Field label={t('blog.sort')} width="sm">
          <select ref={sortSelect} id={`${id}-sort`} name="sort" value={sort} onChange={(event) => setList({ sort: event.target.value === 'old' ? 'old' : 'new', page: 1 })}>
            <option value="new">{t('blog.sortNew')}</option>
            <option value="old">{t('blog.sortOld')}</option>
          </select>
        </Field>
        {/* Sends the search (and the sort) by tap as Enter does; before the scripts, a GET of /blog?q=…&sort=…. */}
        <Button type="submit" className="blog-list__submit">
          {t('blog.searchSubmit')}
        </Button>
      </form>
      {result.status === 'failed' ? <LoadFailure message={failureMessage(result.error)} /> : null}
      <div className="blog-list__results" aria-busy={loading}>
        {shown === null ? (
          loading ? (
            <div className="blog-list__placeholder" />
          ) : null
        ) : shown.posts.length === 0 ? (
          <EmptyState title={t('blog.noPosts')} />
        ) : (
          <div className="blog-list__grid">
            {shown.posts.map((post) => (
              <PostCard key={post.id} post={post} excerptLength={excerptLength} />
            ))}
          </div>
        )}
      </div>
      {shown ? <Pagination current={page} pages={pageCount(shown.total, pageSize)} onChange={setPage} /> : null}
    </div>
  );
}

export default observer(BlogList);
