import { useParams } from 'react-router-dom';
import type { WidgetRouteParams } from '../generated/route-params';

export type { WidgetRouteParams };

/**
 * The route parameters of the pages that show `widget`, typed from manifest/routes.json (codegen/route-params.ts):
 * a parameter every such route has is a string, and reading one no route has fails tsc.
 */
export function useWidgetParams<W extends keyof WidgetRouteParams>(widget: W): Readonly<WidgetRouteParams[W]> {
  void widget;
  return useParams() as WidgetRouteParams[W];
}
