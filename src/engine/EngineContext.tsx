import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fieldWidgets, type FieldWidgetMap } from '../sections/form/field-widgets';
import { formActions, type ActionMap } from './actions';
import { dataSources, type DataSourceMap } from './data-sources';
import { widgets } from './widget-map';
import type { WidgetMap } from './widget-types';

/** Everything a manifest may name, looked up by name at render time. */
export interface EngineRegistries {
  widgets: WidgetMap;
  actions: ActionMap;
  sources: DataSourceMap;
  fieldWidgets: FieldWidgetMap;
}

export const defaultRegistries: EngineRegistries = { widgets, actions: formActions, sources: dataSources, fieldWidgets };

const EngineContext = createContext<EngineRegistries>(defaultRegistries);

export function useEngine(): EngineRegistries {
  return useContext(EngineContext);
}

/** Adds or replaces registry entries for a subtree (a hand-written page, or a test). */
export function EngineProvider({ children, ...extra }: Partial<EngineRegistries> & { children: ReactNode }) {
  const parent = useEngine();
  const { widgets: w, actions: a, sources: s, fieldWidgets: f } = extra;
  const value = useMemo(
    () => ({
      widgets: { ...parent.widgets, ...w },
      actions: { ...parent.actions, ...a },
      sources: { ...parent.sources, ...s },
      fieldWidgets: { ...parent.fieldWidgets, ...f },
    }),
    [parent, w, a, s, f],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}
