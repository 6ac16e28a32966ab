import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { observer } from 'mobx-react-lite';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { visibleEntries } from '../../engine/conditions';
import type { MenuEntry } from '../../generated/schemas/manifest';
import { bookingTypesQuery } from '../../stores/club-queries';
import type { RootStore } from '../../stores/RootStore';
import { RootStoreProvider } from '../../stores/StoresContext';
import { createTestRoot } from '../../../tests/support/test-root';
import { useHydratingConditions } from './hydrating-conditions';

// The header hydrates in a Suspense boundary of its own, after the root has committed and its effects have started
// following the catalogue: its first render must still be the server's, or React throws its HTML away (#418).
const ENTRIES: MenuEntry[] = [
  { id: 'book', label: 'header.book', to: '/bookingtypes', when: { bookingTypeConcept: 'Booking' } },
  { id: 'shop', label: 'header.shop', to: '/shop' },
];

const Links = observer(function Links() {
  const conditions = useHydratingConditions();
  return (
    <ul>
      {visibleEntries(ENTRIES, conditions).map((entry) => (
        <li key={entry.id}>{entry.id}</li>
      ))}
    </ul>
  );
});

function Page({ root }: { root: RootStore }) {
  return (
    <RootStoreProvider value={root}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Links />
        </Suspense>
      </MemoryRouter>
    </RootStoreProvider>
  );
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
});

describe('the header’s show-conditions while it hydrates', () => {
  it('renders first as the server did, then with the catalogue the stores followed meanwhile', async () => {
    const { root } = createTestRoot();
    root.queries.seed([{ key: bookingTypesQuery(root).key, data: [{ id: 1, name: 'Padel', concept: 'Booking' }] }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page root={root} />);
    expect(container.textContent).toBe('shop');

    // The root's effect (useSessionData) follows the catalogue before the header's boundary hydrates.
    root.catalog.follow();
    const recovered: unknown[] = [];
    await act(async () => {
      hydrated = hydrateRoot(container, <Page root={root} />, { onRecoverableError: (error) => void recovered.push(error) });
    });

    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('bookshop');
  });
});
