// On the server a viewer waits for its answer inside the render (the page's HTML shows it, not a skeleton):
// a component with several queries must show every one of them answered.
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { query, QueryCache } from './QueryCache';
import type { RootStore } from './RootStore';
import { RootStoreProvider } from './StoresContext';
import { useQuery } from './use-query';

/** An answer that comes a moment later, as the club server's would. */
const later = <T,>(value: T) => query(['getBookingFilters', JSON.stringify(value)], () => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1)));

function TwoReads({ second = true }: { second?: boolean }) {
  const first = useQuery(later('courts'));
  const other = useQuery(later('opening'), second);
  const shown = (state: ReturnType<typeof useQuery<string>>) => (state.status === 'ready' ? state.data : state.status);
  return (
    <p>
      {shown(first)} / {shown(other)}
    </p>
  );
}

async function serverMarkup(element: React.ReactNode): Promise<string> {
  const root = { queries: new QueryCache(Date.now, { waitsInRender: true }) } as unknown as RootStore;
  const { prelude } = await prerender(<RootStoreProvider value={root}>{element}</RootStoreProvider>);
  return new Response(prelude).text();
}

describe('useQuery on the server', () => {
  it("renders a component's second query answered too, not loading", async () => {
    expect(await serverMarkup(<TwoReads />)).toBe('<p>courts<!-- --> / <!-- -->opening</p>');
  });

  it('does not wait for a query that is not enabled', async () => {
    expect(await serverMarkup(<TwoReads second={false} />)).toBe('<p>courts<!-- --> / <!-- -->loading</p>');
  });
});
