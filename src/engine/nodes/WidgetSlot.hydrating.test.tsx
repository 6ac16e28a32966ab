import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineProvider } from '../EngineContext';
import { loadable } from '../loadable';
import { WidgetSlot } from './WidgetNodeView';

// A server-rendered page hydrates while its stores fill in: the parts around a lazy widget render again (a shown
// condition, the catalogue arriving) before the widget's chunk has come. The widget's server HTML, and the button a
// player tapped on it before the scripts ran (src/early-taps), must stay until React hydrates it.
function Pager() {
  const [page, setPage] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setPage(2)}>
        Next
      </button>
      <p>Page {page}</p>
    </>
  );
}

const PAGER_OPTIONS = { size: 12 };
const store = observable({ catalogueLoaded: false });
// As the manifest's Renderer: an observer that builds the slot's element in its own render.
const Section = observer(function Section() {
  return (
    <section data-loaded={String(store.catalogueLoaded)}>
      <WidgetSlot name="pager" options={PAGER_OPTIONS} />
    </section>
  );
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('a lazy widget hydrating the server HTML', () => {
  it('keeps its server HTML when the screen around it renders again before its chunk arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <EngineProvider widgets={{ pager: Pager }}>
        <Section />
      </EngineProvider>,
    );
    const serverButton = container.querySelector('button');
    expect(serverButton?.textContent).toBe('Next');

    let deliverChunk: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (deliverChunk = resolve));
    const pager = loadable(() => chunk.then(() => ({ default: Pager })));
    await act(async () => {
      root = hydrateRoot(
        container,
        <EngineProvider widgets={{ pager }}>
          <Section />
        </EngineProvider>,
      );
    });
    // The stores fill in while the widget's chunk is still on its way.
    await act(async () => runInAction(() => (store.catalogueLoaded = true)));
    expect(container.querySelector('section')?.dataset.loaded).toBe('true');
    expect(container.querySelector('button')).toBe(serverButton);

    await act(async () => {
      deliverChunk();
      await chunk;
    });
    // Hydrated in place: the very button the player saw, now React's.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(container.querySelector('p')?.textContent).toBe('Page 2');
  });
});
