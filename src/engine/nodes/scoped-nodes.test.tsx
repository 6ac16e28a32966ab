// Node features that read the data in scope: ready addresses, images, field conditions.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageNode } from '../../generated/schemas/manifest';
import { ScopeContext } from '../render-contexts';
import { RenderNodes } from '../Renderer';
import { renderWithEngine } from '../../../tests/support/test-render';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function show(nodes: PageNode[], scope: unknown) {
  return renderWithEngine(
    <ScopeContext.Provider value={scope}>
      <RenderNodes nodes={nodes} />
    </ScopeContext.Provider>,
  );
}

describe('nodes reading the data in scope', () => {
  it('link a ready address only when it is http(s) or root-relative', () => {
    const node: PageNode = { type: 'link', hrefField: 'url', text: 'locations.visit' };
    show([node], { name: 'Norte', url: 'https://norte.example' });
    expect(screen.getByRole('link', { name: 'Visit Norte' }).getAttribute('href')).toBe('https://norte.example');
    cleanup();
    show([node], { name: 'Norte', url: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draw an image with its alt text, and nothing without an address', () => {
    const node: PageNode = { type: 'image', field: 'src', altField: 'name' };
    show([node], { src: '/uploads/a.svg', name: 'Volley drill' });
    expect(screen.getByRole('img', { name: 'Volley drill' }).getAttribute('src')).toBe('/uploads/a.svg');
    cleanup();
    const { container } = show([node], { name: 'no image' });
    expect(container.querySelector('img')).toBeNull();
  });

  it('show or hide nodes and detail rows by a field of the data', () => {
    show(
      [
        { type: 'text', text: 'orders.online', when: { field: 'online' } },
        { type: 'text', text: 'orders.atClub', when: { not: { field: 'online' } } },
        {
          type: 'detail',
          fields: [
            { label: 'orders.shipping', text: 'common.free', when: { not: { field: 'shipping' } } },
            { label: 'orders.discount', field: 'discount', format: 'money', when: { field: 'discount' } },
          ],
        },
      ],
      { online: false, shipping: 0, discount: 0 },
    );
    expect(screen.getByText('At the club')).toBeTruthy();
    expect(screen.queryByText('Online')).toBeNull();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Shipping']);
    expect(screen.getByRole('definition').textContent).toBe('Free');
  });
});
