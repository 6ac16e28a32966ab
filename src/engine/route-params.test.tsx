// tsc checks this file too: the @ts-expect-error lines fail the type check if a widget could read a route
// parameter none of its pages' routes (manifest/routes.json) has.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useWidgetParams, type WidgetRouteParams } from './route-params';
import routesJson from '../../manifest/routes.json';

describe('route parameters typed from manifest/routes.json', () => {
  it("gives a widget its page's parameters by their route names", () => {
    const route = routesJson.routes.find((each) => each.page === 'product')!;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route.path.replace(':id', '42')]}>
        <Routes>
          <Route path={route.path} element={children} />
        </Routes>
      </MemoryRouter>
    );
    const { result } = renderHook(() => useWidgetParams('productDetail'), { wrapper });
    const id: string = result.current.id;
    expect(id).toBe('42');
  });

  it('refuses (tsc) a parameter the routes do not have, and marks one only some routes have as optional', () => {
    const documentParams = (params: WidgetRouteParams['documentDownload']) => {
      // @ts-expect-error the download routes name their parameter token, not id
      return params.id;
    };
    const orderParams = (params: WidgetRouteParams['orderRefunds']) => {
      // @ts-expect-error id is a parameter of some of orderRefunds' routes only
      const id: string = params.id;
      return id;
    };
    expect([documentParams, orderParams]).toHaveLength(2);
  });
});
